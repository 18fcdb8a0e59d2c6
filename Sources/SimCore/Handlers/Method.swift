/// An action method implemented by an object: what a target-action or nil-targeted action runs.
public struct Method {
    public let selector: Selector
    public let definedAt: SourceLocation?
    public let body: ActionBody

    public init(selector: Selector, definedAt: SourceLocation?, body: @escaping ActionBody) {
        self.selector = selector; self.definedAt = definedAt; self.body = body
    }
}

/// The code a handler runs. Script bodies are interpreted commands; Swift callers pass closures.
public typealias ActionBody = (ActionContext) throws -> Void

/// What a running handler sees: UIKit's `self`, `sender` and `event`, plus a closure's captures.
public struct ActionContext {
    public unowned let simulator: Simulator
    /// `self` inside a method (nil inside a closure, which has no receiver).
    public let receiver: SimObject?
    public let sender: SimObject?
    /// The touch whose event triggered the action (UIEvent), 0 when there is none (e.g. `sendActions`).
    public let touch: Int32
    /// Non-nil when a closure handler runs: its captured values are in `closure.captures`.
    public let closure: ClosureHandler?

    /// Emits a log line into the trace. `template` may contain `{self}`, `{sender}`, `{event}` and
    /// `{NAME}` for a captured value; they are resolved when the trace is rendered.
    public func log(_ template: LogTemplate) {
        simulator.emitLog(template, context: self)
    }

    public func log(_ text: String) {
        log(simulator.world.templates.literal(text))
    }
}
