// A table view with a data source written in Swift, on top of the login scene: what the cell
// and scrolling tests share.
import SimCore

/// The login scene plus `list`, a table 220 pt high (five 44-pt rows on screen) at window y 400,
/// below the card, whose cells (`ItemCell`, identifier `item`) each hold a `More` button on their
/// right (x 300…390); its data source `source` answers `rows` rows and records every row it
/// configures.
package final class ListScene {
    package let scene: LoginScene
    package let table: TableView
    package let source: PlainObject
    /// What tableView(_:numberOfRowsInSection:) answers.
    package var rows = 20
    /// The rows the data source configured, in order, with the cell it was given.
    package var configured: [(row: Int, cell: SimObject.ID)] = []
    /// The cells prepareForReuse ran on, in order.
    package var prepared: [SimObject.ID] = []
    /// Runs inside tableView(_:cellForRowAt:) after the row is recorded.
    package var configure: (TableViewCell, Int, ActionContext) throws -> Void = { _, _, _ in }

    /// Builds the table, sets its data source and lays out the first rows (reloadData).
    package init() throws {
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

    package var sim: Simulator { scene.sim }
    package var sink: RecordingSink { scene.sink }

    /// Where a finger on row `row` lands, left of its button, while the table is not scrolled.
    package func point(onRow row: Int) -> Point { Point(150, 400 + 44 * Double(row) + 22) }

    /// The `More` button of `cell`.
    package func button(of cell: TableViewCell) -> Button { cell.subviews.compactMap { $0 as? Button }.first! }

    /// The cell events of kind `kind`: the row, the other row (the one before a reuse or a move,
    /// the one a stale closure's cell shows) and the cell.
    package func cellEvents(_ kind: CellChange.Kind) -> [(row: Int32, other: Int32?, cell: SimObject.ID)] {
        sink.events(.cell).compactMap { e in
            guard case .cell(let change) = e.payload, change.kind == kind else { return nil }
            return (change.row.flat, change.other?.flat, e.object)
        }
    }
}
