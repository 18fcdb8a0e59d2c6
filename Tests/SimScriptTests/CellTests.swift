import Testing
@testable import SimCore
@testable import SimScript

/// Reusable cells (Cells/TableView.swift, Cells/Simulator+Cells.swift): dequeue and pool order,
/// prepareForReuse, off-screen lookups, stale handlers per registration style, selection, and
/// bad input.
@Suite("Reusable cells")
struct CellTests {
    /// Five rows of 44 pt fit in 220 pt.
    static let scene = """
        window main
        controller vc in main
        tableview list in vc.view frame 0 100 390 220 rowHeight 44
        celltype ItemCell {
            label titleLabel frame 15 0 200 44
            button buyButton frame 290 7 80 30
        }

        """

    /// `scene` with `rows` rows from `vc` as the data source (and delegate), loaded.
    static func loaded(rows: Int) -> String {
        scene + """
            register ItemCell for list id item
            method vc tableView:numberOfRowsInSection: { return \(rows) }
            method vc tableView:cellForRowAtIndexPath: { }
            set list.dataSource = vc
            set list.delegate = vc
            reloadData list

            """
    }

    /// `cell@row` for each cell event of this kind.
    private func cellEvents(_ run: ScriptRun, _ kind: CellChange.Kind) -> [String] {
        run.sink.events.compactMap { e in
            guard case .cell(let change) = e.payload, change.kind == kind else { return nil }
            return "\(run.world.object(e.object).name)@\(change.row.flat)"
        }
    }

    @Test func onlyTheVisibleRowsGetCellsAndScrollingReusesTheOldestPooledFirst() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            register ItemCell for list id item
            handler list numberOfRowsHandler { return 100 }
            reloadData list
            scroll list by 88
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(cellEvents(run, .created) == (0..<5).map { "list.cell#\($0 + 1)@\($0)" })
        // Rows 0 and 1 left (cell#1 first); rows 5 and 6 came in and took them in that order.
        #expect(cellEvents(run, .pooled) == ["list.cell#1@0", "list.cell#2@1"])
        #expect(cellEvents(run, .reused) == ["list.cell#1@5", "list.cell#2@6"])
        let table = try run.object("list", TableView.self)
        #expect(table.cellsCreated == 5)
        #expect(table.cellForRow(0) == nil, "a row off screen has no cell")
        #expect(table.cellForRow(5)?.name == "list.cell#1")
    }

    @Test func prepareForReuseRunsOnReuseOnlyAndBeforeCellForRow() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            celltype LoggingCell {
                label titleLabel frame 0 0 100 44
                prepareForReuse { log "prepare generation {self.generation}, row {self.row}" }
            }
            register LoggingCell for list id logging
            handler list numberOfRowsHandler { return 50 }
            handler list cellForRowHandler { log "configure {row}" }
            reloadData list
            scroll list by 44
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // Created cells are configured without prepareForReuse; the reused one is prepared — out
        // of the table, so it has no row, as indexPath(for:) would say — then configured.
        #expect(run.loggedLines == ["configure 0", "configure 1", "configure 2", "configure 3", "configure 4",
                                    "prepare generation 1, row nil", "configure 5"])
    }

    @Test func aTypeRegisteredWithoutAnIdentifierIsNeverPooled() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "register ItemCell for list\nhandler list numberOfRowsHandler { return 100 }\nreloadData list\nscroll list to row 20\n") == .completed)
        #expect(try run.object("list", TableView.self).cellsCreated == 10)
        #expect(cellEvents(run, .reused).isEmpty)
        #expect(run.sink.events(.cell).filter { $0.outcome == "removed" }.count == 5)
    }

    /// cellForRow registers a handler in one of the four styles; scrolling reuses the cell for
    /// row 5 and a tap on it shows what piled up.
    private func afterReuse(_ registration: String, prepare: String = "") -> ScriptRun {
        let run = ScriptRun()
        run.run("""
            window main
            controller vc in main
            tableview list in vc.view frame 0 100 390 220 rowHeight 44
            celltype C {
                button b frame 290 7 80 30
                \(prepare.isEmpty ? "" : "prepareForReuse { \(prepare) }")
            }
            register C for list id c
            method vc tapped: { log "target-action" }
            handler list numberOfRowsHandler { return 100 }
            handler list cellForRowHandler {
                let item = "Item " + row
                \(registration)
            }
            reloadData list
            scroll list by 220
            tap list.cell#1.b
            """)
        return run
    }

    @Test func eachRegistrationStyleAcrossReuse() {
        let targetAction = afterReuse("addTarget cell.b vc tapped: for touchUpInside")
        #expect(targetAction.loggedLines == ["target-action"], "addTarget dedupes")
        #expect(targetAction.simulator.log.index.staleRunCount == 0)

        let uiAction = afterReuse("addAction cell.b for touchUpInside capture item { log \"{item}\" }")
        #expect(uiAction.loggedLines == ["Item 0", "Item 5"], "UIAction without an identifier accumulates")
        #expect(uiAction.simulator.log.index.staleRunCount == 1)

        let withID = afterReuse("addAction cell.b for touchUpInside id open capture item { log \"{item}\" }")
        #expect(withID.loggedLines == ["Item 5"], "the same identifier replaces")

        let property = afterReuse("set cell.b.didTouchUpInside capture item { log \"{item}\" }")
        #expect(property.loggedLines == ["Item 5"], "a closure property replaces")

        let cleaned = afterReuse("addAction cell.b for touchUpInside id open capture item { log \"{item}\" }",
                                 prepare: "removeAction self.b id open")
        #expect(cleaned.loggedLines == ["Item 5"])
        #expect(cleaned.simulator.log.index.staleRunCount == 0)
    }

    @Test func tappingACellSelectsItsRowAButtonInItDoesNotAndReuseClearsSelection() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            register ItemCell for list id item
            handler list numberOfRowsHandler { return 100 }
            handler list didSelectRowHandler { log "selected {row}" }
            reloadData list
            tap list.cell#2.titleLabel
            wait 1s
            tap list.cell#3.buyButton
            expect list.selectedRow == 1
            expect list.cell#2.cellSelected == true
            scroll list to row 20
            expect list.cell#2.cellSelected == false
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["selected 1"])
    }

    static let hundredRows = scene + """
        register ItemCell for list id item
        handler list numberOfRowsHandler { return 100 }
        handler list didSelectRowHandler { log "selected {row}" }
        reloadData list

        """

    @Test func aDragOverTheTableScrollsItAndSelectsNothing() {
        let run = ScriptRun.of(Self.hundredRows + "touch down list.cell#2.titleLabel\ntouch move at 100 60\ntouch up")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.loggedLines.isEmpty)
        let table = run.world.object(named: "list") as! TableView
        #expect(table.contentOffset == 106, "the content followed the finger 106 points up")
        #expect(table.selectedRow == nil)
    }

    @Test func aHeldTouchReachesTheContentAfterTheDelayOrWhenTheFingerLifts() {
        let quick = ScriptRun.of(Self.hundredRows + "tap list.cell#2.titleLabel")
        #expect(quick.loggedLines == ["selected 1"], "a quick tap is passed on when the finger lifts")
        let undelayed = ScriptRun.of(Self.hundredRows + "set list.delaysContentTouches = false\ntouch down list.cell#2.titleLabel")
        #expect(!undelayed.output.contains("holds the touch back"), "\(undelayed.output)")
        #expect(undelayed.output.contains("touchesBegan -> list.cell#2.contentView"), "\(undelayed.output)")
    }

    @Test func aTouchThatLiftsOffItsCellSelectsNoRow() {
        // Scrolling off, so the drag stays a touch on the cell and ends outside the table.
        let run = ScriptRun.of(Self.hundredRows + "set list.scrollEnabled = false\ntouch down list.cell#2.titleLabel\ntouch move at 100 600\ntouch up")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.loggedLines.isEmpty)
        #expect((run.world.object(named: "list") as! TableView).selectedRow == nil)
    }

    @Test func theSelectedRowIsSelectedAgainInWhicheverCellShowsItAfterScrollingBack() {
        let run = ScriptRun.of(Self.hundredRows + """
            tap list.cell#2.titleLabel
            scroll list to row 20
            expect list.cell#2.cellSelected == false
            scroll list to row 0
            expect list.row#1.cellSelected == true
            expect list.row#0.cellSelected == false
            """)
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.diagnostics)")
    }

    @Test func insertRowsMakesAClosureThatCapturedItsRowNumberStale() {
        let run = ScriptRun.of(Self.scene + """
            register ItemCell for list id item
            var count = 10
            handler list numberOfRowsHandler { return count }
            handler list cellForRowHandler { addAction cell.buyButton for touchUpInside id buy capture row { log "row {row}" } }
            set list.delaysContentTouches = false
            reloadData list
            set count = count + 1
            insertRows list at 0
            tap list.cell#1.buyButton
            expect stale
            """)
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["row 0"], "the closure still says row 0; its cell shows row 1")
    }

    @Test func withSeveralCellTypesTheDataSourceDequeuesEachRowsCellFromItsOwnPool() {
        let twoTypes = Self.scene + """
            celltype HeaderCell {
                label titleLabel frame 15 0 300 44
            }
            register HeaderCell for list id header
            register ItemCell for list id item
            var kinds = list "header", "item", "item", "item", "item", "item", "header", "item", "item"
            handler list numberOfRowsHandler { return kinds.count }

            """
        let run = ScriptRun.of(twoTypes + """
            handler list cellForRowHandler {
                let kind = kinds[row]
                dequeue kind
            }
            reloadData list
            scroll list to row 4
            expect list.row#6.reuseIdentifier == "header"
            expect list.row#5.reuseIdentifier == "item"
            """)
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.diagnostics)")
        let header = run.world.object(named: "list.cell#1") as! TableViewCell
        #expect(header.typeName == "HeaderCell" && header.row == 6, "the header cell is reused for the next header only")
        let none = ScriptRun.of(twoTypes + "handler list cellForRowHandler { log \"no dequeue\" }\nreloadData list")
        #expect(none.errors.first?.message.contains("returned no cell for row 0") == true, "\(none.errors)")
    }

    @Test func sectionTitlesTakeTheirRoomAboveAndBelowTheirRows() {
        let run = ScriptRun.of(Self.scene + """
            register ItemCell for list id item
            var titles = list "Fruit", "Vegetables"
            method vc numberOfSectionsInTableView: { return 2 }
            method vc tableView:numberOfRowsInSection: { return 3 }
            method vc tableView:titleForHeaderInSection: { return titles[section] }
            set list.dataSource = vc
            reloadData list
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let table = run.world.object(named: "list") as! TableView
        #expect(table.headerTitles == ["Fruit", "Vegetables"])
        #expect(table.top(ofRow: 0) == 28 && table.top(ofRow: 3) == 28 + 3 * 44 + 28, "each header pushes its rows down")
        #expect((run.world.object(named: "list.header#1") as? Label)?.frame.minY == 160)
        #expect(table.visibleCells.keys.sorted() == [0, 1, 2, 3], "rows 0…3 meet the 220-point viewport")
    }

    @Test func aMillionRowsScrollWithAFewCells() throws {
        let run = ScriptRun(echoCommands: false)
        #expect(run.run(Self.scene + """
            register ItemCell for list id item
            handler list numberOfRowsHandler { return 1000000 }
            reloadData list
            scroll list to row 999990 steps 200
            """) == .completed)
        let table = try run.object("list", TableView.self)
        #expect(table.cellsCreated == 6)
        #expect(table.visibleCells.keys.sorted().first == 999990)
    }

    @Test func badCellInputGivesDiagnostics() {
        expectScriptErrors([
            (source: "handler list numberOfRowsHandler { return 3 }\nreloadData list\n", message: "'list' has no registered cell type"),
            (source: "register ItemCell for list id item\nhandler list numberOfRowsHandler { return -3 }\nreloadData list\n",
             message: "the data source of 'list' returned -3 rows"),
            (source: "register ItemCell for list id item\nhandler list numberOfRowsHandler { return 3 }\nreloadData list\nscroll list to row 7\n",
             message: "'list' has no row 7 (it has 3)"),
            (source: "register Nope for list\n", message: "no cell type named 'Nope'"),
            (source: "celltype Bad { tap list }\n", message: "a cell type holds subviews, prepareForReuse and viewModel, not 'tap'"),
            (source: "register ItemCell for vc\n", message: "'vc' is a UIViewController, not a table view"),
            (source: "handler list numberOfRows { return 3 }\n", message: "a UITableView has no block handler 'numberOfRows'"),
            (source: "collectionview grid in vc.view\nhandler grid numberOfRowsHandler { return 3 }\n",
             message: "HWBlocksUI's blocks are for table views, not collection views"),
        ], after: Self.scene)
    }
}

/// View models, stored properties on plain objects, and lists (what a data source reads).
@Suite("View models and lists")
struct ViewModelTests {
    @Test func assigningAViewModelRunsTheCellsDidSet() throws {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller vc in main
            tableview shop in vc.view frame 0 0 390 160 rowHeight 80
            celltype ProductCell {
                label nameLabel frame 0 0 200 40
                label priceLabel frame 0 40 200 40
                viewModel {
                    set self.nameLabel.text = viewModel.name
                    set self.priceLabel.text = "$" + viewModel.price
                }
            }
            register ProductCell for shop id p
            object lamp name "Desk lamp" price 19.99
            object chair name "Chair" price 49
            let catalog = list lamp, chair
            handler shop numberOfRowsHandler { return catalog.count }
            handler shop cellForRowHandler { set cell.viewModel = catalog[row] }
            reloadData shop
            expect shop.cell#1.priceLabel.text == "$19.99"
            expect shop.cell#2.nameLabel.text == "Chair"
            set lamp.price = 15
            reloadData shop
            expect shop.cell#1.priceLabel.text == "$15"
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 3)
    }

    @Test func listsIndexAndCountAndBadIndexesAreDiagnosed() {
        let run = ScriptRun()
        #expect(run.run("let xs = list 1, \"two\", 3 + 4\nlet n = xs.count\nlet last = xs[2]\n") == .completed)
        #expect(run.interpreter.session.state.variables["n"]?.value == .number(3))
        #expect(run.interpreter.session.state.variables["last"]?.value == .number(7))
        expectScriptErrors([
            (source: "let xs = list 1, 2\nlet y = xs[5]\n", message: "xs[5] is out of range: the list has 2 items"),
            (source: "let xs = list 1, 2\nlet i = \"a\"\nlet y = xs[i]\n", message: "'i' is not a list index"),
            (source: "object o name \"a\" name \"b\"\n", message: "'name' is given twice"),
            (source: "window main\ncontroller vc in main\ntableview t in vc.view\ncelltype C { label l }\nregister C for t id c\nhandler t numberOfRowsHandler { return 1 }\nhandler t cellForRowHandler { set cell.viewModel = 3 }\nreloadData t\n",
             message: "a view model is an object, not number 3"),
        ])
    }
}

/// insertRows / deleteRows / moveRow.
@Suite("Row updates")
struct RowUpdateTests {
    static let scene = """
        window main
        controller vc in main
        tableview list in vc.view frame 0 100 390 132 rowHeight 44
        celltype C {
            label t frame 0 0 200 44
            button b frame 300 0 80 44
        }
        register C for list id c
        var count = 10
        handler list numberOfRowsHandler { return count }
        handler list cellForRowHandler {
            let item = "Item " + row
            set cell.t.text = item
            addAction cell.b for touchUpInside id open capture item { log "{item}" }
        }
        reloadData list

        """

    @Test func insertedRowsPushVisibleCellsDownWithoutReconfiguringThem() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set count = count + 1
            insertRows list at 0
            expect list.cell#1.row == 1
            expect list.cell#1.t.text == "Item 0"
            tap list.cell#1.b
            expect no stale
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["Item 0"])
        let table = try run.object("list", TableView.self)
        #expect(table.visibleCells.keys.sorted() == [0, 1, 2])
        #expect(table.cellForRow(0)?.t == "Item 0", "the new row 0 was configured for its own data")
    }

    @Test func deletingAndMovingRowsKeepsCellsWithTheirRows() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set count = count - 1
            deleteRows list at 0
            moveRow list from 0 to 1
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        let table = try run.object("list", TableView.self)
        // Row 0 was deleted (cell#1 pooled and reused for the new bottom row); cell#2 (Item 1)
        // was row 0 and moved to row 1.
        #expect(table.cellForRow(1)?.name == "list.cell#2")
        #expect(table.cellForRow(0)?.name == "list.cell#3")
        #expect(table.cellsCreated == 3)
    }

    @Test func aCountThatDoesNotAddUpIsAnError() {
        expectScriptErrors([
            (source: "insertRows list at 0\n",
             message: "invalid update: the data source now has 10 rows; before the update it had 10, plus 1 inserted and minus 0 deleted makes 11"),
            (source: "deleteRows list at 10\n", message: "'list' has no row 10 (it has 10)"),
            (source: "moveRow list from 0 to 12\n", message: "'list' has no row 12 (it has 10)"),
            (source: "set count = 5\ndeleteRows list at 8 count 3\n", message: "'list' has only 2 rows from row 8"),
        ], after: Self.scene)
    }
}

private extension TableViewCell {
    /// The title label's text, for short assertions.
    var t: String? { (subviews.first?.subviews.first as? Label)?.text }
}

/// UICollectionView on the table's reuse machinery.
@Suite("Collection views")
struct CollectionViewTests {
    @Test func aGridReusesWholeLinesAndSelectsItems() throws {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller vc in main
            collectionview grid in vc.view frame 0 100 390 300 itemSize 130
            celltype P {
                label l frame 0 0 130 130
            }
            register P for grid id p
            method vc collectionView:numberOfItemsInSection: { return 30 }
            method vc collectionView:cellForItemAtIndexPath: { set cell.l.text = "photo " + item }
            method vc collectionView:didSelectItemAtIndexPath: { log "item {item}" }
            set grid.dataSource = vc
            set grid.delegate = vc
            reloadData grid
            scroll grid by 130
            tap grid.cell#5
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        let grid = try run.object("grid", CollectionView.self)
        #expect(grid.itemsPerLine == 3)
        #expect(grid.cellsCreated == 9, "line 0's three cells were reused for line 3")
        #expect(grid.visibleCells.keys.sorted() == Array(3..<12))
        #expect(grid.cellForRow(4)?.frame == Rect(130, 130, 130, 130))
        #expect(run.loggedLines == ["item 4"])
    }
}

@Suite("Cell registration")
struct CellRegistrationTests {
    @Test func registeringAnotherTypeForTheSameIdentifierReplacesItWithAWarning() throws {
        let run = ScriptRun()
        #expect(run.run(CellTests.scene + """
            celltype Other {
                label x frame 0 0 10 10
            }
            register ItemCell for list id item
            register Other for list id item
            handler list numberOfRowsHandler { return 3 }
            reloadData list
            """) == .completed)
        #expect(run.warnings.map(\.message) == ["list now dequeues Other cells for 'item'; ItemCell is no longer used"])
        #expect(try run.object("list", TableView.self).cellForRow(0)?.className == "Other")
    }

    @Test func anotherIdentifierAddsATypeAndTheDataSourceMustChoose() {
        let run = ScriptRun.of(CellTests.scene + """
            celltype Other {
                label x frame 0 0 10 10
            }
            register ItemCell for list id item
            register Other for list id other
            handler list numberOfRowsHandler { return 3 }
            reloadData list
            """)
        #expect(run.warnings.isEmpty, "\(run.warnings)")
        #expect(run.errors.first?.hint?.contains("dequeue ID") == true, "\(run.errors)")
    }
}

@Suite("Sections")
struct SectionTests {
    @Test func rowsAreNumberedWithinTheirSections() throws {
        let run2 = ScriptRun()
        #expect(run2.run(CellTests.scene + """
            register ItemCell for list id item
            let counts = list 2, 3
            method vc numberOfSectionsInTableView: { return counts.count }
            method vc tableView:numberOfRowsInSection: { return counts[section] }
            method vc tableView:cellForRowAtIndexPath: { set cell.titleLabel.text = "S" + section + " R" + row }
            method vc tableView:didSelectRowAtIndexPath: { log "selected section {section} row {row}" }
            set list.dataSource = vc
            set list.delegate = vc
            reloadData list
            expect list.numberOfSections == 2
            expect list.numberOfRows == 5
            expect list.cell#3.titleLabel.text == "S1 R0"
            expect list.cell#3.section == 1
            expect list.cell#3.row == 0
            tap list.cell#4.titleLabel
            """) == .completed)
        #expect(run2.diagnostics.isEmpty, "\(run2.diagnostics)")
        #expect(run2.loggedLines == ["selected section 1 row 1"])
    }

    @Test func expectNoStaleListsEveryStaleRunItCountsAndTheSameRowAgainIsTold() throws {
        // Scrolled away and back, the cell shows row 0 again: its button holds the closures of
        // three configurations, two of them stale (row 0 at generation 0, row 5).
        let run = ScriptRun()
        run.run(CellTests.scene + """
            register ItemCell for list id item
            handler list numberOfRowsHandler { return 100 }
            handler list cellForRowHandler {
                let item = "Item " + row
                addAction cell.buyButton for touchUpInside capture item { log "buy {item}" }
            }
            reloadData list
            scroll list by 220
            scroll list by -220
            tap list.cell#1.buyButton
            expect no stale
            """)
        let failure = try #require(run.failedExpectations.first)
        #expect(failure.message.hasPrefix("2 stale handler runs: "), "\(failure.message)")
        #expect(failure.message.contains("configured for row 0 at the cell's generation 0 ran after the cell was reused (it shows that row again)"), "\(failure.message)")
        #expect(failure.message.contains("configured for row 5 ran while its cell showed row 0"), "\(failure.message)")
        #expect(run.output.contains("was configured for row 0 at the cell's generation 0, but the cell has been reused since: it shows row 0 again, configured anew"), "\(run.output)")
        #expect(!run.output.contains("configured for row 0, but the cell now shows row 0"))
    }
}
