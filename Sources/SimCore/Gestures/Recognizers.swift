#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The concrete recognizers. Each turns touch phases into decisions; thresholds UIKit does not
/// document come from `Simulator.Config` (see `config`).

/// UITapGestureRecognizer: `numberOfTapsRequired` taps by `numberOfTouchesRequired` fingers,
/// each staying within `config.tapAllowableMovement` of where it went down. Between taps, the
/// next one must start within `config.multiTapInterval` (the simulator schedules the failure).
public final class TapGestureRecognizer: GestureRecognizer {
    public override var kind: ObjectKind { .tapRecognizer }
    public override var kindName: String { "tap" }
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    var tapsSoFar = 0
    var fingersThisTap = 0

    override func handle(_ phase: TouchPhase, touch: Int32, at point: Point, time: Int64, config: Simulator.Config) -> Decision? {
        switch phase {
        case .began:
            fingersThisTap = max(fingersThisTap, touches.count)
            if touches.count > numberOfTouchesRequired {
                return .fail(.fingers(count: touches.count, needs: numberOfTouchesRequired))
            }
        case .moved:
            if let t = touches[touch], distance(t.start, point) > config.tapAllowableMovement {
                return .fail(.fingerMoved(beyond: config.tapAllowableMovement))
            }
        case .ended:
            guard touches.count == 1 else { return nil }  // wait for the last finger of this tap
            if fingersThisTap < numberOfTouchesRequired {
                return .fail(.fingers(count: fingersThisTap, needs: numberOfTouchesRequired))
            }
            tapsSoFar += 1
            fingersThisTap = 0
            if tapsSoFar >= numberOfTapsRequired {
                return .recognize(numberOfTapsRequired == 1 ? .aTap : .tap(count: tapsSoFar, of: numberOfTapsRequired))
            }
        case .cancelled:
            return .fail(.touchCancelled)
        }
        return nil
    }

    override func resetGesture() { tapsSoFar = 0; fingersThisTap = 0 }

    public override var summary: String {
        "tap" + (numberOfTapsRequired > 1 ? ", \(numberOfTapsRequired) taps" : "") + (numberOfTouchesRequired > 1 ? ", \(numberOfTouchesRequired) fingers" : "")
    }
}

/// UILongPressGestureRecognizer (continuous): begins once a finger has stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement`; moves are changes;
/// lifting ends it. The simulator schedules the duration on the run loop.
public final class LongPressGestureRecognizer: GestureRecognizer {
    public override var kind: ObjectKind { .longPressRecognizer }
    public override var kindName: String { "longPress" }
    public override var isContinuous: Bool { true }
    public var minimumPressDuration: Int64 = 500_000
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

/// UIPanGestureRecognizer (continuous): follows the centroid of its fingers. It begins when the
/// centroid has moved `config.panThreshold` points; then every move is a change, with
/// `translation` (from where the gesture started) and `velocity` (points per second, from the
/// last move on the virtual clock). A finger joining or leaving does not make the translation
/// jump. A symmetric pinch leaves the centroid in place, so it does not start a pan.
public final class PanGestureRecognizer: GestureRecognizer {
    public override var kind: ObjectKind { .panRecognizer }
    public override var kindName: String { "pan" }
    public override var isContinuous: Bool { true }
    public var minimumNumberOfTouches = 1
    public internal(set) var translation = Point.zero
    public internal(set) var velocity = Point.zero
    /// Where the centroid would be with no translation, and the last centroid seen.
    var origin = Point.zero
    var last: (point: Point, time: Int64)?

    private func centroid(excluding excluded: Int32? = nil) -> Point? {
        // In touch order, so the sum (and its last bits) never depends on hash order.
        let points = touches.keys.sorted().filter { $0 != excluded }.compactMap { touches[$0]?.location }
        guard !points.isEmpty else { return nil }
        let n = Double(points.count)
        return Point(points.reduce(0) { $0 + $1.x } / n, points.reduce(0) { $0 + $1.y } / n)
    }

    private func rebase(excluding excluded: Int32? = nil, time: Int64) {
        guard let c = centroid(excluding: excluded) else { return }
        origin = Point(c.x - translation.x, c.y - translation.y)
        last = (c, time)
    }

    override func handle(_ phase: TouchPhase, touch: Int32, at point: Point, time: Int64, config: Simulator.Config) -> Decision? {
        switch phase {
        case .began:
            rebase(time: time)
            return nil
        case .moved:
            guard let c = centroid() else { return nil }
            translation = Point(c.x - origin.x, c.y - origin.y)
            if let last, time > last.time {
                let seconds = Double(time - last.time) / 1_000_000
                velocity = Point((c.x - last.point.x) / seconds, (c.y - last.point.y) / seconds)
            }
            last = (c, time)
            if state == .possible {
                guard touches.count >= minimumNumberOfTouches,
                      distance(.zero, translation) >= config.panThreshold else { return nil }
                return .recognize(.panned(distance: distance(.zero, translation)))
            }
            return .change
        case .ended:
            if touches.count > 1 { rebase(excluding: touch, time: time); return nil }
            if state == .possible { return .fail(.liftedBeforePanning(threshold: config.panThreshold)) }
            return .end(.fingerLifted)
        case .cancelled:
            return state == .possible ? .fail(.touchCancelled) : .cancel(.touchCancelled)
        }
    }

    override func resetGesture() { translation = .zero; velocity = .zero; origin = .zero; last = nil }
    public override var summary: String { "pan" + (minimumNumberOfTouches > 1 ? ", \(minimumNumberOfTouches) fingers" : "") }
}

/// UISwipeGestureRecognizer (discrete): recognized when the fingers travel
/// `config.swipeMinimumDistance` in `direction` within `config.swipeMaximumDuration`, staying
/// closer to that axis than to the other; anything else fails.
public final class SwipeGestureRecognizer: GestureRecognizer {
    public enum Direction: String, Sendable, CaseIterable { case right, left, up, down }
    public override var kind: ObjectKind { .swipeRecognizer }
    public override var kindName: String { "swipe" }
    public var direction = Direction.right
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

/// Two-finger continuous gestures: UIPinchGestureRecognizer (`scale`, the fingers' distance
/// relative to the start) and UIRotationGestureRecognizer (`rotation`, in degrees here —
/// UIKit uses radians). They begin once the fingers have moved `config.panThreshold` points
/// their way (apart or together; around), change on every move, and end when a finger lifts.
public class TwoFingerGestureRecognizer: GestureRecognizer {
    public override var isContinuous: Bool { true }
    var startValue: Double?
    /// The measure between the two fingers (distance or angle).
    func measure(_ a: Point, _ b: Point) -> Double { 0 }
    func update(_ value: Double, start: Double) {}
    /// How far (in points) the fingers have moved the gesture's way.
    func travel(from start: Double, to now: Double, fingerDistance: Double) -> Double { 0 }

    override func handle(_ phase: TouchPhase, touch: Int32, at point: Point, time: Int64, config: Simulator.Config) -> Decision? {
        switch phase {
        case .began:
            if touches.count > 2 { return .fail(.moreThanTwoFingers) }
            if touches.count == 2 { startValue = currentMeasure() }
            return nil
        case .moved:
            guard touches.count == 2, let start = startValue, let now = currentMeasure() else { return nil }
            if state == .possible {
                let points = touches.keys.sorted().compactMap { touches[$0]?.location }
                guard travel(from: start, to: now, fingerDistance: distance(points[0], points[1])) >= config.panThreshold else { return nil }
            }
            update(now, start: start)
            return state == .possible ? .recognize(.twoFingersMoved) : .change
        case .ended:
            if state == .possible { return .fail(.fingerLiftedBeforeBegan) }
            return .end(.aFingerLifted)
        case .cancelled:
            return state == .possible ? .fail(.touchCancelled) : .cancel(.touchCancelled)
        }
    }

    private func currentMeasure() -> Double? {
        let points = touches.keys.sorted().compactMap { touches[$0]?.location }
        return points.count == 2 ? measure(points[0], points[1]) : nil
    }

    override func resetGesture() { startValue = nil }
}

public final class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    public override var kind: ObjectKind { .pinchRecognizer }
    public override var kindName: String { "pinch" }
    public internal(set) var scale = 1.0
    override func measure(_ a: Point, _ b: Point) -> Double { distance(a, b) }
    override func travel(from start: Double, to now: Double, fingerDistance: Double) -> Double { abs(now - start) }
    override func update(_ value: Double, start: Double) {
        scale = start > 0 ? ((value / start) * 1_000_000).rounded() / 1_000_000 : 1
    }
    override func resetGesture() { super.resetGesture(); scale = 1 }
}

public final class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    public override var kind: ObjectKind { .rotationRecognizer }
    public override var kindName: String { "rotation" }
    public internal(set) var rotation = 0.0
    override func measure(_ a: Point, _ b: Point) -> Double {
        atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
    }
    /// The arc each finger travels around the centre between them.
    override func travel(from start: Double, to now: Double, fingerDistance: Double) -> Double {
        abs(now - start) * Double.pi / 180 * fingerDistance / 2
    }
    override func update(_ value: Double, start: Double) {
        // Rounded to a millionth of a degree: trigonometry's last bits must not reach the trace.
        rotation = ((value - start) * 1_000_000).rounded() / 1_000_000
    }
    override func resetGesture() { super.resetGesture(); rotation = 0 }
}

func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
