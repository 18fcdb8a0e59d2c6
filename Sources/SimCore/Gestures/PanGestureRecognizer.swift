/// UIPanGestureRecognizer (continuous): follows the centroid of its fingers. It begins when the
/// centroid has moved `config.panThreshold` points; then every move is a change, with
/// `translation` (from where the gesture started) and `velocity` (points per second, from the
/// last move on the virtual clock). A finger joining or leaving does not make the translation
/// jump. A symmetric pinch leaves the centroid in place, so it does not start a pan.
public final class PanGestureRecognizer: GestureRecognizer {
    public override class var descriptor: ClassDescriptor { panGestureRecognizerClass }
    public override var kindName: String { "pan" }
    public override var isContinuous: Bool { true }
    /// How many fingers the pan needs.
    public var minimumNumberOfTouches = 1
    /// How far the fingers' centroid has moved since the gesture started.
    public internal(set) var translation = Point.zero
    /// Points per second, from the last move.
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

extension PanGestureRecognizer {
    public static let panGestureRecognizerProperties = PropertyTable(parent: GestureRecognizer.gestureRecognizerProperties, [
        .on(PanGestureRecognizer.self, "translation", .string, get: { .string($0.translation.description) }),
        .on(PanGestureRecognizer.self, "velocity", .string, get: { .string($0.velocity.description) }),
        .on(PanGestureRecognizer.self, "minimumNumberOfTouches", .number, designTime: true, aliases: ["minTouches"], listed: false,
            get: { .number(Double($0.minimumNumberOfTouches)) }, set: { r, x, _ in r.minimumNumberOfTouches = try x.whole(in: 1...10) }),
    ])
}

extension PanGestureRecognizer {
    public static let panGestureRecognizerClass = ClassDescriptor(.panRecognizer, uikit: "UIPanGestureRecognizer", appkit: "NSPanGestureRecognizer", maker: "pan", properties: panGestureRecognizerProperties)
}
