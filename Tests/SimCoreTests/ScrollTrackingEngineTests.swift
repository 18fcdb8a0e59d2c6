import Testing
@testable import SimCore
import SimTestSupport

/// A table is a scroll view (Scrolling/ScrollTracking.swift): delaysContentTouches holds a touch
/// back from the row, a drag scrolls instead of touching, touchesShouldCancel(in:) and
/// canCancelContentTouches decide whether a touch the content already has becomes a scroll.
@Suite("Scroll tracking")
struct ScrollTrackingEngineTests {
    /// The scroll steps the table took, by outcome.
    private func steps(_ list: ListScene) -> [String] {
        list.sink.events(.scroll).filter { $0.object == list.table.id }.compactMap(\.outcome)
    }

    /// The phases delivered to `view`.
    private func delivered(to view: View, _ list: ListScene) -> [TouchPhase] {
        list.sink.events(.deliver).filter { $0.object == view.id }.compactMap(\.phase)
    }

    /// `list` with `home` as the table's delegate, recording the rows it is told were selected.
    private func selecting(_ list: ListScene) throws -> CallLog {
        let calls = CallLog()
        list.scene.implement(list.scene.home, "tableView:didSelectRowAtIndexPath:", calls: calls) { context in
            if case .number(let row)? = context.parameter("row") { calls.list.append("row \(Int(row))") }
        }
        try list.sim.delegation.setDelegate("delegate", of: list.table, to: list.scene.home)
        return calls
    }

    @Test func aQuickDragScrollsTheContentAndTheRowNeverSeesTheTouch() throws {
        let list = try ListScene()
        let calls = try selecting(list)
        let row1 = try #require(list.table.cellForRow(1))
        let start = list.point(onRow: 1)

        try list.sim.touches.touchDown(at: start)
        try list.sim.touches.touchMove(to: Point(start.x, start.y - 30))  // within the delay: a scroll
        #expect(list.table.contentOffset == 30, "the content follows the finger")
        try list.sim.touches.touchMove(to: Point(start.x, start.y - 100))
        try list.sim.touches.touchUp()

        #expect(list.table.contentOffset == 100)
        #expect(list.table.visibleCells.keys.sorted() == [2, 3, 4, 5, 6, 7], "rows 0 and 1 went to the pool")
        #expect(steps(list) == ["held", "began", "moved", "moved", "ended"])
        #expect(delivered(to: row1, list).isEmpty, "the content never saw the touch")
        #expect(calls.list.isEmpty, "a scroll selects nothing")
        #expect(list.table.selectedRow == nil)
    }

    @Test func aQuickTapIsPassedOnWhenTheFingerLiftsAndSelectsTheRow() throws {
        let list = try ListScene()
        let calls = try selecting(list)
        let row1 = try #require(list.table.cellForRow(1))

        try list.sim.touches.tap(at: list.point(onRow: 1))
        #expect(list.sim.config.tapDuration < list.sim.config.scrollTouchDelay)
        #expect(steps(list) == ["held", "passedOn"])
        #expect(delivered(to: row1, list) == [.began, .ended])
        #expect(calls.list == ["home.tableView:didSelectRowAtIndexPath:", "row 1"])
        #expect(list.table.selectedRow == 1)
        #expect(row1.isCellSelected)
        #expect(list.cellEvents(.selected).map(\.row) == [1])
    }

    @Test func aDragOnContentThatHasTheTouchCancelsItUnlessItIsAControl() throws {
        let list = try ListScene()
        let row1 = try #require(list.table.cellForRow(1))
        let delay = list.sim.config.scrollTouchDelay
        let start = list.point(onRow: 1)

        // Held past the delay: the row gets touchesBegan; then a drag takes it back to scroll.
        try list.sim.touches.touchDown(at: start)
        try list.sim.wait(microseconds: delay)
        #expect(delivered(to: row1, list) == [.began])
        try list.sim.touches.touchMove(to: Point(start.x, start.y - 30))
        try list.sim.touches.touchUp()
        #expect(steps(list) == ["held", "passedOn", "cancelsContent", "moved", "ended"])
        #expect(delivered(to: row1, list) == [.began, .cancelled])
        #expect(list.table.contentOffset == 30)

        // The same on the row's button: touchesShouldCancel(in:) answers false for a UIControl.
        list.sink.clear()
        let cell = try #require(list.table.visibleCells.values.first { $0.row == 2 })
        let more = list.button(of: cell)
        try list.sim.touches.touchDown(at: more.centerInWindow)
        try list.sim.wait(microseconds: delay)
        try list.sim.touches.touchMove(to: Point(more.centerInWindow.x, more.centerInWindow.y - 30))
        try list.sim.touches.touchUp()
        #expect(steps(list) == ["held", "passedOn", "contentKeeps"])
        #expect(list.sink.events(.scroll).contains { e in
            if case .scroll(.contentKeeps(let view, .control)) = e.payload { return view == more.id }
            return false
        })
        #expect(list.table.contentOffset == 30, "no scroll")
        #expect(list.sink.controlEvents(of: more).first == "touchDown")
        #expect(!list.sink.controlEvents(of: more).contains("touchCancel"))
    }

    @Test func withoutDelaysContentTouchesTheRowGetsTheTouchAtOnceAndCannotCancelKeepsIt() throws {
        let list = try ListScene()
        list.table.delaysContentTouches = false
        list.table.canCancelContentTouches = false
        let row1 = try #require(list.table.cellForRow(1))
        let start = list.point(onRow: 1)

        try list.sim.touches.touchDown(at: start)
        #expect(delivered(to: row1, list) == [.began], "no delay")
        try list.sim.touches.touchMove(to: Point(start.x, start.y - 30))
        try list.sim.touches.touchUp()
        #expect(list.sink.events(.scroll).contains { e in
            if case .scroll(.contentKeeps(_, .cannotCancel)) = e.payload { return true }
            return false
        })
        #expect(list.table.contentOffset == 0)
        #expect(delivered(to: row1, list) == [.began, .moved, .ended])
    }
}
