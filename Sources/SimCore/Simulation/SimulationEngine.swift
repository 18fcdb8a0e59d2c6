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

    /// The simulator, borrowed without a retain. A plain `unowned(unsafe)` reference would still
    /// cost a retain and a release on every hop between engines (measured: ~1,400 instructions a
    /// tap); a reference borrowed from `Unmanaged` costs nothing.
    @inline(__always)
    var simulator: Simulator { simulatorRef._withUnsafeGuaranteedRef { $0 } }

    func attach(to simulator: Simulator) { simulatorRef = .passUnretained(simulator) }

    init(world: World, tracer: Tracer, clock: VirtualClock) {
        self.world = world
        self.tracer = tracer
        self.clock = clock
    }

    var config: Simulator.Config { simulator.config }

    @inline(__always)
    func emit(_ kind: TraceRecord.Kind, object: SimObject.ID = -1, other: SimObject.ID = -1,
              outcome: TraceRecord.Outcome = .none, _ fill: (inout TraceRecord) -> Void = { _ in }) {
        tracer.emit(kind, object: object, other: other, outcome: outcome, fill)
    }
}
