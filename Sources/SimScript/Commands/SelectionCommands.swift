import SimCore

/// `selectRow TABLE N` and `deselectRow TABLE N`: selecting in code, which UIKit does without a
/// word to the delegate (`SimCore/Cells/RowSelection.swift`).
struct RowSelectionCommand: Command {
    let table: ObjectReference
    let row: Int
    let rowToken: Token
    let selects: Bool

    init(_ match: inout Match, binder: inout Binder, selects: Bool) throws {
        table = try match.object(.table)
        row = try match.integer(.row)
        rowToken = try match.token(.row)
        self.selects = selects
    }

    func run(in session: Session) throws {
        let table = try self.table.resolve(TableView.self, in: session)
        let cells = session.simulator.cells
        if selects { return try session.cells(rowToken) { try cells.select(row, in: table) } }
        guard cells.deselect(row, in: table) else {
            throw session.error(rowToken, "row \(row) of '\(table.name)' is not selected",
                                hint: "`show \(table.name)` lists its selectedRows")
        }
    }
}

extension CommandTable {
    private static func rowSelection(_ name: String, selects: Bool, summary: String) -> CommandSpec {
        CommandSpec(name: name, forms: [form(table, .argument(.integer(.row, "N", "a row (counted over all sections)")))],
                    make: { try RowSelectionCommand(&$0, binder: &$1, selects: selects) },
                    summary: summary, examples: ["\(name) list 2"], topic: .events, echoes: true).available(.notInAppKit)
    }

    /// `selectRow`: its grammar, help and availability.
    static let selectRowSpec = rowSelection("selectRow", selects: true,
        summary: "selectRow(at:animated:scrollPosition:) in code: select row N (in single selection, instead of the row selected before). Apple: no willSelectRowAt or didSelectRowAt — only a tap calls the delegate.")
    /// `deselectRow`: its grammar, help and availability.
    static let deselectRowSpec = rowSelection("deselectRow", selects: false,
        summary: "deselectRow(at:animated:) in code: deselect row N, with no willDeselectRowAt or didDeselectRowAt (Apple). The usual place is didSelectRowAt, for a row that should not stay highlighted.")
}
