import Testing
@testable import SimCore
import SimTestSupport

/// UITableView's reusable cells driven through `Simulator.cells` (Cells/CellReuse.swift): a data
/// source written in Swift, a cell type registered with an identifier.
@Suite("Cell reuse")
struct CellReuseEngineTests {
    /// The login scene plus `list`, a table 220 pt high (five 44-pt rows on screen) below the card,
    /// whose data source `source` answers `rows` rows and logs every row it configures.
    final class ListScene {
        let scene: LoginScene
        let table: TableView
        let source: PlainObject
        var rows = 20
        /// The rows the data source configured, in order, and the cells it was given.
        var configured: [(row: Int, cell: SimObject.ID)] = []
        /// The cells prepareForReuse ran on, in order.
        var prepared: [SimObject.ID] = []
        /// Runs inside tableView:cellForRowAtIndexPath: after the row is logged.
        var configure: (TableViewCell, Int, ActionContext) throws -> Void = { _, _, _ in }

        init() throws {
            scene = try LoginScene()
            let world = scene.world
            table = try world.makeTableView("list", in: scene.home.view, frame: Rect(0, 400, 390, 220))
            source = try world.makeObject("source")
            let type = CellType(name: "ItemCell", usesContentView: false, build: { cell in
                try world.makeButton("\(cell.name).more", in: cell, frame: Rect(300, 0, 90, 44), title: "More")
            }, prepareForReuse: { [unowned self] context in self.prepared.append(context.receiver!.id) })
            scene.sim.cells.register(type, identifier: "item", on: table)
            source.define(Method(selector: world.selector("tableView:numberOfRowsInSection:"), definedAt: nil) { [unowned self] context in
                context.returns(.number(Double(self.rows)))
            })
            source.define(Method(selector: world.selector("tableView:cellForRowAtIndexPath:"), definedAt: nil) { [unowned self] context in
                guard case .object(let id)? = context.parameter("cell"), case .number(let row)? = context.parameter("row"),
                      let cell = world.object(id) as? TableViewCell else { return }
                self.configured.append((Int(row), id))
                try self.configure(cell, Int(row), context)
            })
            try scene.sim.delegation.setDelegate("dataSource", of: table, to: source)
            try scene.sim.cells.reloadData(table)
        }

        var sim: Simulator { scene.sim }
        var sink: RecordingSink { scene.sink }

        /// The cell events of kind `kind`, as (row, other row) pairs.
        func cellEvents(_ kind: CellChange.Kind) -> [(row: Int32, other: Int32?, cell: SimObject.ID)] {
            sink.events(.cell).compactMap { e in
                guard case .cell(let change) = e.payload, change.kind == kind else { return nil }
                return (change.row.flat, change.other?.flat, e.object)
            }
        }
    }

    @Test func scrollingReusesTheOldestPooledCellAfterPrepareForReuse() throws {
        let list = try ListScene()
        #expect(list.table.visibleCells.keys.sorted() == [0, 1, 2, 3, 4])
        #expect(list.table.cellsCreated == 5)
        #expect(list.configured.map(\.row) == [0, 1, 2, 3, 4])
        let firstRowCell = try #require(list.table.cellForRow(0))
        let secondRowCell = try #require(list.table.cellForRow(1))
        list.sink.clear()
        list.configured = []

        try list.sim.cells.scroll(list.table, toOffset: 88)  // two rows up: rows 2…6 on screen
        #expect(list.table.visibleCells.keys.sorted() == [2, 3, 4, 5, 6])
        #expect(list.table.cellsCreated == 5, "no new cell: the pool had two")
        #expect(list.table.cellForRow(0) == nil, "cellForRow(at:) is nil off screen")
        #expect(list.cellEvents(.pooled).map(\.row) == [0, 1])
        // The pool is a queue: row 5 gets the cell that showed row 0, row 6 the one of row 1.
        #expect(list.cellEvents(.reused).map { [$0.row, $0.other] } == [[5, 0], [6, 1]])
        #expect(list.table.cellForRow(5) === firstRowCell)
        #expect(list.table.cellForRow(6) === secondRowCell)
        #expect(firstRowCell.generation == 1)
        #expect(list.prepared == [firstRowCell.id, secondRowCell.id])
        #expect(list.configured.map(\.row) == [5, 6])
        #expect(list.configured.map(\.cell) == [firstRowCell.id, secondRowCell.id])
        // prepareForReuse runs before the data source configures the cell again.
        let kinds = list.sink.events.compactMap { e -> String? in
            if case .cell(let c) = e.payload, c.kind == .prepared || c.kind == .reused { return c.kind.rawValue }
            if case .delegateCall(let call) = e.payload, call.outcome == .performed { return list.scene.world.name(of: call.selector) }
            return nil
        }
        #expect(kinds == ["cellReused", "cellPrepared", "tableView:cellForRowAtIndexPath:",
                          "cellReused", "cellPrepared", "tableView:cellForRowAtIndexPath:"])
    }

    @Test func reloadDataSendsEveryVisibleCellThroughThePoolAgain() throws {
        let list = try ListScene()
        let cells = list.table.visibleCells.keys.sorted().map { list.table.visibleCells[$0]!.id }
        list.sink.clear()
        list.configured = []
        list.rows = 3

        try list.sim.cells.reloadData(list.table)
        let pooled = list.sink.events(.cell).compactMap { e -> CellChange? in
            guard case .cell(let c) = e.payload, c.kind == .pooled else { return nil }
            return c
        }
        #expect(pooled.map(\.row.flat) == [0, 1, 2, 3, 4])
        #expect(pooled.allSatisfy { $0.reloaded }, "pooled by reloadData, not by scrolling")
        #expect(list.table.numberOfRows == 3)
        #expect(list.table.visibleCells.keys.sorted() == [0, 1, 2])
        #expect(list.table.cellsCreated == 5)
        #expect(list.prepared == Array(cells.prefix(3)), "dequeued again, so prepareForReuse runs")
        #expect(list.configured.map(\.row) == [0, 1, 2])
    }

    @Test func insertRowsMovesVisibleCellsWithoutReconfiguringThemAndCountsMustAddUp() throws {
        let list = try ListScene()
        let top = try #require(list.table.cellForRow(0))
        list.sink.clear()
        list.configured = []

        list.rows = 21
        try list.sim.cells.updateRows(list.table, .insert(at: 0, count: 1))
        #expect(list.table.cellForRow(1) === top, "the cell follows its row")
        #expect(list.cellEvents(.moved).map { [$0.row, $0.other] } == [[1, 0], [2, 1], [3, 2], [4, 3], [5, 4]])
        #expect(list.configured.map(\.row) == [0], "only the new row is asked for; moved cells are not reconfigured")

        list.rows = 25  // claims 4 more rows, but the update deletes one
        let error = #expect(throws: InvalidRowUpdate.self) {
            try list.sim.cells.updateRows(list.table, .delete(at: 2, count: 1))
        }
        #expect(error.map { [$0.before, $0.after, $0.inserted, $0.deleted] } == [21, 25, 0, 1], "UIKit's invalid update")
        #expect(list.table.numberOfRows == 21, "a refused update changes nothing")
    }

    @Test func aClosureConfiguredForOneRowRunningAfterItsCellWasReusedIsStale() throws {
        let list = try ListScene()
        var ranFor: [Value?] = []
        // The classic bug: every configuration adds another action to the cell's button, and
        // the old one (captured row 0) is still there once the cell shows row 5.
        list.configure = { cell, row, context in
            let button = cell.subviews.compactMap { $0 as? Button }.first!
            let (closure, _) = context.simulator.registration.addAction(
                to: button, for: .touchUpInside, identifier: nil, definedAt: nil, captures: [("row", .number(Double(row)))]
            ) { context in ranFor.append(context.closure?.captured("row")) }
            closure.configuredFor = (cell.id, row, cell.generation)  // what the language marks
        }
        try list.sim.cells.reloadData(list.table)  // configures rows 0…4 again, now with the closures
        let cell = try #require(list.table.cellForRow(0))
        try list.sim.cells.scroll(list.table, toOffset: 220)  // rows 5…9: the cell now shows row 5
        #expect(cell.row == 5)
        list.sink.clear()

        let button = cell.subviews.compactMap { $0 as? Button }.first!
        try list.sim.actions.sendActions(.touchUpInside, from: button)
        #expect(ranFor == [.number(0), .number(5)], "the closure from row 0 runs first, then row 5's")
        let stale = list.cellEvents(.staleHandler)
        #expect(stale.map { [$0.row, $0.other] } == [[0, 5]], "only the row-0 closure is stale")
        #expect(stale.first?.cell == cell.id)
        #expect(list.sim.log.index.staleRunCount == 1)
    }
}
