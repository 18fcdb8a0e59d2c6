/// The recognizers taking part in one touch sequence (from the first finger down until the last
/// lifts — longer while a multi-tap recognizer waits for its next tap), and what the view has
/// been given of each touch so far.
struct GestureArena {
    var recognizers: [GestureRecognizer] = []
    /// The view hit when the sequence began.
    var hitView: View?
    /// The latest state of every touch of the sequence, by touch number.
    package var touches: [Int32: Touch] = [:]
    /// Touches whose touchesBegan the view received, whose touchesEnded it received, and those
    /// cancelled for it (by a recognizer with cancelsTouchesInView).
    var viewBegan: Set<Int32> = []
    var viewEnded: Set<Int32> = []
    var viewCancelled: Set<Int32> = []
    /// Deliveries to the view held back by delaysTouchesBegan / delaysTouchesEnded, in order.
    var held: [(phase: TraceRecord.Phase, touch: Int32)] = []

    var isEmpty: Bool { recognizers.isEmpty }
    var isActive: Bool { !recognizers.isEmpty || !held.isEmpty }
}
