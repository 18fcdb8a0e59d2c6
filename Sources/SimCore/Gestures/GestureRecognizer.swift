/// UIGestureRecognizer: watches the touches of its view (and the view's subviews) and decides,
/// touch by touch, whether they form its gesture.
///
/// States, as UIKit documents them: discrete recognizers go possible → ended (recognized) or
/// failed; continuous ones go possible → began → changed… → ended or cancelled. Actions run on
/// recognized, began, changed, ended and cancelled — never on possible or failed. Once all touches
/// have lifted, a recognizer in a final state goes back to possible.
///
/// Defaults from UIKit: `cancelsTouchesInView` true (when it recognizes, the view gets
/// touchesCancelled and a tracking control sends touchCancel), `delaysTouchesBegan` false,
/// `delaysTouchesEnded` true (the view's touchesEnded waits while the recognizer may still
/// recognize, e.g. a double tap waiting for its second tap).
public class GestureRecognizer: SimObject, BlockHandling {
    public override var blockHandling: (any BlockHandling)? { self }
    public override class var descriptor: ClassDescriptor { gestureRecognizerClass }
    /// UIGestureRecognizer.State.
    public enum State: UInt8, Sendable, CaseIterable {
        /// Possible (watching), began/changed (a continuous gesture in progress), ended
        /// (recognized), cancelled, failed.
        case possible, began, changed, ended, cancelled, failed
        /// UIKit's name: `.recognized` is `.ended`.
        public var name: String { String(describing: self) }
    }

    /// What a recognizer's touch handling decided.
    enum Decision {
        /// Recognize: `ended` for a discrete gesture, `began` for a continuous one.
        case recognize(GestureReason)
        case change
        case end(GestureReason)
        case fail(GestureReason)
        case cancel(GestureReason)
    }

    /// The word `recognizers` and the trace use for its kind (`tap`, `pan`…).
    public var kindName: String { "gesture" }
    /// Whether the gesture goes began → changed → ended (pan, pinch…) rather than straight to
    /// recognized.
    public var isContinuous: Bool { false }

    /// The view it is attached to (one at a time: `GestureArena.attach(_:to:)` moves it).
    public internal(set) unowned var view: View
    /// Where it is in its state machine.
    public internal(set) var state = State.possible
    /// A disabled recognizer takes no part in touch sequences.
    public var isEnabled = true
    /// When it recognizes, the view's touches are cancelled (true by default).
    public var cancelsTouchesInView = true
    /// The view's touchesBegan waits until the recognizer fails (false by default).
    public var delaysTouchesBegan = false
    /// The view's touchesEnded waits while the recognizer may still recognize (true by default).
    public var delaysTouchesEnded = true
    /// Target-action pairs (an identical pair is kept once) and closures, in the order added.
    public internal(set) var handlers: [TargetActionTable.Handler] = []
    /// `require(toFail:)`: these must fail before this one may recognize.
    public package(set) var requiresFailureOf: [GestureRecognizer] = [] {
        didSet { for other in requiresFailureOf { other.mayHaveWaiters = true } }
    }
    /// The recognizers from this one to `other` along `requiresFailureOf` (this one first,
    /// `other` last), or nil when this one does not wait for `other`'s failure, even through
    /// others. `require A toFail B` when B already waits for A would make each wait for the other
    /// for ever: the language and `load` refuse it with this path.
    public func waitChain(to other: GestureRecognizer) -> [GestureRecognizer]? {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var stack: [[GestureRecognizer]] = [[self]]
        while let path = stack.popLast() {
            for next in path[path.count - 1].requiresFailureOf {
                if next === other { return path + [next] }
                if seen.insert(ObjectIdentifier(next)).inserted { stack.append(path + [next]) }
            }
        }
        return nil
    }

    /// Some recognizer requires this one to fail (or did: never cleared, so it may only be too
    /// cautious). When false, this one's failure releases no waiter, and `fail` skips looking
    /// for them: that scan of every recognizer in play, for each of N failing at once, made a
    /// tap on a view with N recognizers cost N².
    var mayHaveWaiters = false
    /// Pairs allowed to recognize together without a delegate (`simultaneous A B`).
    package var simultaneousWith: [SimObject.ID] = []
    /// HWBlocksUI-style blocks standing in for delegate methods.
    public internal(set) var blocks: [(name: String, closure: ClosureHandler)] = []
    /// The touches this recognizer receives (shouldReceive said yes), by touch number.
    package var touches: [Int32: (start: Point, startTime: Int64, location: Point)] = [:]
    /// Every touch of the current sequence it received (for holding the view's deliveries).
    var seen: Set<Int32> = []
    /// The state it will enter once the recognizers it requires to fail have failed.
    var pending: State?
    /// A scheduled timeout (long press duration, multi-tap window).
    var timer: RunLoopQueue.Token?

    init(id: ID, name: String, view: View) {
        self.view = view
        super.init(id: id, name: name)
        delegateSlots.append(DelegateSlot(name: "delegate", protocolName: nil, target: nil))
    }

    /// Per kind (one file per recognizer): what this touch phase means for the gesture (nil: nothing
    /// to report yet). Thresholds UIKit does not document come from `config` (`Simulator.Config`).
    func handle(_ phase: TouchPhase, touch: Int32, at point: Point, time: Int64, config: Simulator.Config) -> Decision? { nil }

    /// Per kind: clears the per-gesture state when going back to possible.
    func resetGesture() {}

    /// A one-line description for `recognizers` and `show`.
    public var summary: String { kindName }

    package static let delegateMethods: [DelegateMethodBlock] = [
        DelegateMethodBlock(selector: "gestureRecognizerShouldBegin:", block: "shouldBeginHandler", defaultAnswer: true),
        DelegateMethodBlock(selector: "gestureRecognizer:shouldReceiveTouch:", block: "shouldReceiveTouchHandler", defaultAnswer: true),
        DelegateMethodBlock(selector: "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
                            block: "shouldRecognizeSimultaneouslyHandler", defaultAnswer: false),
    ]
    /// The UIGestureRecognizerDelegate method whose block handler is named `block`, if any.
    public static func delegateMethod(block: String) -> DelegateMethodBlock? { delegateMethods.first { $0.block == block } }
}

extension GestureRecognizer {
    /// UIGestureRecognizer's. Turned off mid-gesture, a recognizer is cancelled (UIKit); the
    /// subclasses add their settings, set with the maker's option names (`taps`, `duration`…).
    public static let gestureRecognizerProperties = PropertyTable([
        .on(GestureRecognizer.self, "state", .string, get: { .string($0.state.name) }),
        .on(GestureRecognizer.self, "enabled", .bool, designTime: true, get: { .bool($0.isEnabled) },
            set: { r, x, change in try change.simulator.gestures.setEnabled(r, try x.bool()) }),
        .on(GestureRecognizer.self, "view", .object, get: { .object($0.view.id) }),
        .on(GestureRecognizer.self, "numberOfTouches", .number, get: { .number(Double($0.touches.count)) }),
        .on(GestureRecognizer.self, "cancelsTouchesInView", .bool, designTime: true, get: { .bool($0.cancelsTouchesInView) },
            set: { r, x, _ in r.cancelsTouchesInView = try x.bool() }),
        .on(GestureRecognizer.self, "delaysTouchesBegan", .bool, designTime: true, get: { .bool($0.delaysTouchesBegan) },
            set: { r, x, _ in r.delaysTouchesBegan = try x.bool() }),
        .on(GestureRecognizer.self, "delaysTouchesEnded", .bool, designTime: true, get: { .bool($0.delaysTouchesEnded) },
            set: { r, x, _ in r.delaysTouchesEnded = try x.bool() }),
    ])
}

extension GestureRecognizer {
    public static let gestureRecognizerClass = ClassDescriptor(.gestureRecognizer, uikit: "UIGestureRecognizer", appkit: "NSGestureRecognizer", properties: gestureRecognizerProperties)
}
