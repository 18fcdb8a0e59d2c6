#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIRotationGestureRecognizer: two fingers turning around each other (see
/// ``TwoFingerGestureRecognizer``).
public final class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    public override class var descriptor: ClassDescriptor { rotationGestureRecognizerClass }
    public override var kindName: String { "rotation" }
    /// The angle turned since the start, in degrees (UIKit uses radians).
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

extension RotationGestureRecognizer {
    public static let rotationGestureRecognizerProperties = PropertyTable(parent: GestureRecognizer.gestureRecognizerProperties, [
        .on(RotationGestureRecognizer.self, "rotation", .number, get: { .number($0.rotation) }),
    ])
}

extension RotationGestureRecognizer {
    public static let rotationGestureRecognizerClass = ClassDescriptor(.rotationRecognizer, uikit: "UIRotationGestureRecognizer", appkit: "NSRotationGestureRecognizer", maker: "rotation", properties: rotationGestureRecognizerProperties)
}
