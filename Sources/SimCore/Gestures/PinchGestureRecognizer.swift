/// UIPinchGestureRecognizer: two fingers moving apart or together (see
/// ``TwoFingerGestureRecognizer``).
public final class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    public override class var descriptor: ClassDescriptor { pinchGestureRecognizerClass }
    public override var kindName: String { "pinch" }
    /// The fingers' distance relative to where it started (1: unchanged).
    public internal(set) var scale = 1.0
    override func measure(_ a: Point, _ b: Point) -> Double { distance(a, b) }
    override func travel(from start: Double, to now: Double, fingerDistance: Double) -> Double { abs(now - start) }
    override func update(_ value: Double, start: Double) {
        scale = start > 0 ? ((value / start) * 1_000_000).rounded() / 1_000_000 : 1
    }
    override func resetGesture() { super.resetGesture(); scale = 1 }
}

extension PinchGestureRecognizer {
    public static let pinchGestureRecognizerProperties = PropertyTable(parent: GestureRecognizer.gestureRecognizerProperties, [
        .on(PinchGestureRecognizer.self, "scale", .number, get: { .number($0.scale) }),
    ])
}

extension PinchGestureRecognizer {
    public static let pinchGestureRecognizerClass = ClassDescriptor(.pinchRecognizer, uikit: "UIPinchGestureRecognizer", appkit: "NSMagnificationGestureRecognizer", maker: "pinch", properties: pinchGestureRecognizerProperties)
}
