import Testing
@testable import SimCore
@testable import SimScript

/// The selection lifecycle of tables and collection views (SimCore/Cells/RowSelection.swift);
/// scripts/cells/selection-lifecycle.sim walks the table's.
@Suite("Row selection")
struct RowSelectionTests {
    static let grid = """
        window main
        controller photosVC in main
        collectionview photos in photosVC.view frame 0 100 390 300 itemSize 130
        celltype PhotoCell {
            imageview image frame 0 0 130 130
        }
        register PhotoCell for photos id photo
        method photosVC collectionView:numberOfItemsInSection: { return 6 }
        method photosVC collectionView:cellForItemAtIndexPath: { }
        method photosVC collectionView:didSelectItemAtIndexPath: { log "opened {item}" }
        set photos.dataSource = photosVC
        set photos.delegate = photosVC
        reloadData photos

        """

    @Test func aCollectionViewsDelegateVetoesWithFalseAndReloadDataKeepsItsSelection() {
        let run = ScriptRun()
        #expect(run.run(Self.grid + """
            method photosVC collectionView:shouldSelectItemAtIndexPath: { return item != 1 }
            tap photos.cell#2
            expect why photosVC.collectionView:didSelectItemAtIndexPath: selectionPrevented
            tap photos.cell#3
            reloadData photos
            expect photos.selectedRows == list 2
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["opened 2"])
        #expect(run.interpreter.expectationsPassed == 2)
    }

    @Test func reloadDataClearsATablesSelectionUnlessConfigured() {
        for (keep, expected) in [("false", "list"), ("true", "list 1")] {
            let run = ScriptRun()
            #expect(run.run(CellTests.loaded(rows: 3) + """
                config reloadKeepsTableSelection \(keep)
                selectRow list 1
                reloadData list
                expect list.selectedRows == \(expected)
                """) == .completed, "keep \(keep)")
            #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        }
    }

    @Test func selectingInCodeCallsNoDelegateMethod() {
        let run = ScriptRun()
        #expect(run.run(Self.grid + """
            method photosVC collectionView:shouldSelectItemAtIndexPath: { log "asked" }
            method photosVC collectionView:didDeselectItemAtIndexPath: { log "deselected" }
            selectRow photos 4
            selectRow photos 5
            deselectRow photos 5
            expect photos.selectedRows == list
            """) == .completed)
        #expect(run.loggedLines.isEmpty)
        expectScriptErrors([
            ("deselectRow photos 2", "row 2 of 'photos' is not selected"),
            ("selectRow photos 9", "'photos' has no row 9 (it has 6)"),
        ], after: Self.grid)
    }

    /// willSelectRowAt may redirect the selection to another row of the section.
    @Test func willSelectCanRedirectWithinTheSection() {
        let run = ScriptRun()
        #expect(run.run(CellTests.loaded(rows: 4) + """
            method vc tableView:willSelectRowAtIndexPath: {
                if row == 1 {
                    return 2
                }
                return 9
            }
            method vc tableView:didSelectRowAtIndexPath: { log "selected {row}" }
            tap list.row#1
            tap list.row#3
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["selected 2", "selected 3"], "9 is not a row of the section: the tapped row is selected")
    }
}
