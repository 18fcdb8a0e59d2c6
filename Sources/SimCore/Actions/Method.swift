/// An action method implemented by an object: what a target-action or nil-targeted action runs.
public struct Method {
    /// The action it implements.
    public let selector: Selector
    /// Where it was written, for the trace; nil for a method made in Swift without one.
    public let definedAt: SourceLocation?
    /// What it runs.
    public let body: ActionBody

    /// A method for `selector` running `body`; give it to ``SimObject/define(_:)``.
    public init(selector: Selector, definedAt: SourceLocation?, body: @escaping ActionBody) {
        self.selector = selector; self.definedAt = definedAt; self.body = body
    }
}

/// The code a handler runs. Script bodies are interpreted commands; Swift callers pass closures.
/// A handler that answers a question (a delegate's `shouldReturn`) calls `context.returns(_:)`.
public typealias ActionBody = (ActionContext) throws -> Void

/// Where a handler leaves its answer. A class, so the caller that made the context reads what
/// the body set.
public final class HandlerResult {
    /// The answer, once the handler gave one with ``ActionContext/returns(_:)``.
    @exclusivity(unchecked) public internal(set) var value: Value?
    /// An empty result.
    public init() {}
}

/// What a running handler sees: UIKit's `self`, `sender` and `event`, plus a closure's captures.
public struct ActionContext {
    /// The simulator running the handler: its engines are what a body calls to act.
    public unowned let simulator: Simulator
    /// `self` inside a method (nil inside a closure, which has no receiver).
    public let receiver: SimObject?
    /// The sender of the action (UIKit's `sender`); nil when there is none.
    public let sender: SimObject?
    /// The touch whose event triggered the action (UIEvent), 0 when there is none (e.g. `sendActions`).
    public let touch: Int32
    /// Non-nil when a closure handler runs: its captured values are in `closure.captures`.
    public let closure: ClosureHandler?
    /// Named arguments beyond sender and event: what a delegate method receives
    /// (`textField`, `range`, `string`…), readable by name in the body.
    public var parameters: [(name: String, value: Value)] = []

    /// The named argument `name`, if the caller passed one.
    public func parameter(_ name: String) -> Value? {
        parameters.first { $0.name == name }?.value
    }

    /// Where the answer goes when the caller asks a question (a delegate call); nil for plain
    /// actions, which saves an allocation on every tap.
    public var result: HandlerResult? = nil

    /// Inside an override of UIKit's own method (`touchesBegan`…): what `super` does — UIKit's
    /// default (UIResponder passes the touches on; UIControl tracks them). Nil elsewhere.
    public var superCall: (() throws -> Void)? = nil
    /// Inside an override of a UIKit method that answers (point(inside:with:), hitTest(_:with:)):
    /// UIKit's own answer, `super.hitTest(point, with: event)`, computed only when the body asks.
    public var superAnswer: (() throws -> Value)? = nil

    package init(simulator: Simulator, receiver: SimObject?, sender: SimObject?, touch: Int32, closure: ClosureHandler?,
                 parameters: [(name: String, value: Value)] = [], result: HandlerResult? = nil) {
        self.simulator = simulator; self.receiver = receiver; self.sender = sender; self.touch = touch
        self.closure = closure; self.parameters = parameters; self.result = result
    }

    /// Answers the caller's question, e.g. `false` from `textFieldShouldReturn`.
    public func returns(_ value: Value) { result?.value = value }

    /// Emits a log line into the trace. `template` may contain `{self}`, `{sender}`, `{event}` and
    /// `{NAME}` for a captured value; they are resolved when the trace is rendered.
    public func log(_ template: LogTemplate) {
        simulator.actions.emitLog(template, context: self)
    }

    /// String): Emits `text` into the trace as a log line, as it is (no placeholders).
    public func log(_ text: String) {
        log(simulator.world.templates.literal(text))
    }
}
