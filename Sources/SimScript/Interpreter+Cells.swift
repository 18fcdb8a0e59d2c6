import SimCore

/// Table view commands: celltype, tableview (through `buildView`), register, reloadData,
/// scroll — and what a data source's cellForRow attaches, for stale-handler checks.
extension Interpreter {
    static let cellSubviewKinds: Set<String> = ["view", "label", "imageview", "button", "textfield", "switch", "slider", "stepper", "segmented"]

    /// `celltype NAME [contentView true|false] { SUBVIEWS… [prepareForReuse { BODY }] }`
    func cellType(_ args: inout ArgumentReader) throws {
        let name = try args.word("a cell type name")
        guard isIdentifier(name.text) else { throw args.error(name, "'\(name.text)' is not a valid cell type name") }
        var usesContentView = true
        if args.accept("contentView") {
            let t = try args.word("true or false")
            guard t.text == "true" || t.text == "false" else { throw args.error(t, "contentView takes true or false") }
            usesContentView = t.text == "true"
        }
        try args.end()
        guard let block = args.node.block else {
            throw args.error(nil, "missing the cell type's subviews { … }", hint: "celltype \(name.text) { label nameLabel frame 15 0 200 44 }")
        }
        guard cellTypes[name.text] == nil else { throw error(name, "cell type '\(name.text)' is already declared") }
        var subviews: [CommandNode] = []
        var prepare: [CommandNode]?
        var viewModel: [CommandNode]?
        for node in block {
            if node.name.text == "prepareForReuse" || node.name.text == "viewModel" {
                guard let body = node.block else { throw ScriptError(Diagnostic(.error, node.location, "\(node.name.text) needs a { } body")) }
                if node.name.text == "viewModel" { viewModel = body } else { prepare = body }
            } else if Interpreter.cellSubviewKinds.contains(node.name.text) {
                subviews.append(node)
            } else {
                throw ScriptError(Diagnostic(.error, node.location, "a cell type holds subviews, prepareForReuse and viewModel, not '\(node.name.text)'",
                                             hint: "subviews: " + Interpreter.cellSubviewKinds.sorted().joined(separator: ", ")))
            }
        }
        var type = CellType(name: name.text, usesContentView: usesContentView, build: { [unowned self] cell in
            for node in subviews {
                var sub = ArgumentReader(node, self)
                let subName = try sub.word("a subview name")
                try self.buildView(node.name.text, name: subName, fullName: cell.name + "." + subName.text, in: cell.contentView, &sub)
            }
        }, prepareForReuse: prepare.map { body in { [unowned self] context in try self.runBody(body, context: context) } })
        type.viewModelDidSet = viewModel.map { body in { [unowned self] context in try self.runBody(body, context: context) } }
        cellTypes[name.text] = type
    }

    /// `register CELLTYPE for TABLE [id IDENTIFIER]`
    func register(_ args: inout ArgumentReader) throws {
        let typeToken = try args.word("a cell type")
        guard let type = cellTypes[typeToken.text] else {
            throw args.error(typeToken, "no cell type named '\(typeToken.text)'",
                             hint: Suggestions.hint(for: typeToken.text, in: cellTypes.keys.sorted()) ?? "declare it first: celltype \(typeToken.text) { … }")
        }
        try args.expect("for")
        let table = try tableView(&args)
        var identifier: String?
        if args.accept("id") { identifier = try args.word("a reuse identifier").text }
        try args.end()
        if let replaced = simulator.cells.register(type, identifier: identifier, on: table) {
            diagnose(withSourceLine(Diagnostic(.warning, typeToken.location,
                "\(table.name) now dequeues \(type.name) cells; \(replaced) is no longer used",
                hint: "the simulator dequeues for the data source, so a table has one cell type; use a second table for another")))
        }
    }

    /// `reloadData TABLE`
    func reloadData(_ args: inout ArgumentReader) throws {
        let token = args.peek
        let table = try tableView(&args)
        try args.end()
        try cells(token) { try simulator.cells.reloadData(table) }
    }

    /// `scroll TABLE to row N [steps K]` or `scroll TABLE by DY`
    func scroll(_ args: inout ArgumentReader) throws {
        let token = args.peek
        let table = try tableView(&args)
        if args.accept("by") {
            let dy = try args.number("the distance in points")
            try args.end()
            return try cells(token) { try simulator.cells.scroll(table, toOffset: table.contentOffset + dy) }
        }
        try args.expect("to")
        try args.expect("row")
        let rowToken = args.peek
        let row = try args.integer("a row")
        var steps = 1
        if args.accept("steps") {
            let t = args.peek
            steps = try args.integer("the number of steps")
            guard steps >= 1 && steps <= 10_000_000 else { throw args.error(t, "steps must be between 1 and 10,000,000") }
        }
        try args.end()
        guard (0..<table.numberOfRows).contains(row) else {
            throw args.error(rowToken, CellError.rowOutOfRange(table: table.name, row: row, count: table.numberOfRows).description,
                             hint: table.numberOfRows == 0 ? "reloadData \(table.name) asks the data source for the rows" : "rows are numbered 0…\(table.numberOfRows - 1)")
        }
        let start = table.contentOffset
        let target = Double(row) * table.rowHeight
        try cells(token) {
            for step in 1...steps {
                try simulator.cells.scroll(table, toOffset: start + (target - start) * Double(step) / Double(steps))
            }
        }
    }

    /// `insertRows TABLE at N [count K]`, `deleteRows TABLE at N [count K]`, `moveRow TABLE from A to B`:
    /// change the data first (the data source's count), then tell the table.
    func updateRows(_ args: inout ArgumentReader, _ kind: CommandName) throws {
        let token = args.peek
        let table = try tableView(&args)
        let update: RowUpdate
        func row(_ what: String, allowEnd: Bool = false) throws -> Int {
            let t = args.peek
            let n = try args.integer(what)
            let limit = table.numberOfRows + (allowEnd ? 1 : 0)
            guard n >= 0 && n < limit else {
                throw args.error(t, CellError.rowOutOfRange(table: table.name, row: n, count: table.numberOfRows).description,
                                 hint: "rows are numbered 0…\(max(table.numberOfRows - 1, 0))" + (allowEnd ? "; insert at \(table.numberOfRows) to append" : ""))
            }
            return n
        }
        switch kind {
        case .moveRow:
            try args.expect("from")
            let from = try row("the row to move")
            try args.expect("to")
            update = .move(from: from, to: try row("where it goes"))
        default:
            try args.expect("at")
            let at = try row("a row", allowEnd: kind == .insertRows)
            var count = 1
            if args.accept("count") {
                let t = args.peek
                count = try args.integer("how many rows")
                guard count >= 1 else { throw args.error(t, "count must be 1 or more") }
                if kind == .deleteRows && at + count > table.numberOfRows {
                    throw args.error(t, "'\(table.name)' has only \(table.numberOfRows - at) rows from row \(at)")
                }
            }
            update = kind == .insertRows ? .insert(at: at, count: count) : .delete(at: at, count: count)
        }
        try args.end()
        do {
            try cells(token) { try simulator.cells.updateRows(table, update) }
        } catch let e as InvalidRowUpdate {
            throw ScriptError(Diagnostic(.error, token?.location, e.description,
                                         hint: "change the data (the count numberOfRows returns) before telling the table, as UIKit requires"))
        }
    }

    private func tableView(_ args: inout ArgumentReader) throws -> TableView {
        let token = args.peek
        let object = try args.object("a table view")
        guard let table = object as? TableView else {
            throw args.error(token, "'\(object.name)' is \(article(object.className)), not a table view")
        }
        return table
    }

    private func cells(_ token: Token?, _ body: () throws -> Void) throws {
        do { try body() } catch let e as CellError {
            let hint: String
            switch e {
            case .unregistered(let table): hint = "register a cell type first: register TYPE for \(table) id ID"
            case .negativeRowCount: hint = "tableView:numberOfRowsInSection: must return 0 or more"
            case .rowOutOfRange: hint = "rows are numbered from 0"
            case .severalSections: hint = "change the data and reloadData instead"
            }
            throw ScriptError(Diagnostic(.error, token?.location, e.description, hint: hint))
        }
    }

    /// `set CELL.viewModel = OBJECT`: stores it and runs the cell type's `viewModel { … }` body
    /// (the seed's `var viewModel { didSet { … } }`), with `self` the cell.
    func assignViewModel(_ cell: TableViewCell, _ key: Token, _ args: inout ArgumentReader) throws {
        let valueToken = args.peek
        let value = try evaluate(&args)
        try args.end()
        guard case .object(let id) = value else {
            throw args.error(valueToken, "a view model is an object, not \(value.typeName) \(value.rendered(in: world))",
                             hint: "object product name \"Lamp\" price 19.99")
        }
        cell.viewModel = id
        guard let didSet = cellTypes[cell.typeName]?.viewModelDidSet else { return }
        var context = ActionContext(simulator: simulator, receiver: cell, sender: nil, touch: 0, closure: nil)
        context.parameters = [("viewModel", .object(id))]
        try didSet(context)
    }

    /// A closure attached while the data source configures a cell remembers that cell's row.
    func markConfiguring(_ closure: ClosureHandler) {
        guard let frame = frames.last, case .object(let id)? = frame.context.parameter("cell"),
              case .number(let row)? = frame.context.parameter("row") ?? frame.context.parameter("item"),
              let cell = world.object(id) as? TableViewCell else { return }
        closure.configuredFor = (cell.id, Int(row), cell.generation)
    }
}
