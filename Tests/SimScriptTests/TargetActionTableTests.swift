import XCTest
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// addTarget / removeTarget / addAction rules (Controls/TargetActionTable.swift,
/// Actions/Simulator+Actions.swift, Script/Interpreter+Wiring.swift).
final class TargetActionTableTests: XCTestCase {
    private var selectors = SelectorTable()
    private func sel(_ name: String) -> Selector { selectors.intern(name) }

    // MARK: - The table

    func testEntriesKeepRegistrationOrder() {
        var table = TargetActionTable()
        table.addTarget(3, action: sel("a:"), for: .touchUpInside)
        table.addTarget(1, action: sel("b:"), for: .touchUpInside)
        table.addTarget(2, action: sel("c:"), for: .touchUpInside)
        XCTAssertEqual(table.entries.map(\.handler), [.target(3, sel("a:")), .target(1, sel("b:")), .target(2, sel("c:"))])
        XCTAssertEqual(table.allTargets, [3, 1, 2])
    }

    func testIdenticalTripleAddedTwiceIsOneEntry() {
        var table = TargetActionTable()
        XCTAssertTrue(table.addTarget(1, action: sel("a:"), for: .touchUpInside))
        XCTAssertFalse(table.addTarget(1, action: sel("a:"), for: .touchUpInside))
        XCTAssertEqual(table.entries.count, 1)
        XCTAssertEqual(table.count(for: .touchUpInside), 1)
    }

    func testSamePairWithAnotherEventMergesBitsAndKeepsItsPlace() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: .touchDown)
        table.addTarget(2, action: sel("b:"), for: .touchUpInside)
        XCTAssertTrue(table.addTarget(1, action: sel("a:"), for: .touchUpInside))
        XCTAssertEqual(table.entries.count, 2)
        XCTAssertEqual(table.entries[0].handler, .target(1, sel("a:")))
        XCTAssertEqual(table.entries[0].events, [.touchDown, .touchUpInside])
        XCTAssertEqual(table.entries[1].handler, .target(2, sel("b:")))
    }

    func testSameTargetWithAnotherActionIsAnotherEntry() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: .touchUpInside)
        table.addTarget(1, action: sel("b:"), for: .touchUpInside)
        XCTAssertEqual(table.entries.count, 2)
    }

    func testRemoveWithAnyTargetRemovesThatActionFromEveryTarget() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: .touchUpInside)
        table.addTarget(2, action: sel("a:"), for: .touchUpInside)
        table.addTarget(nil, action: sel("a:"), for: .touchUpInside)
        table.addTarget(2, action: sel("b:"), for: .touchUpInside)
        XCTAssertEqual(table.removeTarget(.any, action: sel("a:"), for: .touchUpInside), 3)
        XCTAssertEqual(table.entries.map(\.handler), [.target(2, sel("b:"))])
    }

    func testRemoveWithNilActionRemovesEveryActionOfThatTarget() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: .touchUpInside)
        table.addTarget(1, action: sel("b:"), for: .touchUpInside)
        table.addTarget(2, action: sel("a:"), for: .touchUpInside)
        table.removeTarget(.only(1), action: nil, for: .touchUpInside)
        XCTAssertEqual(table.entries.map(\.handler), [.target(2, sel("a:"))])
    }

    func testRemoveWithNilTargetAndNilActionForAllEventsEmptiesTheTable() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: .touchUpInside)
        table.addTarget(nil, action: sel("b:"), for: [.touchDown, .valueChanged])
        table.removeTarget(.any, action: nil, for: .allEvents)
        XCTAssertEqual(table.entries, [])
    }

    func testOnlyTheGivenEventBitsAreRemoved() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: [.touchDown, .touchUpInside])
        XCTAssertEqual(table.removeTarget(.only(1), action: sel("a:"), for: .touchDown), 1)
        XCTAssertEqual(table.entries.count, 1)
        XCTAssertEqual(table.entries[0].events, .touchUpInside)
    }

    func testAnEntryWithNoBitsLeftDisappears() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: [.touchDown, .touchUpInside])
        table.addTarget(2, action: sel("b:"), for: .touchUpInside)
        table.removeTarget(.only(1), action: sel("a:"), for: .touchDown)
        table.removeTarget(.only(1), action: sel("a:"), for: .touchUpInside)
        XCTAssertEqual(table.entries.map(\.handler), [.target(2, sel("b:"))])
    }

    func testRemovingOtherEventsOrAnotherTargetChangesNothing() {
        var table = TargetActionTable()
        table.addTarget(1, action: sel("a:"), for: .touchUpInside)
        XCTAssertEqual(table.removeTarget(.only(1), action: sel("a:"), for: .touchDown), 0)
        XCTAssertEqual(table.removeTarget(.only(2), action: nil, for: .allEvents), 0)
        XCTAssertEqual(table.removeTarget(.only(nil), action: nil, for: .allEvents), 0, ".only(nil) is the nil-target entry, not 'any'")
        XCTAssertEqual(table.entries.count, 1)
    }

    func testRemoveTargetLeavesClosuresAlone() {
        var table = TargetActionTable()
        table.addClosure(0, for: .touchUpInside)
        table.addTarget(1, action: sel("a:"), for: .touchUpInside)
        table.removeTarget(.any, action: nil, for: .allEvents)
        XCTAssertEqual(table.entries.map(\.handler), [.closure(0)])
    }

    /// A UIAction identifier finds its closure from the table's own map (no scan of the entries,
    /// which made 10,000 identified actions cost 9.4 G instructions): it follows a replacement in
    /// place and is forgotten with the entry.
    func testAnIdentifierFindsItsClosureThroughReplacementAndRemoval() {
        var table = TargetActionTable()
        table.addClosure(0, identifier: "save", for: .touchUpInside)
        table.addClosure(1, for: .touchUpInside)
        table.addClosure(2, identifier: "share", for: .touchDown)
        XCTAssertEqual(table.closure(identifiedBy: "save"), 0)
        XCTAssertEqual(table.closure(identifiedBy: "share"), 2)
        XCTAssertNil(table.closure(identifiedBy: "closure#1"), "an action added without an identifier is not found by one")
        table.replaceClosure(0, with: 3, identifier: "save", events: .touchUpInside)
        XCTAssertEqual(table.closure(identifiedBy: "save"), 3)
        XCTAssertEqual(table.entries.map(\.handler), [.closure(3), .closure(1), .closure(2)], "the replacement keeps its place")
        table.removeClosure(3)
        XCTAssertNil(table.closure(identifiedBy: "save"))
        XCTAssertEqual(table.closure(identifiedBy: "share"), 2)
    }

    func testControlEventRawValuesAreUIKits() {
        XCTAssertEqual(ControlEvents.touchDown.rawValue, 1)
        XCTAssertEqual(ControlEvents.touchCancel.rawValue, 1 << 8)
        XCTAssertEqual(ControlEvents.valueChanged.rawValue, 1 << 12)
        XCTAssertEqual(ControlEvents.primaryActionTriggered.rawValue, 1 << 13)
        XCTAssertEqual(ControlEvents.editingDidBegin.rawValue, 1 << 16)
        XCTAssertEqual(ControlEvents.editingDidEndOnExit.rawValue, 1 << 19)
        XCTAssertEqual(ControlEvents.allTouchEvents.rawValue, 0x0FFF)
        XCTAssertEqual(ControlEvents.allEditingEvents.rawValue, 0x000F_0000)
        XCTAssertEqual(ControlEvents.allEvents.rawValue, 0xFFFF_FFFF)
        XCTAssertEqual(ControlEvents([.touchDown, .touchUpInside]).name, "touchDown|touchUpInside")
        XCTAssertEqual(ControlEvents.allTouchEvents.name, "allTouchEvents")
    }

    // MARK: - Sending

    func testHandlersFireInRegistrationOrderAndADuplicateFiresOnce() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        let analytics = try scene.world.makeObject("analytics")
        scene.implement(analytics, "track:", calls: calls)
        scene.implement(scene.home, "didTapButton:", calls: calls)
        scene.implement(scene.card, "flash", calls: calls)
        let control = scene.login
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: control, for: .touchUpInside)
        scene.sim.registration.addTarget(analytics, action: scene.world.selector("track:"), to: control, for: .touchUpInside)
        scene.sim.registration.addTarget(scene.card, action: scene.world.selector("flash"), to: control, for: .touchUpInside)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: control, for: .touchUpInside)
        try scene.sim.actions.sendActions(.touchUpInside, from: control)
        XCTAssertEqual(calls.list, ["home.didTapButton:", "analytics.track:", "card.flash"])
        guard case .controlEvent(_, let handlers)? = scene.sink.events(.controlEvent).first?.payload else {
            return XCTFail("no control event")
        }
        XCTAssertEqual(handlers, 3)
    }

    func testAReleasedTargetIsSkippedAndTheOthersStillRun() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        let analytics = try scene.world.makeObject("analytics")
        scene.implement(analytics, "track:", calls: calls)
        scene.implement(scene.home, "didTapButton:", calls: calls)
        scene.sim.registration.addTarget(analytics, action: scene.world.selector("track:"), to: scene.login, for: .touchUpInside)
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: scene.login, for: .touchUpInside)
        analytics.isReleased = true

        try scene.sim.touches.tap(at: scene.loginCenter)
        XCTAssertEqual(calls.list, ["home.didTapButton:"])
        let sends = scene.sink.events(.targetAction)
        XCTAssertEqual(sends.compactMap { e -> SimObject.ID? in
            guard case .targetAction(let target, _, _) = e.payload else { return nil }
            return target
        }, [analytics.id, scene.home.id])
        XCTAssertEqual(sends.map(\.outcome), ["released", "performed"])
        // Weak, not removed: the entry is still in the table.
        XCTAssertEqual(scene.login.targets.entries.count, 2)
    }

    func testAddActionWithTheSameIdentifierReplacesInPlace() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        scene.implement(scene.home, "didTapButton:", calls: calls)
        let first = scene.sim.registration.addAction(to: scene.login, for: .touchUpInside, identifier: "greet", definedAt: nil,
                                        captures: []) { _ in calls.list.append("greet v1") }
        scene.sim.registration.addTarget(scene.home, action: scene.world.selector("didTapButton:"), to: scene.login, for: .touchUpInside)
        let second = scene.sim.registration.addAction(to: scene.login, for: .touchUpInside, identifier: "greet", definedAt: nil,
                                         captures: []) { _ in calls.list.append("greet v2") }
        XCTAssertNil(first.replaced)
        XCTAssertTrue(second.replaced === first.closure)
        XCTAssertEqual(scene.login.targets.entries.map(\.handler),
                       [.closure(second.closure.id), .target(scene.home.id, scene.world.selector("didTapButton:"))])
        try scene.sim.actions.sendActions(.touchUpInside, from: scene.login)
        XCTAssertEqual(calls.list, ["greet v2", "home.didTapButton:"])
    }

    func testAddActionWithoutIdentifierAddsAnother() throws {
        let scene = try LoginScene()
        let calls = CallLog()
        for n in 1...2 {
            scene.sim.registration.addAction(to: scene.login, for: .touchUpInside, identifier: nil, definedAt: nil,
                                captures: []) { _ in calls.list.append("closure \(n)") }
        }
        XCTAssertEqual(scene.login.targets.entries.count, 2)
        try scene.sim.actions.sendActions(.touchUpInside, from: scene.login)
        XCTAssertEqual(calls.list, ["closure 1", "closure 2"])
        XCTAssertEqual(scene.sink.events(.closureRun).count, 2)
    }

    // MARK: - Through scripts

    func testScriptRemoveTargetNilNilForAllEventsRemovesEverything() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + """

            object analytics
            method analytics track: { log "tracked" }
            addTarget login home didTapButton: for touchUpInside
            addTarget login analytics track: for touchDown|touchUpInside
            removeTarget login nil nil for allEvents
            tap login
            expect ran home didTapButton: never
            expect ran analytics track: never
            """), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(try run.object("login", Button.self).targets.entries, [])
        XCTAssertEqual(run.loggedLines, [])
    }

    func testScriptRemovesOnlyTheGivenBits() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + """

            object analytics
            method analytics track: { log "tracked" }
            addTarget login analytics track: for touchDown|touchUpInside
            removeTarget login analytics track: for touchDown
            tap login
            expect ran analytics track: once
            """), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.interpreter.expectationsPassed, 1)
    }

    func testScriptAddActionSameIdReplacesAndRemoveActionRemoves() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + """

            addAction login for touchUpInside id greet { log "v1" }
            addAction login for touchUpInside id greet { log "v2" }
            addAction login for touchUpInside { log "anonymous" }
            tap login
            removeAction login id greet
            tap login
            expect ran closure greet once
            """), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.loggedLines, ["v2", "anonymous", "anonymous"])
    }

    func testScriptTargetsListingShowsTheReleasedTarget() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\naddTarget login home didTapButton: for touchUpInside"), .completed)
        try run.object("home", ViewController.self).isReleased = true
        XCTAssertEqual(run.run("tap login\ntargets login\nexpect ran home didTapButton: never", file: "more.sim"), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertTrue(run.output.contains("target-action -> home.didTapButton: skipped: the target was released"), run.output)
        XCTAssertTrue(run.output.contains("1. target-action home.didTapButton: (target released: skipped)  for touchUpInside"), run.output)
    }
}
