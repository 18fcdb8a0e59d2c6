/// UISwipeGestureRecognizer (discrete): recognized when the fingers travel
/// `config.swipeMinimumDistance` in `direction` within `config.swipeMaximumDuration`, staying
/// closer to that axis than to the other; anything else fails.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// UISwipeGestureRecognizer.Direction: the way the fingers must travel.
    public enum Direction: String, Sendable, CaseIterable {
        /// Towards the right, the left, the top or the bottom of the screen.
        case right, left, up, down
    }
    public override class var descriptor: ClassDescriptor { swipeGestureRecognizerClass }
    public override var kindName: String { "swipe" }
    /// The way the swipe must go (right by default).
    public var direction = Direction.right
    /// How many fingers must swipe.
    public var numberOfTouchesRequired = 1

    override func handle(_ phase: TouchPhase, touch: Int32, at point: Point, time: Int64, config: Simulator.Config) -> Decision? {
        switch phase {
        case .began:
            return touches.count > numberOfTouchesRequired ? .fail(.fingers(count: touches.count, needs: numberOfTouchesRequired)) : nil
        case .moved:
            guard let t = touches[touch] else { return nil }
            if time - t.startTime > config.swipeMaximumDuration { return .fail(.tooSlowForSwipe) }
            let dx = point.x - t.start.x, dy = point.y - t.start.y
            let along: Double, across: Double
            switch direction {
            case .right: (along, across) = (dx, dy)
            case .left: (along, across) = (-dx, dy)
            case .down: (along, across) = (dy, dx)
            case .up: (along, across) = (-dy, dx)
            }
            if abs(across) > max(along, 0) && abs(across) > config.tapAllowableMovement {
                return .fail(.wrongWayForSwipe(direction))
            }
            if along >= config.swipeMinimumDistance && touches.count == numberOfTouchesRequired {
                return .recognize(.swiped(distance: along, direction))
            }
            return nil
        case .ended:
            return .fail(.liftedBeforeSwipe(distance: config.swipeMinimumDistance, direction))
        case .cancelled:
            return .fail(.touchCancelled)
        }
    }

    public override var summary: String { "swipe \(direction.rawValue)" }
}

extension SwipeGestureRecognizer {
    public static let swipeGestureRecognizerProperties = PropertyTable(parent: GestureRecognizer.gestureRecognizerProperties, [
        .on(SwipeGestureRecognizer.self, "direction", .string, designTime: true, listed: false, get: { .string($0.direction.rawValue) },
            set: { r, x, _ in
                guard case .string(let d) = x, let direction = Direction(rawValue: d) else {
                    throw PropertyError.notAChoice((try? x.string()) ?? "", choices: ["left", "right", "up", "down"])
                }
                r.direction = direction
            }),
        .on(SwipeGestureRecognizer.self, "numberOfTouchesRequired", .number, designTime: true, aliases: ["touches"], listed: false,
            get: { .number(Double($0.numberOfTouchesRequired)) }, set: { r, x, _ in r.numberOfTouchesRequired = try x.whole(in: 1...10) }),
    ])
}

extension SwipeGestureRecognizer {
    public static let swipeGestureRecognizerClass = ClassDescriptor(.swipeRecognizer, uikit: "UISwipeGestureRecognizer", appkit: "NSGestureRecognizer (swipe)", maker: "swipe", properties: swipeGestureRecognizerProperties)
}
