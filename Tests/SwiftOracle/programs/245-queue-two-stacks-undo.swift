// A drawing app's command history: undo/redo stacks of closures capturing a shared canvas.
final class Canvas {
    var shapes: [String] = []
}
struct Command {
    let name: String
    let apply: () -> Void
    let revert: () -> Void
}
final class History {
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []
    func perform(_ c: Command) { c.apply(); undoStack.append(c); redoStack.removeAll() }
    @discardableResult func undo() -> String? {
        guard let c = undoStack.popLast() else { return nil }
        c.revert(); redoStack.append(c); return c.name
    }
    @discardableResult func redo() -> String? {
        guard let c = redoStack.popLast() else { return nil }
        c.apply(); undoStack.append(c); return c.name
    }
    var summary: String { "undo: \(undoStack.map(\.name)), redo: \(redoStack.map(\.name))" }
}
let canvas = Canvas()
let history = History()
func add(_ shape: String) -> Command {
    Command(name: "add \(shape)", apply: { canvas.shapes.append(shape) }, revert: { canvas.shapes.removeLast() })
}
func clear() -> Command {
    var saved: [String] = []
    return Command(name: "clear", apply: { saved = canvas.shapes; canvas.shapes.removeAll() }, revert: { canvas.shapes = saved })
}
history.perform(add("circle"))
history.perform(add("square"))
history.perform(clear())
print(canvas.shapes, history.summary)
print(history.undo() as Any, canvas.shapes)
print(history.undo() as Any, canvas.shapes)
print(history.redo() as Any, canvas.shapes)
history.perform(add("star"))
print(canvas.shapes, history.summary)
while history.undo() != nil {}
print(canvas.shapes, history.summary, history.undo() as Any)
