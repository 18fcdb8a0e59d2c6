import Testing
@testable import SimCore
import SimTestSupport

/// Object lifetimes as ARC has them (Lifetimes/): what holds what strongly, freeing what nothing
/// holds, weak references reading nil, and the cycles that leak.
@Suite("Lifetimes")
struct LifetimeEngineTests {
    @Test func aReleasedTargetIsSkippedBecauseControlsHoldTargetsWeakly() throws {
        let scene = try LoginScene()
        let handler = try scene.world.makeObject("handler")
        scene.implement(handler, "logIn:")
        scene.sim.registration.addTarget(handler, action: scene.world.selector("logIn:"), to: scene.login, for: .touchUpInside)

        try scene.sim.lifetimes.release(handler)
        #expect(handler.isReleased, "nothing held it strongly: the control's reference is weak")
        #expect(scene.sink.events(.released).map(\.object) == [handler.id])
        #expect(scene.sink.events(.released).map(\.payload.released) == [1], "one weak reference now reads nil")
        #expect(throws: LifetimeError.alreadyFreed("handler")) { try scene.sim.lifetimes.release(handler) }

        try scene.sim.touches.tap(at: scene.loginCenter)
        #expect(scene.sink.events(.targetAction).map(\.outcome) == ["released"])
    }

    @Test func aRepeatingTimerKeepsItsTargetAliveUntilInvalidated() throws {
        let scene = try LoginScene()
        let poller = try scene.world.makeObject("poller")
        scene.implement(poller, "poll:")
        let timer = try scene.sim.timers.scheduleTimer("every", interval: 1_000_000, repeats: true,
                                                       action: .target(poller.id, scene.world.selector("poll:")))
        try scene.sim.lifetimes.release(poller)
        #expect(!poller.isReleased)
        guard case .keptAlive(let holders, let dismissed)? = scene.sink.events(.keptAlive).first?.payload else {
            Issue.record("release did not say who keeps it alive")
            return
        }
        #expect(holders == [.object(timer.id, .timer)])
        #expect(!dismissed)
        let byTimers = scene.sim.lifetimes.keptAliveByTimers()
        #expect(byTimers.map(\.object) == [poller.id])
        #expect(byTimers.first?.timers == [timer.id])

        scene.sim.timers.invalidate(timer)
        #expect(scene.sim.lifetimes.needsCollection, "the timer let go of its target")
        #expect(scene.sim.lifetimes.collect() == [poller.id])
        #expect(poller.isReleased)
        #expect(scene.sink.events(.freed).count == 1)
    }

    /// A controller made outside any window, with a button whose closure captures the controller.
    private func detailScene(weakSelf: Bool) throws -> (LoginScene, ViewController, Button, ClosureHandler) {
        let scene = try LoginScene()
        let detail = try scene.world.makeViewController("detail", frame: Rect(0, 0, 390, 844))
        let close = try scene.world.makeButton("close", in: detail.view, frame: Rect(0, 0, 80, 44))
        let captures = Captures([("self", .object(detail.id))], weak: weakSelf ? ["self"] : [])
        let (closure, _) = scene.sim.registration.addAction(to: close, for: .touchUpInside, identifier: nil,
                                                           definedAt: nil, captures: captures) { _ in }
        return (scene, detail, close, closure)
    }

    @Test func aClosureThatCapturesItsControllerStronglyLeaksTheScreenAndAWeakCaptureFreesIt() throws {
        let (scene, detail, close, closure) = try detailScene(weakSelf: false)
        try scene.sim.lifetimes.release(detail)
        #expect(!detail.isReleased, "ARC does not free a cycle")
        #expect(!close.isReleased)
        guard case .keptAlive(let holders, _)? = scene.sink.events(.keptAlive).first?.payload else {
            Issue.record("release did not say who keeps it alive")
            return
        }
        #expect(holders == [.closure(closure.id, capture: "self")])

        let (cycles, _) = scene.sim.lifetimes.leaks()
        let cycle = try #require(cycles.first)
        #expect(cycles.count == 1)
        #expect(cycle.cycle.first == .object(detail.id), "a cycle is named from its controller")
        #expect(cycle.cycle.last == .object(detail.id))
        #expect(cycle.cycle.contains(.closure(closure.id)))
        #expect(cycle.weakenable?.closure == closure.id)
        #expect(cycle.weakenable?.capture == "self", "[weak self] breaks it")

        // The same screen with `[weak self]`: releasing the controller frees all of it.
        let (weakScene, weakDetail, weakClose, _) = try detailScene(weakSelf: true)
        try weakScene.sim.lifetimes.release(weakDetail)
        #expect(weakDetail.isReleased && weakDetail.view.isReleased && weakClose.isReleased)
        #expect(weakScene.sink.events(.released).map(\.object) == [weakDetail.id])
        guard case .freed(let others)? = weakScene.sink.events(.freed).first?.payload else {
            Issue.record("what only the controller held was not freed")
            return
        }
        #expect(Set(others) == [weakDetail.view.id, weakClose.id])
        #expect(weakScene.sim.lifetimes.leaks().cycles.isEmpty)
    }

    @Test func aViewRemovedFromItsSuperviewIsFreedWithItsSubviews() throws {
        let scene = try LoginScene()
        #expect(scene.sim.lifetimes.holders(of: scene.card.id) == [.object(scene.home.view.id, .superview)])
        #expect(throws: LifetimeError.notHeldByScript("card", holders: [.object(scene.home.view.id, .superview)])) {
            try scene.sim.lifetimes.release(scene.card)
        }
        scene.sim.responders.removeFromSuperview(scene.card)
        #expect(scene.sim.lifetimes.collect() == [scene.card.id, scene.login.id])
        #expect(scene.card.isReleased && scene.login.isReleased)
        #expect(!scene.home.view.isReleased)
    }
}
