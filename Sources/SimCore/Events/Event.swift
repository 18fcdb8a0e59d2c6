/// One decision the simulation made, as data: when (`time`, virtual), during which touch, how
/// deep in the handling of another decision (`depth`), which decision led to it (`cause`), which
/// object it is about (`object`, with its view path when it is a view) and what was decided
/// (`payload`, typed per kind).
///
/// An event is **self-contained**: everything it says was copied when it was made — ids, numbers,
/// typed reasons, interned or owned text — and never looked up in the live world when it is
/// rendered. Renderers are pure functions of an event and the world's *name table* (names,
/// selectors, closures' definitions, interned strings and view paths: tables that only grow and
/// never change what an id means). That is what lets `trace` replay an event long after the world
/// moved on and print exactly what was printed live.
public struct Event: Sendable {
    /// Consecutive from 1 in one simulation.
    public var seq: Int = 0
    /// The `seq` of the event that led to this one (0: none — a command starts a chain). Derived by
    /// the tracer from nesting: a `log` line's cause is its target-action, whose cause is the control
    /// event, then the delivery, the touch and the `tap` command.
    public var cause: Int = 0
    /// Virtual microseconds since the scenario started.
    public var time: Int64 = 0
    /// The touch being dispatched (`touch#N`), 0 outside touch handling.
    public var touch: Int32 = 0
    /// Nesting depth: how many decisions this one is inside of (the text trace's indentation).
    public var depth: Int16 = 0
    /// The object the event is about (JSON's `object`): the hit view, the control that sends, the
    /// sender of an action, the recognizer… -1 when none.
    public var object: SimObject.ID
    /// `object`'s path from its window when the event was made (`main/home.view/card/login`), if
    /// it is a view: a `PathTable` id, or -1.
    public var path: PathTable.ID = -1
    /// What was decided, with the values the renderings need (see ``Payload``).
    public var payload: Payload

    /// An event as the tracer makes it; tests and tools may build their own to feed a renderer.
    public init(seq: Int = 0, cause: Int = 0, time: Int64 = 0, touch: Int32 = 0, depth: Int16 = 0,
                object: SimObject.ID = -1, path: PathTable.ID = -1, payload: consuming Payload) {
        self.seq = seq
        self.cause = cause
        self.time = time
        self.touch = touch
        self.depth = depth
        self.object = object
        self.path = path
        self.payload = payload
    }

    /// The kind's name, as JSON Lines spell it (`"kind":"targetAction"`).
    public var kind: Kind { payload.kind }

    /// Every kind of event, in the order the JSON reference lists them.
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// A command, and a touch's way to a view: hit-testing, delivery, forwarding along the
        /// chain.
        case command, touch, hitTest, hitSkip, hitMiss, deliver, forward, touchUnhandled
        /// Controls and actions: tracking, control events, target-action, the nil-target walk,
        /// closures, log lines.
        case controlState, controlIgnored, controlEvent, targetAction, chainAsk, actionUnhandled, closureRun, log
        /// The first responder, notes and inspection output, delegates, answers, releases,
        /// registrations.
        case firstResponder, note, output, delegateSet, delegateCall, returned, released, registration
        /// Text, timers, values, alerts, gestures, cells, and objects freed or kept alive.
        case textChange, timer, valueChange, alert, gesture, gestureCandidates, cell, freed, keptAlive
        /// AppKit's mouse and windows, refused touches, canPerformAction overrides, expectations,
        /// scrolling, menus, hit-test overrides, view animations, navigation pushes and pops.
        case mouse, windowStatus, actionSearchStage, touchRefused, canPerformOverride, expectation, scroll, menu, hitTestOverride, animation, navigation
        /// A property a handler changed.
        case propertySet
        /// A Swift handler stopped at a runtime error.
        case trapped
    }
}

/// Where events go. Sinks are called synchronously, in emission order.
public protocol EventSink: AnyObject {
    /// Called with every event, in order, as it is emitted.
    func receive(_ event: Event)
    /// Called when a command finishes, so buffered sinks can write out.
    func flush()
}

extension EventSink {
    public func flush() {}
}
