import SimCore

/// How the text trace looks: colour for a terminal, and a brief level.
///
/// Brief shows what ran and what was decided — commands, touches going down and up, the hit
/// view and surprising skips, the control events that have handlers, every action and its
/// answer, closures, log lines, recognitions and failures, first-responder changes, delegate
/// calls, values, alerts, timers, cells — and leaves out the plumbing in between: deliveries,
/// forwarding along the chain, tracking states, the chain's "no" answers, moves, gesture
/// changes. A tap on a plain view prints 6 lines instead of 15: the command, the touch down, the
/// hit view, "not handled", the touch up, "not handled".
public struct TraceStyle: Sendable {
    /// ANSI colours: handlers that ran green, log lines cyan, what was skipped or refused yellow,
    /// failures red, notes magenta, commands bold, time stamps dim.
    public var color = false
    /// Show what ran and what was decided, leaving out the plumbing (see above).
    public var brief = false
    /// Wrap lines longer than this many columns (a terminal's width), continuing under the
    /// line's text so the nesting stays visible; nil: never wrap (files, pipes, goldens).
    public var width: Int?

    /// A style; the default is plain, full and unwrapped, as goldens are recorded.
    public init(color: Bool = false, brief: Bool = false, width: Int? = nil) {
        self.color = color
        self.brief = brief
        self.width = width
    }

    static func showsInBrief(_ e: Event) -> Bool {
        switch e.payload {
        case .deliver, .forward, .controlState, .gestureCandidates, .expectation, .propertySet: return false
        case .touch(let phase, _, _): return phase != .moved
        case .controlEvent(_, let handlers): return handlers > 0
        case .chainAsk(_, let canPerform): return canPerform
        case .returned(_, let isDefault): return !isDefault
        case .gesture(let change, _):
            switch change {
            case .state(.changed, _), .state(.possible, _), .touchesHeld: return false
            default: return true
            }
        case .cell(let change): return change.kind != .prepared && change.kind != .pooled
        default: return true
        }
    }

    static let reset: StaticString = "\u{1B}[0m"
    static let dim: StaticString = "\u{1B}[2m"
    private static let bold: StaticString = "\u{1B}[1m"
    private static let green: StaticString = "\u{1B}[32m"
    private static let cyan: StaticString = "\u{1B}[36m"
    private static let yellow: StaticString = "\u{1B}[33m"
    private static let red: StaticString = "\u{1B}[31m"
    private static let magenta: StaticString = "\u{1B}[35m"

    /// The colour of an event's words (nil: the terminal's own).
    static func color(of e: Event) -> StaticString? {
        switch e.payload {
        case .command: return bold
        case .note: return magenta
        case .log: return cyan
        case .targetAction(_, _, .performed), .chainAsk(_, true), .closureRun: return green
        case .targetAction(_, _, .unrecognized): return red
        case .targetAction(_, _, .released), .hitSkip, .hitMiss, .controlIgnored, .actionUnhandled, .touchUnhandled:
            return yellow
        case .delegateCall(let call): return call.outcome == .performed ? green : yellow
        case .firstResponder(let change, _):
            switch change {
            case .became, .resigned, .alreadyFirst, .notFirst: return nil
            default: return yellow
            }
        case .textChange(let c): return c.outcome == .refused ? yellow : nil
        case .gesture(let change, _):
            switch change {
            case .state(.began, _), .state(.ended, _): return green
            case .state(.failed, _), .state(.cancelled, _), .waiting, .touchesCancelledForView: return yellow
            default: return nil
            }
        case .cell(let c): return c.kind == .staleHandler ? red : nil
        case .freed, .keptAlive: return yellow
        case .timer(.fired), .timer(.firedManually): return green
        default: return nil
        }
    }
}
