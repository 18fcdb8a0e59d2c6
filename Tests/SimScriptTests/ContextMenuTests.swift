import Testing
@testable import SimCore
@testable import SimScript

/// Context menus (SimCore/Touches/ContextMenuPress.swift): a long press shows the menu, which
/// takes the touch — no tap, no row selection — and `choose` runs the item's closure.
@Suite("Context menus")
struct ContextMenuTests {
    @Test func aLongPressOnARowShowsTheMenuAndSelectsNothing() {
        let run = ScriptRun()
        #expect(run.run(CellTests.loaded(rows: 3) + """
            method vc tableView:didSelectRowAtIndexPath: { log "selected {row}" }
            contextMenu list.row#1
            menuItem list.row#1 "Delete" { log "deleted" }
            touch down list.row#1 at 100 22
            wait 700ms
            touch up
            expect list.selectedRows == list
            choose list.row#1 "Delete"
            tap list.row#1 at 100 22
            expect list.selectedRows == list 1
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["deleted", "selected 1"])
    }

    @Test func aPressShorterThanTheDelayIsATapAndChoosingNeedsAShownMenu() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            contextMenu card
            menuItem card "Copy" { log "copied" }
            config contextMenuDelay 1s
            touch down login
            wait 900ms
            touch up
            """) == .completed)
        #expect(run.loggedLines == ["didTapButton from login"])
        expectScriptErrors([("contextMenu card\nmenuItem card \"Copy\" { }\nchoose card \"Copy\"", "card's menu is not shown")],
                           after: loginSceneSource + "\n")
    }

    /// A table's delegate offers the row's menu: built on the cell, shown on a long press, the
    /// selection cancelled; answering nil gives no menu, and the press selects the row.
    @Test func aTablesDelegateOffersARowsContextMenu() {
        let run = ScriptRun()
        #expect(run.run(CellTests.loaded(rows: 3) + """
            method vc tableView:didSelectRowAtIndexPath: { log "selected {row}" }
            method vc tableView:contextMenuConfigurationForRowAtIndexPath:point: {
                if row == 0 {
                    return nil
                }
                menuItem cell "Delete row {row}" capture row { log "deleting {row}" }
                return true
            }
            touch down list.row#1 at 100 22
            wait 700ms
            touch up
            choose list.row#1 "Delete row {row}"
            touch down list.row#0 at 100 22
            wait 700ms
            touch up
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["deleting 1", "selected 0"])
    }
}
