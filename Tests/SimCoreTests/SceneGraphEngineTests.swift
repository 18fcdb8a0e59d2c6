import Testing
@testable import SimCore
import SimTestSupport

/// A snapshot of the world as nodes and typed edges (Snapshot/SceneGraph.swift) and the questions
/// the inspections ask of it (Snapshot/SceneGraph+Queries.swift).
@Suite("Scene graph")
struct SceneGraphEngineTests {
    @Test func theGraphAnswersChainAncestryAndWhereAViewIsInItsWindow() throws {
        let scene = try LoginScene()
        let graph = SceneGraph(scene.world)
        #expect(graph.chain(from: scene.login.id) == [scene.login, scene.card, scene.home.view, scene.home, scene.window,
                                                    scene.world.application].map(\.id))
        #expect(graph.ancestry(of: scene.login.id) == [scene.login, scene.card, scene.home.view, scene.window].map(\.id))
        #expect(graph.superview(of: scene.card.id) == scene.home.view.id)
        #expect(graph.subviews(of: scene.card.id) == [scene.login.id])
        #expect(graph.controller(ofRootView: scene.home.view.id) == scene.home.id)
        #expect(graph.controller(ofRootView: scene.card.id) == nil)
        #expect(graph.frameInWindow(of: scene.login.id) == Rect(40, 120, 120, 44), "card at (20, 100), login at (20, 20) in it")
        #expect(graph.frameInWindow(of: scene.home.id) == nil, "a controller is not a view")
        #expect(graph.keyWindow == scene.window.id)
        #expect(graph.platform == "UIKit" && !graph.isAppKit)
        #expect(graph.node(scene.login.id).className == "UIButton")
        #expect(graph.node(scene.login.id).view?.caption == "Log in")
    }

    @Test func aScrolledTablesRowsAreWhereTheContentOffsetPutsThem() throws {
        let list = try ListScene()
        try list.sim.cells.scroll(list.table, toOffset: 88)
        let cell = try #require(list.table.cellForRow(5))
        let graph = SceneGraph(list.scene.world)
        // Row 5 starts 220 pt into the content; the content is scrolled 88 pt; the table is at y 400.
        #expect(graph.frameInWindow(of: cell.id) == Rect(0, 532, 390, 44))
        let visible = graph.edges.compactMap { edge -> Int? in
            guard case .visibleCell(list.table.id, _, let row) = edge else { return nil }
            return row
        }
        #expect(visible == [2, 3, 4, 5, 6])
        let pooled = graph.edges.filter { if case .pooledCell(list.table.id, _) = $0 { true } else { false } }
        #expect(pooled.isEmpty, "both rows that left were reused at once")
    }

    @Test func handlersAndRecognizersAreListedInTheOrderTheyRun() throws {
        let scene = try LoginScene()
        let world = scene.world
        scene.sim.registration.addTarget(scene.home, action: world.selector("logIn:"), to: scene.login, for: .touchUpInside)
        let (closure, _) = scene.sim.registration.addAction(to: scene.login, for: .touchDown, identifier: "press",
                                                            definedAt: nil, captures: [("self", .object(scene.home.id))]) { _ in }
        scene.sim.registration.addTarget(nil, action: world.selector("copy:"), to: scene.login, for: .touchUpInside)
        let single = try scene.sim.gestures.addGestureRecognizer("tap", named: "single", to: scene.card)
        let double = try scene.sim.gestures.addGestureRecognizer("tap", named: "double", to: scene.card)
        single.requiresFailureOf = [double]

        let graph = SceneGraph(world)
        let handlers = graph.handlers(of: scene.login.id)
        #expect(handlers.count == 3)
        guard handlers.count == 3 else { return }
        guard case .target(let target, let first) = handlers[0].handler, target == scene.home.id, world.name(of: first) == "logIn:",
              case .closure(closure.id) = handlers[1].handler,
              case .target(nil, let third) = handlers[2].handler, world.name(of: third) == "copy:" else {
            Issue.record("handlers out of order: \(handlers.map(\.handler))")
            return
        }
        #expect(handlers.map(\.events) == [.touchUpInside, .touchDown, .touchUpInside])
        #expect(graph.edges.contains { if case .capture(closure.id, "self", scene.home.id) = $0 { true } else { false } })
        #expect(graph.recognizers(of: scene.card.id) == [single.id, double.id])
        #expect(graph.requiredToFail(by: single.id) == [double.id])
        #expect(graph.requiredToFail(by: double.id).isEmpty)
    }

    @Test func theSnapshotIsOneMomentAndOwnershipFollowsValidTimersAndPresentations() throws {
        let scene = try LoginScene()
        let world = scene.world
        let poller = try world.makeObject("poller")
        let timer = try scene.sim.timers.scheduleTimer("poll", interval: 1_000_000, repeats: true,
                                                       action: .target(poller.id, world.selector("poll:")))
        let detail = try world.makeViewController("detail", frame: Rect(0, 0, 390, 844))
        try world.present(detail, from: scene.home)
        scene.login.isHidden = true
        let before = SceneGraph(world)

        scene.sim.timers.invalidate(timer)
        scene.login.isHidden = false
        world.dismiss(detail)
        let after = SceneGraph(world)

        func owns(_ graph: SceneGraph, _ owner: SimObject, _ owned: SimObject) -> Bool {
            graph.edges.contains { if case .owns(owner.id, owned.id) = $0 { true } else { false } }
        }
        #expect(owns(before, timer, poller), "a valid timer holds its target")
        #expect(!owns(after, timer, poller), "an invalidated one lets go")
        #expect(owns(before, scene.window, scene.home), "a window owns its root view controller")
        #expect(owns(before, scene.home, detail) && before.presenter(of: detail.id) == scene.home.id)
        #expect(!owns(after, scene.home, detail) && after.presenter(of: detail.id) == nil)
        #expect(before.chain(from: detail.id).prefix(2) == [detail.id, scene.home.id], "presented: its presenter is next")
        #expect(before.node(scene.login.id).view?.isHidden == true, "the snapshot keeps what was true when it was taken")
        #expect(after.node(scene.login.id).view?.isHidden == false)
    }
}
