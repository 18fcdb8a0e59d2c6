/// Selecting rows, as UITableViewDelegate documents it
/// (https://developer.apple.com/documentation/uikit/uitableviewdelegate, "Managing selections"):
///
/// - a tap on a row (not on a control in it), when `allowsSelection`: `willSelectRowAt` may answer
///   nil (no selection, no didSelect) or another row; in single selection the row selected
///   before gets `willDeselectRowAt` and `didDeselectRowAt` (nil from willDeselect keeps it
///   selected); then the row is selected and `didSelectRowAt` runs. A tap on the selected row
///   selects it again (didSelect again). With `allowsMultipleSelection`, a tap on a selected row
///   deselects it instead (willDeselect, didDeselect), and other rows stay selected;
/// - selecting or deselecting in code (`selectRow(at:animated:scrollPosition:)`,
///   `deselectRow(at:animated:)`) calls no delegate method (Apple, on both methods);
/// - row updates move the selection with its rows; a deleted selected row is no longer selected;
/// - `reloadData`: Apple does not say. UITableView is commonly observed to clear its selection,
///   UICollectionView to keep it: the config setting `reloadKeepsTableSelection` (false) decides
///   for tables; a collection view keeps the items that still exist.
///
/// A collection view's delegate says yes or no instead (`collectionView:shouldSelectItemAt…` and
/// `shouldDeselectItemAt…` answer a Bool); the delegate methods UIKit calls only when implemented
/// leave no trace line when they are not.
extension CellReuse {
    /// A tap on `cell` (not on a control in it), when the touch ends.
    func selectRow(of cell: TableViewCell) throws {
        guard let table = cell.superview as? TableView, let row = cell.row, table.allowsSelection else { return }
        if table.allowsMultipleSelection && table.isSelected(row) {
            try deselectByUser(row, in: table)
            return
        }
        guard let target = try willSelect(row, in: table) else { return }
        if !table.allowsMultipleSelection {
            for old in table.selectedRows where old != target { try deselectByUser(old, in: table) }
        }
        mark(target, selected: true, in: table)
        _ = try tracer.nested {
            try simulator.delegation.callDelegate("delegate", of: table, world.selector(table.selectSelector), argument: table,
                                                  parameters: indexParameters(target, in: table))
        }
    }

    /// selectRow(at:animated:scrollPosition:) in code: no delegate calls. In single selection the
    /// row replaces the selection.
    public func select(_ row: Int, in table: TableView) throws {
        guard row >= 0, row < table.numberOfRows else {
            throw CellError.rowOutOfRange(table: table.name, row: row, count: table.numberOfRows)
        }
        if !table.allowsMultipleSelection {
            for old in table.selectedRows where old != row { mark(old, selected: false, in: table) }
        }
        if !table.isSelected(row) { mark(row, selected: true, in: table) }
    }

    /// deselectRow(at:animated:) in code: no delegate calls. Returns false when it was not selected.
    @discardableResult
    public func deselect(_ row: Int, in table: TableView) -> Bool {
        guard table.isSelected(row) else { return false }
        mark(row, selected: false, in: table)
        return true
    }

    /// What reloadData does to the selection (see the type's notes).
    func reloadSelection(_ table: TableView) {
        let keep = table is CollectionView || simulator.config.reloadKeepsTableSelection
        for row in table.selectedRows where !keep || row >= table.numberOfRows { mark(row, selected: false, in: table) }
    }

    /// The selection follows its rows through an insert, delete or move (no delegate calls).
    func shiftSelection(_ table: TableView, _ update: RowUpdate) {
        guard !table.selectedRows.isEmpty else { return }
        table.selectedRows = table.selectedRows.compactMap { row -> Int? in
            switch update {
            case .insert(let at, let k): return row >= at ? row + k : row
            case .delete(let at, let k): return row < at ? row : row >= at + k ? row - k : nil
            case .move(let from, let to):
                if row == from { return to }
                if from < to && row > from && row <= to { return row - 1 }
                if to < from && row >= to && row < from { return row + 1 }
                return row
            }
        }.sorted()
    }

    /// willSelectRowAt (or shouldSelectItemAt): the row to select, or nil when the delegate
    /// prevents it. A table's delegate may answer another row of the section.
    private func willSelect(_ row: Int, in table: TableView) throws -> Int? {
        let answer = try tracer.nested {
            try simulator.delegation.callDelegate("delegate", of: table, world.selector(table.willSelectSelector), argument: table,
                                                  parameters: indexParameters(row, in: table),
                                                  defaultValue: table.vetoesWithBool ? .bool(true) : .number(Double(table.indexPath(row).row)),
                                                  quietWhenMissing: true)
        }
        switch answer {
        case .null?, .bool(false)?: return nil
        case .number(let other)? where !table.vetoesWithBool:
            let path = table.indexPath(row)
            // Another row of the same section (an answer outside it selects the row tapped).
            let inSection = other.rounded() == other && other >= 0 && other < Double(table.sectionCounts[path.section])
            return inSection ? row - path.row + Int(other) : row
        default: return row
        }
    }

    /// A deselection the user caused: willDeselectRowAt (nil or false keeps it), the change,
    /// didDeselectRowAt.
    private func deselectByUser(_ row: Int, in table: TableView) throws {
        let parameters = indexParameters(row, in: table)
        let answer = try tracer.nested {
            try simulator.delegation.callDelegate("delegate", of: table, world.selector(table.willDeselectSelector), argument: table,
                                                  parameters: parameters,
                                                  defaultValue: table.vetoesWithBool ? .bool(true) : .number(Double(table.indexPath(row).row)),
                                                  quietWhenMissing: true)
        }
        if answer == .null || answer == .bool(false) { return }
        mark(row, selected: false, in: table)
        _ = try tracer.nested {
            try simulator.delegation.callDelegate("delegate", of: table, world.selector(table.didDeselectSelector), argument: table,
                                                  parameters: parameters, quietWhenMissing: true)
        }
    }

    /// Records the change, updates the cell showing the row (if on screen) and traces it.
    private func mark(_ row: Int, selected: Bool, in table: TableView) {
        if selected {
            table.selectedRows.append(row)
            table.selectedRows.sort()
        } else {
            table.selectedRows.removeAll { $0 == row }
        }
        if let cell = table.visibleCells[row] {
            cell.isCellSelected = selected
            emitCell(selected ? .selected : .deselected, cell, table, row: row)
        } else {
            emitRow(selected ? .selected : .deselected, table, row: row)
        }
    }

    private func indexParameters(_ row: Int, in table: TableView) -> [(name: String, value: Value)] {
        let path = table.indexPath(row)
        return [(table.indexName, .number(Double(path.row))), ("section", .number(Double(path.section)))]
    }
}
