// A text editor with an undo/redo stack of commands modelled as an enum.
enum Edit {
    case insert(String, at: Int)
    case delete(range: Range<Int>, removed: String)
}
struct Editor {
    private(set) var text = ""
    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    private func index(_ i: Int) -> String.Index { text.index(text.startIndex, offsetBy: i) }
    private mutating func apply(_ e: Edit) {
        switch e {
        case let .insert(s, at):
            text.insert(contentsOf: s, at: index(at))
        case let .delete(range, _):
            text.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
        }
    }
    private func inverse(_ e: Edit) -> Edit {
        switch e {
        case let .insert(s, at): return .delete(range: at..<at + s.count, removed: s)
        case let .delete(range, removed): return .insert(removed, at: range.lowerBound)
        }
    }
    mutating func insert(_ s: String, at i: Int) { perform(.insert(s, at: i)) }
    mutating func delete(_ r: Range<Int>) {
        let removed = String(text[index(r.lowerBound)..<index(r.upperBound)])
        perform(.delete(range: r, removed: removed))
    }
    private mutating func perform(_ e: Edit) { apply(e); undoStack.append(e); redoStack.removeAll() }
    mutating func undo() -> Bool {
        guard let e = undoStack.popLast() else { return false }
        apply(inverse(e)); redoStack.append(e); return true
    }
    mutating func redo() -> Bool {
        guard let e = redoStack.popLast() else { return false }
        apply(e); undoStack.append(e); return true
    }
}
var ed = Editor()
ed.insert("Hello", at: 0)
ed.insert(" world", at: 5)
ed.insert(",", at: 5)
print(ed.text)
ed.delete(0..<7)
print(ed.text)
print(ed.undo(), ed.text)
print(ed.undo(), ed.text)
print(ed.redo(), ed.text)
ed.insert("!", at: ed.text.count)
print(ed.redo(), ed.text)
while ed.undo() {}
print("[\(ed.text)]", ed.undo())
