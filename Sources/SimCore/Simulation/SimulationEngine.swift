/// The base of every feature engine (touch delivery, gestures, controls, actions…): what each of
/// them reaches — the world it changes, the tracer it reports every decision to, the virtual
/// clock — and the simulator, for its config, its run loop and the other engines.
///
/// An engine owns its feature's state (`TouchDelivery` the fingers down, `GestureArena` the
/// recognizers in play…); another engine changes that state only by calling the owner's methods.
public class SimulationEngine {
    let world: World
    let tracer: Tracer
    let clock: VirtualClock
    /// Set by the simulator right after it creates its engines, and never changed. Unretained:
    /// the simulator owns its engines, so it outlives every call into them.
    @exclusivity(unchecked) private var simulatorRef: Unmanaged<Simulator>!

    init(world: World, tracer: Tracer, clock: VirtualClock) {
        self.world = world
        self.tracer = tracer
        self.clock = clock
    }

    /// The simulator, borrowed without a retain. A plain `unowned(unsafe)` reference would still
    /// cost a retain and a release on every hop between engines (measured: ~1,400 instructions a
    /// tap); a reference borrowed from `Unmanaged` costs nothing.
    @inline(__always)
    var simulator: Simulator { simulatorRef._withUnsafeGuaranteedRef { $0 } }

    func attach(to simulator: Simulator) { simulatorRef = .passUnretained(simulator) }

    var config: Simulator.Config { simulator.config }

    /// `text` a script wrote (an alert's title, a segment's, a menu's items), interned for an
    /// event that shows it: its bytes count against the work budget each time, since the trace
    /// prints them each time (a 30 KB alert title presented by a 10 ms timer printed 17 KB an
    /// event the budget did not see).
    func shown(_ text: String) -> Int32 {
        simulator.chargeWork(bytes: text.utf8.count)
        return world.strings.intern(text)
    }

    /// Reports a decision about `object`, with its view path when it is a view.
    @inline(__always)
    func emit(_ payload: Event.Payload, about object: SimObject?, touch: Int32 = 0) {
        guard let object else { return tracer.emit(payload, touch: touch) }
        tracer.emit(payload, object: object.id, path: object.currentPath(in: world), touch: touch)
    }

    /// Reports a decision about the object `id` (-1: none), without a path.
    @inline(__always)
    func emit(_ payload: Event.Payload, object id: SimObject.ID = -1, touch: Int32 = 0) {
        tracer.emit(payload, object: id, touch: touch)
    }
}
