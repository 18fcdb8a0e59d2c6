/// Foundation's Timer (NSTimer), scheduled on the simulator's run loop. Named ScheduledTimer so
/// code that imports both Foundation and SimCore can say `Timer` without ambiguity.
///
/// Two forms, as in Foundation: target + selector (+ userInfo), and a block. Documented rules
/// the simulator follows:
/// - the timer holds its target (or block) STRONGLY until it is invalidated — unlike a control,
///   which holds targets weakly; so a repeating timer keeps its target alive (the classic retain
///   cycle when the target also owns the timer), and `release` refuses while it is valid;
/// - a non-repeating timer invalidates itself after it fires;
/// - `fire()` fires now without changing a repeating timer's schedule; a non-repeating timer is
///   invalid afterwards.
/// - a scheduled timer runs in the run loop's default mode: while a scroll view is dragged the
///   main run loop runs in its tracking mode, and the timer waits; back in the default mode it
///   fires once for the fire dates it missed and keeps its schedule (Apple's Timer page: "fired
///   only once for that time period"). `RunLoop.main.add(timer, forMode: .common)` makes it fire
///   during tracking too (https://developer.apple.com/documentation/foundation/timer).
/// Choices where Foundation leaves room: firings are exact (no tolerance, no coalescing), a
/// repeating timer is rescheduled from its previous fire date (no drift), and every firing that
/// falls inside a long `wait` happens, each at its own time (the run loop never skips one).
/// The tracking mode lasts from a drag's first scrolling move to its lift (no deceleration).
public final class ScheduledTimer: SimObject {
    public override class var descriptor: ClassDescriptor { scheduledTimerClass }
    /// Foundation's floor for an interval of 0 or less: 0.1 ms, in microseconds.
    public static let minimumInterval: Int64 = 100

    /// What the timer runs when it fires.
    public enum Action {
        /// Sends the selector to the target, which the timer holds strongly.
        case target(SimObject.ID, Selector)
        /// Runs the closure, which the timer holds.
        case block(ClosureHandler)

        /// The action by ids, for an event.
        var copied: TimerAction {
            switch self {
            case .target(let target, let selector): return .target(target, selector)
            case .block(let closure): return .block(closure: closure.id)
            }
        }

        /// The object the timer holds strongly (-1 for a block).
        var target: SimObject.ID {
            if case .target(let target, _) = self { return target }
            return -1
        }
    }

    /// The time between firings, in microseconds.
    public let interval: Int64
    /// Whether it fires again after each firing (else it invalidates itself).
    public let repeats: Bool
    /// What it runs when it fires.
    public let action: Action
    /// Timer.userInfo: the value handed to the action (`timer.userInfo`).
    public let userInfo: Value
    /// False once invalidated (or fired, when it does not repeat).
    public internal(set) var isValid = true
    /// How many times it has fired.
    public internal(set) var fireCount = 0
    /// When it fires next (microseconds); meaningless once invalid.
    public internal(set) var fireDate: Int64
    /// RunLoop.main.add(timer, forMode: .common): it fires in every common mode, the tracking
    /// mode too. A scheduled timer is in the default mode only.
    public internal(set) var inCommonModes = false
    /// A fire date came while the run loop was in its tracking mode: it waits for the default mode.
    var waitsForDefaultMode = false
    var token: RunLoopQueue.Token = 0
    /// Its place among items due at the same instant: its first token (nil before it has one).
    var order: RunLoopQueue.Token?

    package init(id: ID, name: String, interval: Int64, repeats: Bool, action: Action, userInfo: Value, fireDate: Int64) {
        self.interval = interval
        self.repeats = repeats
        self.action = action
        self.userInfo = userInfo
        self.fireDate = fireDate
        super.init(id: id, name: name)
    }
}

extension ScheduledTimer {
    /// NSTimer's (`timeInterval` is Foundation's name for the interval).
    public static let scheduledTimerProperties = PropertyTable([
        .on(ScheduledTimer.self, "valid", .bool, get: { .bool($0.isValid) }),
        .on(ScheduledTimer.self, "interval", .number, get: { .number(Double($0.interval) / 1_000_000) }),
        .on(ScheduledTimer.self, "timeInterval", .number, listed: false, get: { .number(Double($0.interval) / 1_000_000) }),
        .on(ScheduledTimer.self, "repeats", .bool, get: { .bool($0.repeats) }),
        .on(ScheduledTimer.self, "userInfo", .any, get: { $0.userInfo }),
        .on(ScheduledTimer.self, "firings", .number, get: { .number(Double($0.fireCount)) }),
        .on(ScheduledTimer.self, "inCommonModes", .bool, get: { .bool($0.inCommonModes) }),
    ])
}

extension ScheduledTimer {
    public static let scheduledTimerClass = ClassDescriptor(.timer, uikit: "NSTimer", appkit: "NSTimer", properties: scheduledTimerProperties)
}
