import Testing
@testable import SimCore
import SimTestSupport

/// UITableView's reusable cells driven through `Simulator.cells` (Cells/CellReuse.swift): a data
/// source written in Swift, a cell type registered with an identifier (`ListScene`).
@Suite("Cell reuse")
struct CellReuseEngineTests {
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
        list.configure = { [unowned list] cell, row, context in
            let button = list.button(of: cell)
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

        let button = list.button(of: cell)
        try list.sim.actions.sendActions(.touchUpInside, from: button)
        #expect(ranFor == [.number(0), .number(5)], "the closure from row 0 runs first, then row 5's")
        let stale = list.cellEvents(.staleHandler)
        #expect(stale.map { [$0.row, $0.other] } == [[0, 5]], "only the row-0 closure is stale")
        #expect(stale.first?.cell == cell.id)
        #expect(list.sim.log.index.staleRunCount == 1)
    }
}
