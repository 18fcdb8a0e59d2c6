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
