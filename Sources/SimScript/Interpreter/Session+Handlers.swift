import SimCore

/// Handler bodies as the engine calls them: the commands bound when the method or closure was
/// defined, run against the session with `self`, `sender`, captures and parameters from the
/// engine's context.
extension Session {
    /// Runs a method's or closure's body with `self`, `sender`, captures and parameters from
    /// `context`, and a fresh slot for each local its body declares.
    func runBody(_ body: Body, context: ActionContext, shared: [SharedVariable] = []) throws {
        // On a device a handler that triggers itself overflows the stack and crashes; here it
        // is a diagnostic, well before the (smaller) stacks of `simrepl test -j` workers run out.
        guard state.frames.depth < Interpreter.handlerNestingLimit else {
            // At the command that set this handler off once too often, not at this body's start.
            throw ScriptError(Diagnostic(
                .error, state.frames.runningLocation ?? body.location,
                "handlers nested \(Interpreter.handlerNestingLimit) deep: a handler that (indirectly) triggers itself never ends",
                hint: "on a device this recursion overflows the stack; stop it with a condition or send the action once"))
        }
        state.frames.push(context, locals: body.localCount, shared: shared)
        defer { state.frames.pop() }
        do {
            try runCommands(body.commands, context: context)
        } catch is HandlerReturn {
            // `return`: the body ends here; its answer (if any) is in context.result.
        }
    }

    /// Runs a body's commands, or an `if` branch's, in the running frame.
    func runCommands(_ commands: [BoundCommand], context: ActionContext) throws {
        for i in commands.indices {
            // Ctrl-C and the work budget: handlers that trigger each other run no `wait`.
            try simulator.checkWork()
            state.frames.setRunning(commands[i].node.location)
            do {
                try commands[i].command.run(in: self, handler: context)
            } catch let refused as World.CreationError {
                throw ScriptError(creationRefused(refused, at: commands[i].node.location))
            }
        }
    }

    /// A handler body as the engine calls it. The world keeps its handlers, and a simulator
    /// handed to `init` can outlive the session: `unowned` (not `unowned(unsafe)`) so a body
    /// called after the session is gone stops with a clear trap instead of reading freed memory.
    func handler(_ body: Body, shared: [SharedVariable] = []) -> ActionBody {
        if shared.isEmpty { return { [unowned self] context in try self.runBody(body, context: context) } }
        return { [unowned self] context in try self.runBody(body, context: context, shared: shared) }
    }
}
