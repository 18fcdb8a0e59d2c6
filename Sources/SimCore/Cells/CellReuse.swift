/// Table views: asking the data source, laying out the visible rows, reusing cells, scrolling,
/// selecting, and spotting stale handlers (see TableView.swift for the rules).
public final class CellReuse: SimulationEngine {

    /// `register(_:forCellReuseIdentifier:)`; without an identifier the cells are never pooled.
    /// Registering again for an identifier replaces its type (returns the replaced type's name);
    /// another identifier adds a type. With one type the simulator dequeues for the data source,
    /// which configures the `cell` it is given; with several, the data source chooses (`dequeue`).
    @discardableResult
    public func register(_ type: CellType, identifier: String?, on table: TableView) -> String? {
        let id = identifier ?? ""
        guard let i = table.registrations.firstIndex(where: { $0.identifier == id }) else {
            table.registrations.append((id, type))
            return nil
        }
        let replaced = table.registrations[i].type.name
        table.registrations[i] = (id, type)
        return replaced == type.name ? nil : replaced
    }

    /// The row whose cell the data source is asked for while it must dequeue one itself.
    @exclusivity(unchecked) private var choosing: (table: TableView, row: Int, cell: TableViewCell?)?

    /// dequeueReusableCell(withIdentifier:for:) called by the data source, in a table with several
    /// cell types: the cell for the row being asked for.
    public func dequeueForDataSource(identifier: String) throws -> TableViewCell {
        guard var asked = choosing else { throw CellError.notAskedForACell }
        guard asked.table.registrations.contains(where: { $0.identifier == identifier }) else {
            throw CellError.unknownIdentifier(table: asked.table.name, identifier: identifier,
                                              registered: asked.table.registrations.map(\.identifier))
        }
        let cell = try dequeue(for: asked.row, in: asked.table, identifier: identifier)
        asked.cell = cell
        choosing = asked
        return cell
    }

    /// reloadData(): asks for the sections and their rows again, and for every visible row's cell.
    /// Apple: it reloads "all the data that's used to construct the table, including cells",
    /// redisplaying the visible rows (https://developer.apple.com/documentation/uikit/uitableview/reloaddata());
    /// unlike reconfigureRows(at:), that goes through dequeue, so prepareForReuse runs
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()). Each
    /// visible cell goes back to its pool, in row order, and the rows are dequeued again.
    public func reloadData(_ table: TableView) throws {
        table.sectionCounts = try askCounts(table)
        table.numberOfRows = table.sectionCounts.reduce(0, +)
        try askTitles(table)
        reloadSelection(table)
        for row in table.visibleCells.keys.sorted() {
            let cell = table.visibleCells.removeValue(forKey: row)!
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { table.pools[id, default: []].append(cell) }
            emitCell(cell.reuseIdentifier == nil ? .removed : .pooled, cell, table, row: row, reloaded: true)
        }
        try layoutRows(table)
    }

    /// tableView:titleForHeaderInSection: and titleForFooterInSection: for each section (optional:
    /// asked only when implemented), then the titles' labels, `TABLE.header#S` and
    /// `TABLE.footer#S`, laid out above and below their sections' rows.
    private func askTitles(_ table: TableView) throws {
        guard table.hasTitles else { return }
        func titles(_ selector: String) throws -> [String?] {
            try (0..<table.sectionCounts.count).map { section in
                let answer = try simulator.delegation.callDelegate("dataSource", of: table, world.selector(selector), argument: table,
                                                                   parameters: [("section", .number(Double(section)))],
                                                                   defaultValue: .null, quietWhenMissing: true)
                if case .string(let title)? = answer { return title }
                return nil
            }
        }
        // tableView(_:viewForHeaderInSection:) and …Footer…: the delegate's own views, which take
        // the section's header (footer) place instead of a title's label.
        func views(_ selector: String) throws -> [View?] {
            try (0..<table.sectionCounts.count).map { section in
                let answer = try simulator.delegation.callDelegate("delegate", of: table, world.selector(selector), argument: table,
                                                                   parameters: [("section", .number(Double(section)))],
                                                                   defaultValue: .null, quietWhenMissing: true)
                if case .object(let id)? = answer, let view = world.object(id) as? View, !(view is Window), !view.isReleased { return view }
                return nil
            }
        }
        table.headerTitles = try titles("tableView:titleForHeaderInSection:")
        table.footerTitles = try titles("tableView:titleForFooterInSection:")
        let headerViews = try views("tableView:viewForHeaderInSection:"), footerViews = try views("tableView:viewForFooterInSection:")
        for section in headerViews.indices where headerViews[section] != nil && table.headerTitles[section] == nil { table.headerTitles[section] = "" }
        for section in footerViews.indices where footerViews[section] != nil && table.footerTitles[section] == nil { table.footerTitles[section] = "" }
        let frames = table.layOutTitles()
        table.sectionViews = Set(frames.compactMap { section, isHeader, _ in (isHeader ? headerViews : footerViews)[section]?.id })
        // The labels: kept by name from one reload to the next, removed when their title is gone.
        var wanted = Set<String>()
        for (section, isHeader, frame) in frames {
            if let custom = (isHeader ? headerViews : footerViews)[section] {
                // The delegate's view: moved into the table, at the section's header (footer) frame.
                if custom.superview !== table { try world.addSubview(custom, to: table) }
                custom.frame = frame
                continue
            }
            let name = "\(table.name).\(isHeader ? "header" : "footer")#\(section)"
            wanted.insert(name)
            let title = (isHeader ? table.headerTitles : table.footerTitles)[section] ?? ""
            if let label = world.object(named: name) as? Label, !label.isReleased {
                label.text = title
                label.frame = frame
                if label.superview !== table { table.addSubview(label) }
                table.sectionViews.insert(label.id)
            } else if world.object(named: name) == nil {
                table.sectionViews.insert(try world.makeLabel(name, in: table, frame: frame, text: title).id)
            }
        }
        let prefixes = ["\(table.name).header#", "\(table.name).footer#"]
        for view in table.subviews where view is Label && !wanted.contains(view.name) && prefixes.contains(where: view.name.hasPrefix) {
            view.removeFromSuperview()
        }
        simulator.lifetimes.needsCollection = true
    }

    /// numberOfSections (1 when the data source does not say) and each section's row count.
    private func askCounts(_ table: TableView) throws -> [Int] {
        func count(_ answer: Value?, what: String) throws -> Int {
            guard case .number(let n)? = answer, n >= 0, n == n.rounded(), n <= Double(TableView.maxRows) else {
                throw CellError.badRowCount(table: table.name, answer: answer)
            }
            return Int(n)
        }
        let sections = try count(try simulator.delegation.callDelegate("dataSource", of: table, world.selector(table.sectionsSelector), argument: table,
                                                   defaultValue: .number(1), quietWhenMissing: true), what: "sections")
        var counts: [Int] = []
        for section in 0..<sections {
            counts.append(try count(try simulator.delegation.callDelegate("dataSource", of: table, world.selector(table.numberSelector), argument: table,
                                                     parameters: [("section", .number(Double(section)))], defaultValue: .number(0)),
                                    what: "rows"))
        }
        return counts.isEmpty ? [0] : counts
    }

    /// Cells of rows that left the viewport go to the pool; rows that entered get a cell.
    func layoutRows(_ table: TableView, reconfigure: Bool = false) throws {
        let rows = table.rowsInViewport
        for row in table.visibleCells.keys.sorted() where !rows.contains(row) || reconfigure && row >= table.numberOfRows {
            let cell = table.visibleCells.removeValue(forKey: row)!
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { table.pools[id, default: []].append(cell) }
            emitCell(cell.reuseIdentifier == nil ? .removed : .pooled, cell, table, row: row)
        }
        for row in rows {
            if let cell = table.visibleCells[row] {
                if reconfigure { try configure(cell, row: row, in: table) }
                continue
            }
            if table.registrations.count > 1 {
                try askForCell(row, in: table)
                continue
            }
            let cell = try dequeue(for: row, in: table)
            try place(cell, row: row, in: table)
            try configure(cell, row: row, in: table)
            // Configuring replaced the closures the cell had: free them every so often, not at
            // the end of a scroll through a million rows.
            simulator.lifetimes.collectIfManyClosures()
        }
    }

    /// The cell becomes the row's: on screen at the row's frame.
    private func place(_ cell: TableViewCell, row: Int, in table: TableView) throws {
        // The table keeps the selected index path, not the cell: whichever cell shows the
        // selected row again is selected (indexPathForSelectedRow).
        if table.isSelected(row) { cell.isCellSelected = true }
        table.visibleCells[row] = cell
        cell.frame = table.frame(ofItem: row)
        table.addSubview(cell)
        // Section headers and footers float over the rows: in front of every cell.
        if !table.sectionViews.isEmpty, let first = table.subviews.firstIndex(where: { table.sectionViews.contains($0.id) }) {
            table.subviews.removeLast()
            table.subviews.insert(cell, at: first)
        }
    }

    /// Several cell types: the data source dequeues the row's cell itself (`dequeue ID`), and
    /// must: UIKit raises when tableView(_:cellForRowAt:) returns no cell.
    private func askForCell(_ row: Int, in table: TableView) throws {
        choosing = (table, row, nil)
        defer { choosing = nil }
        try tracer.nested {
            let path = table.indexPath(row)
            try simulator.delegation.callDelegate("dataSource", of: table, world.selector(table.cellSelector), argument: table,
                             parameters: [("cell", .null), (table.indexName, .number(Double(path.row))),
                                          ("section", .number(Double(path.section)))])
        }
        guard let cell = choosing?.cell else { throw CellError.noCellReturned(table: table.name, row: row) }
        try place(cell, row: row, in: table)
    }

    /// dequeueReusableCell(withIdentifier:for:): the oldest pooled cell after prepareForReuse,
    /// else a new one.
    private func dequeue(for row: Int, in table: TableView, identifier wanted: String? = nil) throws -> TableViewCell {
        guard let (identifier, type) = wanted.flatMap({ w in table.registrations.first { $0.identifier == w } }) ?? table.registrations.first else {
            throw CellError.unregistered(table.name)
        }
        if !identifier.isEmpty, var pool = table.pools[identifier], !pool.isEmpty {
            let cell = pool.removeFirst()
            table.pools[identifier] = pool
            let oldRow = cell.row
            cell.generation += 1
            cell.isCellSelected = false  // selection and highlight are cleared on reuse
            emitCell(.reused, cell, table, row: row, other: oldRow, generation: cell.generation)
            if let prepare = type.prepareForReuse {
                try tracer.nested {
                    emitCell(.prepared, cell, table, row: row)
                    try tracer.nested { try prepare(ActionContext(simulator: simulator, receiver: cell, sender: nil, touch: 0, closure: nil)) }
                }
            }
            cell.row = row
            return cell
        }
        table.cellsCreated += 1
        let name = "\(table.name).cell#\(table.cellsCreated)"
        let cell = try world.register(name) {
            TableViewCell(id: $0, name: name, frame: Rect(0, 0, table.frame(ofItem: row).size.width, table.rowHeight),
                          typeName: type.name, reuseIdentifier: identifier.isEmpty ? nil : identifier)
        }
        if type.usesContentView {
            cell.contentView = try world.makeView("\(name).contentView", in: cell, frame: Rect(0, 0, cell.frame.size.width, table.rowHeight))
        } else {
            cell.contentView = cell
        }
        try type.build(cell)
        // iOS 14 and later keep the content view in front of views added to the cell itself,
        // which it then covers: a button added with cell.addSubview gets no touches.
        if type.usesContentView, cell.subviews.last !== cell.contentView { cell.bringSubviewToFront(cell.contentView) }
        cell.row = row
        emitCell(.created, cell, table, row: row)
        return cell
    }

    /// tableView(_:cellForRowAt:): the data source configures the dequeued cell.
    private func configure(_ cell: TableViewCell, row: Int, in table: TableView) throws {
        try tracer.nested {
            let path = table.indexPath(row)
            try simulator.delegation.callDelegate("dataSource", of: table, world.selector(table.cellSelector), argument: table,
                             parameters: [("cell", .object(cell.id)), (table.indexName, .number(Double(path.row))),
                                          ("section", .number(Double(path.section)))])
        }
    }

    /// Scrolls to `offset` (clamped to the content), laying out the rows after the move.
    public func scroll(_ table: TableView, toOffset offset: Double) throws {
        table.boundsOrigin = Point(0, table.clampedOffset(offset))
        try layoutRows(table)
    }

    /// The cell a view belongs to, if any.
    func enclosingCell(_ view: View) -> TableViewCell? {
        var v: View? = view
        var walk = ChainWalk.superviews
        while let current = v, walk.step() {
            if let cell = current as? TableViewCell { return cell }
            v = current.superview
        }
        return nil
    }

    /// A handler configured for a cell's row runs while the cell shows another row: the
    /// reused-cell bug, marked in the trace.
    func checkStale(_ closure: ClosureHandler) {
        guard let (cell, configuredRow) = closure.staleness(in: world), let configured = closure.configuredFor else { return }
        emitCell(.staleHandler, cell, cell.superview as? TableView, row: configuredRow, other: cell.row,
                 generation: configured.generation, closure: closure.id)
    }

    /// Reports a cell's change, with its rows as the table numbers them now (section and row
    /// copied: the table's sections may change later).
    /// A change to a row whose cell is off screen: about the table.
    func emitRow(_ kind: CellChange.Kind, _ table: TableView, row: Int) {
        emit(.cell(CellChange(kind: kind, table: table.id, row: position(row, in: table))), object: table.id)
    }

    func emitCell(_ kind: CellChange.Kind, _ cell: TableViewCell, _ table: TableView?, row: Int, other: Int? = nil,
                          generation: Int = 0, closure: Int32 = -1, reloaded: Bool = false) {
        var change = CellChange(kind: kind, table: table?.id ?? -1, row: position(row, in: table))
        change.other = other.map { position($0, in: table) }
        change.generation = Int32(clamping: generation)
        change.reloaded = reloaded
        change.closure = closure
        change.pooled = cell.reuseIdentifier != nil
        emit(.cell(change), object: cell.id)
    }

    private func position(_ flat: Int, in table: TableView?) -> RowPosition {
        guard let table, table.sectionCounts.count > 1 else {
            return RowPosition(flat: Int32(clamping: flat), section: 0, row: Int32(clamping: flat), sectioned: false)
        }
        let path = table.indexPath(flat)
        return RowPosition(flat: Int32(clamping: flat), section: Int32(clamping: path.section), row: Int32(clamping: path.row), sectioned: true)
    }
}

/// insertRows / deleteRows / moveRow: the visible cells move with their rows (UIKit does not
/// reconfigure them), and the data source's new count must add up, as UIKit demands.
extension CellReuse {


    /// Applies an insert, delete or move to a one-section table, asking the data source for its new
    /// count, which must add up (else ``InvalidRowUpdate``).
    public func updateRows(_ table: TableView, _ update: RowUpdate) throws {
        guard table.sectionCounts.count <= 1 else { throw CellError.severalSections(table.name) }
        let before = table.numberOfRows
        let answer = try simulator.delegation.callDelegate("dataSource", of: table, world.selector(table.numberSelector), argument: table,
                                      parameters: [("section", .number(0))], defaultValue: .number(0))
        guard case .number(let n)? = answer, n >= 0, n == n.rounded(), n <= Double(TableView.maxRows) else {
            throw CellError.badRowCount(table: table.name, answer: answer)
        }
        let after = Int(n)
        let (inserted, deleted): (Int, Int)
        switch update {
        case .insert(_, let k): (inserted, deleted) = (k, 0)
        case .delete(_, let k): (inserted, deleted) = (0, k)
        case .move: (inserted, deleted) = (0, 0)
        }
        // UIKit raises NSInternalInconsistencyException here; the simulator stops with the sums.
        guard after == before + inserted - deleted else {
            throw InvalidRowUpdate(before: before, after: after, inserted: inserted, deleted: deleted)
        }
        // The rows the visible cells showed, numbered as before the update: a row past the new
        // count (the last rows, after a delete) must not be numbered against the new count.
        let rowInSectionBefore = Dictionary(uniqueKeysWithValues: table.visibleCells.keys.map { ($0, table.indexPath($0).row) })
        table.numberOfRows = after
        table.sectionCounts = [after]
        var moved: [Int: TableViewCell] = [:]
        for row in table.visibleCells.keys.sorted() {  // sorted: the trace never shows hash order
            let cell = table.visibleCells[row]!
            var newRow: Int? = row
            switch update {
            case .insert(let at, let k): if row >= at { newRow = row + k }
            case .delete(let at, let k):
                if row >= at && row < at + k { newRow = nil } else if row >= at + k { newRow = row - k }
            case .move(let from, let to):
                if row == from { newRow = to }
                else if from < to && row > from && row <= to { newRow = row - 1 }
                else if to < from && row >= to && row < from { newRow = row + 1 }
            }
            guard let target = newRow else {
                cell.removeFromSuperview()
                if let id = cell.reuseIdentifier { table.pools[id, default: []].append(cell) }
                emitCell(.removed, cell, table, row: row)
                continue
            }
            if target != row { shift(cell, from: row, to: target, rowInSection: rowInSectionBefore[row] ?? row, in: table) }
            moved[target] = cell
        }
        table.visibleCells = moved
        shiftSelection(table, update)
        try askTitles(table)
        try layoutRows(table)
    }

    /// A closure attached to a control inside a cell remembers the row the cell shows now, so
    /// that running it after the cell was reused for another row is flagged STALE: the
    /// reused-cell bug, whichever language attached it.
    public func noteAttached(_ closure: ClosureHandler, to control: View?) {
        var view = control
        var walk = ChainWalk(in: world)
        while let v = view, !(v is TableViewCell), walk.step() { view = v.superview }
        if let cell = view as? TableViewCell, let row = cell.row { closure.configuredFor = (cell.id, row, cell.generation) }
    }

    /// A cell follows its row: its handlers' rows move with it, so they are not stale — unless a
    /// handler captured the row number itself (`capture row`): that number now names another row,
    /// which is the stale-capture bug after insertRows, deleteRows or moveRow.
    private func shift(_ cell: TableViewCell, from row: Int, to target: Int, rowInSection: Int, in table: TableView) {
        cell.row = target
        cell.frame = table.frame(ofItem: target)
        let oldRowInSection = Value.number(Double(rowInSection))
        for closure in world.closures {
            guard let c = closure.configuredFor, c.cell == cell.id, c.row == row, c.generation == cell.generation else { continue }
            let capturedRow = closure.captures.contains { ($0.name == "row" || $0.name == "item") && $0.value == oldRowInSection }
            if !capturedRow { closure.configuredFor = (c.cell, target, c.generation) }
        }
        emitCell(.moved, cell, table, row: target, other: row)
    }
}

/// Why a table command could not be carried out.
public enum CellError: Error, Equatable, CustomStringConvertible {
    /// The table has no registered cell type.
    case unregistered(String)
    /// Negative, fractional, more than `TableView.maxRows`, or not a number (`answer`; nil when
    /// the data source returned nothing).
    case badRowCount(table: String, answer: Value?)
    /// The table has no such row.
    case rowOutOfRange(table: String, row: Int, count: Int)
    /// Row updates are modelled for one section only.
    case severalSections(String)
    /// `dequeue` outside tableView:cellForRowAtIndexPath: of a table with several cell types.
    case notAskedForACell
    /// No cell type is registered for that identifier.
    case unknownIdentifier(table: String, identifier: String, registered: [String])
    /// tableView:cellForRowAtIndexPath: did not dequeue a cell where the table has several types
    /// (UIKit raises).
    case noCellReturned(table: String, row: Int)

    /// The badRowCount message, with the answer spelled by the caller (a script names objects).
    public static func badRowCount(table: String, answer: String) -> String {
        "the data source of '\(table)' returned \(answer) rows"
    }

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .unregistered(let table): return "'\(table)' has no registered cell type"
        case .badRowCount(let table, let answer): return Self.badRowCount(table: table, answer: answer?.description ?? "nothing")
        case .rowOutOfRange(let table, let row, let count): return "'\(table)' has no row \(row) (it has \(count))"
        case .severalSections(let table): return "'\(table)' has several sections: row updates are modelled for one section only"
        case .notAskedForACell: return "dequeue is for tableView:cellForRowAtIndexPath: in a table with several cell types"
        case .unknownIdentifier(let table, let id, let registered):
            return "'\(table)' has no cell type registered for '\(id)' (registered: \(registered.map { "'\($0)'" }.joined(separator: ", ")))"
        case .noCellReturned(let table, let row):
            return "tableView:cellForRowAtIndexPath: returned no cell for row \(row) of '\(table)' (UIKit raises): it has several cell types, so the data source must `dequeue ID`"
        }
    }
}

/// A row change: UITableView's insertRows, deleteRows and moveRow.
public enum RowUpdate: Sendable {
    /// `count` rows inserted at row `at`.
    case insert(at: Int, count: Int)
    /// `count` rows deleted from row `at`.
    case delete(at: Int, count: Int)
    /// One row moved from `from` to `to`.
    case move(from: Int, to: Int)
}

/// UIKit's "invalid update" exception: the data source's new count does not match the rows before
/// plus inserted minus deleted.
public struct InvalidRowUpdate: Error, CustomStringConvertible {
    /// The row counts before and after, and how many rows were inserted and deleted.
    public let before: Int, after: Int, inserted: Int, deleted: Int
    /// UIKit's wording of the exception, with the numbers.
    public var description: String {
        "invalid update: the data source now has \(after) rows; before the update it had \(before), " +
        "plus \(inserted) inserted and minus \(deleted) deleted makes \(before + inserted - deleted)"
    }
}
