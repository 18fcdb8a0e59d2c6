/// UILongPressGestureRecognizer (continuous): begins once a finger has stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement`; moves are changes;
/// lifting ends it. The simulator schedules the duration on the run loop.
public final class LongPressGestureRecognizer: GestureRecognizer {
    public override class var descriptor: ClassDescriptor { longPressGestureRecognizerClass }
    public override var kindName: String { "longPress" }
    public override var isContinuous: Bool { true }
    /// How long the finger must stay down, in microseconds (0.5 s, as UIKit).
    public var minimumPressDuration: Int64 = 500_000
    /// How far (points) the finger may move before the press begins (10, as UIKit).
    public var allowableMovement = 10.0

    override func handle(_ phase: TouchPhase, touch: Int32, at point: Point, time: Int64, config: Simulator.Config) -> Decision? {
        switch phase {
        case .began:
            return nil
        case .moved:
            if state == .possible, let t = touches[touch], distance(t.start, point) > allowableMovement {
                return .fail(.fingerMovedBeforePress(beyond: allowableMovement, duration: minimumPressDuration))
            }
            return state == .possible ? nil : .change
        case .ended:
            return state == .possible ? .fail(.liftedBeforePress(duration: minimumPressDuration)) : .end(.fingerLifted)
        case .cancelled:
            return state == .possible ? .fail(.touchCancelled) : .cancel(.touchCancelled)
        }
    }

    public override var summary: String { "longPress, \(VirtualClock.format(minimumPressDuration))s, \(formatNumber(allowableMovement)) pt" }
}

extension LongPressGestureRecognizer {
    public static let longPressGestureRecognizerProperties = PropertyTable(parent: GestureRecognizer.gestureRecognizerProperties, [
        // In seconds; checked against the longest duration before it becomes microseconds.
        .on(LongPressGestureRecognizer.self, "minimumPressDuration", .number, designTime: true, aliases: ["duration"], listed: false,
            get: { .number(Double($0.minimumPressDuration) / 1_000_000) },
            set: { r, x, _ in
                guard case .number(let n) = x, n >= 0, n <= 1e12 else { throw PropertyError.notADuration((try? x.number()) ?? -1) }
                r.minimumPressDuration = Int64((n * 1_000_000).rounded())
            }),
        .on(LongPressGestureRecognizer.self, "allowableMovement", .number, designTime: true, aliases: ["movement"], listed: false,
            get: { .number($0.allowableMovement) },
            set: { r, x, _ in
                let n = try x.number()
                guard n >= 0 else { throw PropertyError.negative(n) }
                r.allowableMovement = n
            }),
    ])
}

extension LongPressGestureRecognizer {
    public static let longPressGestureRecognizerClass = ClassDescriptor(.longPressRecognizer, uikit: "UILongPressGestureRecognizer", appkit: "NSPressGestureRecognizer", maker: "longPress", properties: longPressGestureRecognizerProperties)
}
