import SimCore

/// The handlers running now, innermost last: each one's context (`self`, `sender`, captures,
/// parameters) and the locals its body declares, by slot.
struct HandlerFrames {
    struct Frame {
        var context: ActionContext
        var locals: [Value]
        /// Locals a closure captured by reference (a `var`), by slot: the body reads and writes
        /// them through the box from then on, as the closure does.
        var boxed: [Int: SharedVariable] = [:]
        /// The running closure's shared variables (`.sharedCapture(i)`).
        var shared: [SharedVariable] = []
        /// The body's command running now: where a handler it sets off was called from.
        var running: SourceLocation?
    }

    private var stack: [Frame] = []

    var isEmpty: Bool { stack.isEmpty }
    var depth: Int { stack.count }
    /// The running handler's context (nil at the top level).
    var context: ActionContext? { stack.isEmpty ? nil : stack[stack.count - 1].context }

    mutating func push(_ context: ActionContext, locals: Int, shared: [SharedVariable] = []) {
        stack.append(Frame(context: context, locals: locals == 0 ? [] : Array(repeating: .null, count: locals), shared: shared))
    }

    mutating func pop() { stack.removeLast() }

    /// The innermost handler is running the command at `location`.
    mutating func setRunning(_ location: SourceLocation) { stack[stack.count - 1].running = location }

    /// The command the innermost handler is running (nil at the top level).
    var runningLocation: SourceLocation? { stack.last?.running }

    /// The objects running handlers' locals hold.
    var objectHolders: [(name: String, object: SimObject.ID)] {
        var out: [(name: String, object: SimObject.ID)] = []
        for frame in stack {
            for (slot, value) in frame.locals.enumerated() {
                (frame.boxed[slot]?.value ?? value).addObjects(named: "a handler's local", to: &out)
            }
        }
        return out
    }

    /// A local of the running body; binding guarantees it was declared before it is read.
    func local(_ slot: Int) -> Value {
        let frame = stack[stack.count - 1]
        if !frame.boxed.isEmpty, let box = frame.boxed[slot] { return box.value }
        return frame.locals[slot]
    }

    mutating func setLocal(_ slot: Int, _ value: Value) {
        if !stack[stack.count - 1].boxed.isEmpty, let box = stack[stack.count - 1].boxed[slot] { return box.value = value }
        stack[stack.count - 1].locals[slot] = value
    }

    /// The running closure's shared variable `index`.
    func shared(_ index: Int) -> Value { stack[stack.count - 1].shared[index].value }

    func setShared(_ index: Int, _ value: Value) { stack[stack.count - 1].shared[index].value = value }

    /// The box a closure made now shares with the running body for `source` (one of its `var`
    /// locals, or a variable it shares itself).
    mutating func sharedVariable(for source: NameReference) -> SharedVariable? {
        guard !stack.isEmpty else { return nil }
        switch source {
        case .local(let slot):
            if let box = stack[stack.count - 1].boxed[slot] { return box }
            let box = SharedVariable(stack[stack.count - 1].locals[slot])
            stack[stack.count - 1].boxed[slot] = box
            return box
        case .sharedCapture(let index):
            return stack[stack.count - 1].shared[index]
        default:
            return nil
        }
    }

    /// Changes a parameter of the running handler (`dequeue` gives `cell` its cell).
    mutating func setParameter(_ name: String, _ value: Value) {
        guard !stack.isEmpty, let i = stack[stack.count - 1].context.parameters.firstIndex(where: { $0.name == name }) else { return }
        stack[stack.count - 1].context.parameters[i].value = value
    }
}

/// A `var` a closure captured: Swift captures a variable, not its value, so the body that
/// declared it and every closure that uses it read and write the same one — even after the body
/// has returned.
final class SharedVariable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
