import Testing
@testable import SimCore
import SimTestSupport

/// The event log (Events/EventLog.swift): every decision kept with its cause, walkable back to
/// what started it; bounded, dropping its older half at capacity, while its index keeps counting.
@Suite("Event log")
struct EventLogEngineTests {
    /// The login scene with `home.logIn:` on login's touchUpInside.
    private func wiredScene(logCapacity: Int = 10_000) throws -> (LoginScene, Selector) {
        let sim = Simulator(logCapacity: logCapacity)
        let scene = try LoginScene(simulator: sim)
        let logIn = scene.world.selector("logIn:")
        scene.implement(scene.home, "logIn:")
        sim.registration.addTarget(scene.home, action: logIn, to: scene.login, for: .touchUpInside)
        return (scene, logIn)
    }

    @Test func theCausesOfAnActionLeadBackThroughTheControlEventAndTheTouchToTheCommand() throws {
        let (scene, _) = try wiredScene()
        let command = scene.sim.commandStarted("the user taps Log in")
        try scene.sim.touches.tap(at: scene.loginCenter)

        let run = try #require(scene.sink.events(.targetAction, outcome: "performed").first)
        let causes = scene.sim.log.causes(of: run)
        let controlEvent = try #require(causes.first)
        #expect(controlEvent.kind == .controlEvent && controlEvent.object == scene.login.id, "the nearest cause: login sends touchUpInside")
        guard case .controlEvent(let sent, _) = controlEvent.payload else { return }
        #expect(sent.contains(.touchUpInside))
        #expect(causes.contains { $0.kind == .touch && $0.phase == .ended }, "the finger lifting")
        let origin = try #require(causes.last)
        guard case .command(let source) = origin.payload else {
            Issue.record("the chain ends at \(origin.kind), not the command")
            return
        }
        #expect(source == command)
        #expect(origin.cause == 0)
        // Each step is the cause of the one before it.
        for (effect, cause) in zip([run] + causes, causes) { #expect(effect.cause == cause.seq) }
    }

    @Test func atCapacityTheOlderHalfIsDroppedAndSequenceNumbersStayConsecutive() throws {
        let sim = Simulator(logCapacity: 8)
        for i in 1...8 { sim.note("n\(i)") }
        #expect(sim.log.events.count == 8)
        #expect(sim.log.dropped == 0)

        sim.note("n9")
        #expect(sim.log.events.map(\.seq) == [5, 6, 7, 8, 9], "the four oldest went in one go")
        #expect(sim.log.dropped == 4)
        #expect(sim.log.event(seq: 4) == nil)
        #expect(sim.log.event(seq: 5)?.seq == 5)
        #expect(sim.log.events(from: 1).map(\.seq) == [5, 6, 7, 8, 9], "from before the oldest: all that is kept")
        #expect(sim.log.events(from: 8).map(\.seq) == [8, 9])

        sim.log.clear()
        #expect(sim.log.events.isEmpty)
        #expect(sim.log.dropped == 0)
    }

    @Test func theIndexKeepsCountingRunsThatTheLogDropped() throws {
        let (scene, logIn) = try wiredScene(logCapacity: 16)
        for _ in 1...5 {
            try scene.sim.touches.tap(at: scene.loginCenter)
            try scene.sim.wait(microseconds: 1_000_000)  // separate taps, not a multi-tap
        }
        #expect(scene.sink.events(.targetAction, outcome: "performed").count == 5)
        #expect(scene.sim.log.dropped > 0)
        #expect(scene.sim.log.events.filter { $0.kind == .targetAction }.count < 5, "the log forgot some runs")
        #expect(scene.sim.log.index.runCount(.method(scene.home.id, logIn)) == 5, "the index did not")

        // A kept event whose causes were dropped: the walk stops at the oldest kept one.
        let oldest = try #require(scene.sim.log.events.first?.seq)
        for event in scene.sim.log.events {
            #expect(scene.sim.log.causes(of: event).allSatisfy { $0.seq >= oldest })
        }
    }
}
