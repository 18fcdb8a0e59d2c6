import SimCore

/// The handlers running now, innermost last: each one's context (`self`, `sender`, captures,
/// parameters) and the locals its body declares, by slot.
struct HandlerFrames {
    struct Frame {
        var context: ActionContext
        var locals: [Value]
        /// The body's command running now: where a handler it sets off was called from.
        var running: SourceLocation?
    }

    private var stack: [Frame] = []

    var isEmpty: Bool { stack.isEmpty }
    var depth: Int { stack.count }
    /// The running handler's context (nil at the top level).
    var context: ActionContext? { stack.isEmpty ? nil : stack[stack.count - 1].context }

    mutating func push(_ context: ActionContext, locals: Int) {
        stack.append(Frame(context: context, locals: locals == 0 ? [] : Array(repeating: .null, count: locals)))
    }

    mutating func pop() { stack.removeLast() }

    /// The innermost handler is running the command at `location`.
    mutating func setRunning(_ location: SourceLocation) { stack[stack.count - 1].running = location }

    /// The command the innermost handler is running (nil at the top level).
    var runningLocation: SourceLocation? { stack.last?.running }

    /// The objects running handlers' locals hold.
    var objectHolders: [(name: String, object: SimObject.ID)] {
        var out: [(name: String, object: SimObject.ID)] = []
        for frame in stack { for value in frame.locals { value.addObjects(named: "a handler's local", to: &out) } }
        return out
    }

    /// A local of the running body; binding guarantees it was declared before it is read.
    func local(_ slot: Int) -> Value { stack[stack.count - 1].locals[slot] }

    mutating func setLocal(_ slot: Int, _ value: Value) { stack[stack.count - 1].locals[slot] = value }

    /// Changes a parameter of the running handler (`dequeue` gives `cell` its cell).
    mutating func setParameter(_ name: String, _ value: Value) {
        guard !stack.isEmpty, let i = stack[stack.count - 1].context.parameters.firstIndex(where: { $0.name == name }) else { return }
        stack[stack.count - 1].context.parameters[i].value = value
    }
}
