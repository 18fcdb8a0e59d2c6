import Testing
@testable import SimCore
@testable import SimScript

/// UIRefreshControl (SimCore/Controls/RefreshControl.swift): pulling past the threshold.
@Suite("Refresh control")
struct RefreshControlTests {
    @Test func aPullPastTheThresholdRefreshesOnceUntilEndRefreshing() {
        let run = ScriptRun()
        #expect(run.run(CellTests.loaded(rows: 20) + """
            refreshcontrol refresher in list
            addAction refresher for valueChanged { log "refresh" }
            config refreshThreshold 30
            touch down at 200 150
            touch move at 200 175
            touch up
            touch down at 200 150
            touch move at 200 185
            touch up
            touch down at 200 150
            touch move at 200 200
            touch up
            endRefreshing refresher
            expect refresher.refreshing == false
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["refresh"], "25 pt is short of 30; the second long pull comes before endRefreshing")
        expectScriptErrors([
            ("refreshcontrol r in card", "a refresh control goes in a scroll view, table or collection view (UIScrollView.refreshControl), not in a UIView"),
            ("endRefreshing login", "'login' is not a refresh control"),
        ], after: loginSceneSource + "\n")
    }
}
