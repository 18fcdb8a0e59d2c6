/// UITapGestureRecognizer: `numberOfTapsRequired` taps by `numberOfTouchesRequired` fingers,
/// each staying within `config.tapAllowableMovement` of where it went down. Between taps, the
/// next one must start within `config.multiTapInterval` (the simulator schedules the failure).
public final class TapGestureRecognizer: GestureRecognizer {
    public override class var descriptor: ClassDescriptor { tapGestureRecognizerClass }
    public override var kindName: String { "tap" }
    /// How many taps make the gesture (2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs.
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

extension TapGestureRecognizer {
    public static let tapGestureRecognizerProperties = PropertyTable(parent: GestureRecognizer.gestureRecognizerProperties, [
        .on(TapGestureRecognizer.self, "numberOfTapsRequired", .number, designTime: true, aliases: ["taps"], listed: false,
            get: { .number(Double($0.numberOfTapsRequired)) }, set: { r, x, _ in r.numberOfTapsRequired = try x.whole(in: 1...10) }),
        .on(TapGestureRecognizer.self, "numberOfTouchesRequired", .number, designTime: true, aliases: ["touches"], listed: false,
            get: { .number(Double($0.numberOfTouchesRequired)) }, set: { r, x, _ in r.numberOfTouchesRequired = try x.whole(in: 1...10) }),
    ])
}

extension TapGestureRecognizer {
    public static let tapGestureRecognizerClass = ClassDescriptor(.tapRecognizer, uikit: "UITapGestureRecognizer", appkit: "NSClickGestureRecognizer", maker: "tap", properties: tapGestureRecognizerProperties)
}
