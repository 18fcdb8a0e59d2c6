import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let cellType = ArgumentKey("cellType")
    static let contentView = ArgumentKey("contentView")
    static let cellParent = ArgumentKey("cellParent")
    static let from = ArgumentKey("from")
    static let to = ArgumentKey("to")
}

/// Table view commands: celltype, register, reloadData, scroll, insertRows, deleteRows,
/// moveRow (tableview and collectionview are view makers) — and what a data source's cellForRow
/// attaches, for stale-handler checks.

/// `celltype NAME [contentView true|false] { SUBVIEWS… [prepareForReuse { BODY }] [viewModel { BODY }] }`
struct CellTypeCommand: MatchedCommand {
    let name: Token
    let usesContentView: Bool
    /// Each subview, and whether it goes in the cell itself (`in cell`) rather than its content view.
    let subviews: [(name: Token, view: ViewDescription, onCell: Bool)]
    let prepareForReuse: Body?
    let viewModelDidSet: Body?

    /// The views a cell type may hold: the classes whose descriptor says so.
    static let subviewKinds: Set<String> = Set(ObjectKind.allCases.compactMap { $0.descriptor.isCellSubview ? $0.descriptor.maker : nil })

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        usesContentView = match.wordIfPresent(.contentView) != "false"
        var subviews: [(name: Token, view: ViewDescription, onCell: Bool)] = []
        var prepare: Body?, viewModel: Body?
        for node in try match.block() {
            let kind = node.name.text
            if kind == "prepareForReuse" || kind == "viewModel" {
                guard let block = node.block else { throw ScriptError(Diagnostic(.error, node.location, "\(kind) needs a { } body")) }
                if let extra = node.arguments.first { throw node.error(extra, "unexpected \(extra.quotedForMessage)", hint: "\(kind) { … }") }
                // `self` is the cell; the subviews' values and names are read when each cell is built.
                let scope = Scope.topLevel.body(.cell, parameters: kind == "viewModel" ? HandlerParameters.viewModel : [])
                let body = try binder.bindBody(block, in: scope)
                if kind == "viewModel" { viewModel = body } else { prepare = body }
            } else if CellTypeCommand.subviewKinds.contains(kind), let made = ObjectKind.made(by: kind) {
                // Bound at the top level: a cell is built wherever a table dequeues one.
                let outer = binder.scope
                binder.scope = .topLevel
                defer { binder.scope = outer }
                let subview = try GrammarMatcher.match(node, [CommandTable.cellSubview(kind)], binder: binder)
                subviews.append((try subview.token(.name), ViewDescription(kind: made, subview), subview.wordIfPresent(.cellParent) == "cell"))
            } else {
                throw ScriptError(Diagnostic(.error, node.location, "a cell type holds subviews, prepareForReuse and viewModel, not '\(kind)'",
                                             hint: "subviews: " + CellTypeCommand.subviewKinds.sorted().joined(separator: ", ")))
            }
        }
        self.subviews = subviews
        prepareForReuse = prepare
        viewModelDidSet = viewModel
    }

    func run(in session: Session) throws {
        guard session.state.cellTypes[name.text] == nil else { throw session.error(name, "cell type '\(name.text)' is already declared") }
        let subviews = self.subviews
        // A cell type named after a class the script declared (a Swift `UITableViewCell`
        // subclass, as a storyboard prototype names its custom class): its cells get the
        // class's methods, and its `prepareForReuse` override runs on reuse.
        let swiftClass = session.state.classes[name.text]
        var type = CellType(name: name.text, usesContentView: usesContentView, build: { [unowned session] cell in
            for (name, view, onCell) in subviews {
                try session.buildView(view, name: name, fullName: cell.name + "." + name.text, in: onCell ? cell : cell.contentView)
            }
            if let swiftClass { for method in swiftClass.methods { cell.define(method) } }
        }, prepareForReuse: prepareForReuse.map { session.handler($0) }
            ?? swiftClass?.methods.first { session.world.name(of: $0.selector) == "prepareForReuse" }?.body)
        type.viewModelDidSet = viewModelDidSet.map { session.handler($0) }
            ?? swiftClass?.methods.first { session.world.name(of: $0.selector) == "didSetViewModel" }?.body
        session.state.cellTypes[name.text] = type
    }
}

extension CommandTable {
    /// `celltype`: its grammar, help and availability.
    static let celltypeSpec = CommandSpec(name: "celltype", forms: [
                    form(.argument(Placeholder(key: .name, kind: .typeName(noun: "cell type name"), label: "NAME", what: "a cell type name")),
                         .optional(.keyword("contentView"), .argument(.choice(.contentView, "true or false",
                                                                              Choice(words: ["true", "false"], unknown: "contentView takes true or false")))),
                         .block(.init(label: "SUBVIEWS [prepareForReuse { BODY }] [viewModel { BODY }]",
                                      missing: "missing the cell type's subviews { … }",
                                      hint: "{source} { label nameLabel frame 15 0 200 44 }")))],
                command: CellTypeCommand.self,
                summary: "Declare a reusable cell type: its subviews (label, button, switch… with state.frames and properties, named inside the cell) and what prepareForReuse does. Subviews go in a content view unless `contentView false`; one written `in cell` is added to the cell itself (cell.addSubview), behind the content view, which covers it (iOS 14 and later).", examples: ["celltype ItemCell {\n    label titleLabel frame 15 0 200 44\n    button buyButton frame 280 7 80 30 title \"Buy\"\n}"], topic: .scene).available(.notInAppKit)
}

/// `register CELLTYPE for TABLE [id IDENTIFIER]`
struct RegisterCommand: MatchedCommand {
    let type: Token
    let table: ObjectReference
    let identifier: String?

    init(_ match: inout Match, binder: inout Binder) throws {
        type = try match.token(.cellType)
        let cellTypes = binder.session.state.cellTypes
        guard cellTypes[type.text] != nil else {
            throw match.node.error(type, "no cell type named '\(type.text)'",
                                   hint: Suggestions.hint(for: type.text, in: cellTypes.keys.sorted()) ?? "declare it first: celltype \(type.text) { … }")
        }
        table = try match.object(.table)
        identifier = match.wordIfPresent(.identifier)
    }

    func run(in session: Session) throws {
        let table = try self.table.resolve(TableView.self, in: session)
        let type = session.state.cellTypes[self.type.text]!
        if let replaced = session.simulator.cells.register(type, identifier: identifier, on: table) {
            session.diagnose(session.withSourceLine(Diagnostic(.warning, self.type.location,
                "\(table.name) now dequeues \(type.name) cells for '\(identifier ?? "")'; \(replaced) is no longer used",
                hint: "a second cell type takes its own identifier (register \(replaced) for \(table.name) id OTHER), and the data source chooses with `dequeue ID`")))
        }
    }
}

extension CommandTable {
    /// `register`: its grammar, help and availability.
    static let registerSpec = CommandSpec(name: "register", forms: [
                    form(.argument(.word(.cellType, "CELLTYPE", "a cell type", .cellTypes)), .keyword("for"), table,
                         .optional(.keyword("id"), .argument(.word(.identifier, "IDENTIFIER", "a reuse identifier"))))],
                command: RegisterCommand.self,
                summary: "register(_:forCellReuseIdentifier:). Cells with an identifier are pooled when they scroll away and reused (oldest first, after prepareForReuse); without one they are discarded.", examples: ["register ItemCell for list id item"], topic: .scene).available(.notInAppKit)
}

/// `reloadData TABLE`
struct ReloadDataCommand: MatchedCommand {
    let table: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        table = try match.object(.table)
    }

    func run(in session: Session) throws {
        let table = try self.table.resolve(TableView.self, in: session)
        try session.cells(self.table.token) { try session.simulator.cells.reloadData(table) }
    }
}

extension CommandTable {
    /// `reloadData`: its grammar, help and availability.
    static let reloadDataSpec = CommandSpec(name: "reloadData", forms: [form(table)],
                command: ReloadDataCommand.self,
                summary: "Ask the data source for the row count and (re)configure every visible row.", examples: ["reloadData list"], topic: .events, echoes: true)
}

/// `scroll TABLE to row N [steps K]` or `scroll TABLE by DY`
struct ScrollCommand: MatchedCommand {
    enum Motion {
        case toRow(Int, Token, steps: Int)
        case by(Double)
    }
    let table: ObjectReference
    let motion: Motion

    init(_ match: inout Match, binder: inout Binder) throws {
        table = try match.object(.table)
        if let dy = match.numberIfPresent(.dy) {
            motion = .by(dy)
        } else {
            motion = .toRow(try match.integer(.row), try match.token(.row),
                            steps: try match.steps(in: 1...10_000_000, written: "1 and 10,000,000", default: 1))
        }
    }

    func run(in session: Session) throws {
        let table = try self.table.resolve(TableView.self, in: session)
        let cells = session.simulator.cells
        switch motion {
        case .by(let dy):
            try session.cells(self.table.token) { try cells.scroll(table, toOffset: table.contentOffset + dy) }
        case .toRow(let row, let rowToken, let steps):
            guard (0..<table.numberOfRows).contains(row) else {
                throw session.error(rowToken, CellError.rowOutOfRange(table: table.name, row: row, count: table.numberOfRows).description,
                                    hint: table.numberOfRows == 0 ? "reloadData \(table.name) asks the data source for the rows" : "rows are numbered 0…\(table.numberOfRows - 1)")
            }
            let start = table.contentOffset
            let target = table.top(ofRow: row)
            try session.cells(self.table.token) {
                for step in 1...steps {
                    try cells.scroll(table, toOffset: start + (target - start) * Double(step) / Double(steps))
                }
            }
        }
    }
}

extension CommandTable {
    /// `scroll`: its grammar, help and availability.
    static let scrollSpec = CommandSpec(name: "scroll", forms: [
                    form(table, .keyword("to"), .keyword("row"), .argument(.integer(.row, "N", "a row")),
                         .optional(.keyword("steps"), .argument(.integer(.steps, "K", "the number of steps")))),
                    form(table, .keyword("by"), .argument(.number(.dy, "DY", "the distance in points")))],
                command: ScrollCommand.self,
                summary: "Scroll a table view (in K steps): cells of rows that leave the screen go to the reuse pool, rows that come in get a dequeued cell.", examples: ["scroll list to row 12", "scroll list to row 999999 steps 100000", "scroll list by -88"], topic: .events, echoes: true)
}

/// `insertRows TABLE at N [count K]`, `deleteRows TABLE at N [count K]`, `moveRow TABLE from A to B`:
/// change the data first (the data source's count), then tell the table.
struct UpdateRowsCommand: Command {
    enum Update {
        case insert(at: Int, Token, count: Int)
        case delete(at: Int, Token, count: Int, countToken: Token?)
        case move(from: Int, Token, to: Int, Token)
    }
    let table: ObjectReference
    let update: Update
    let node: CommandNode

    /// Which of the three commands it is.
    enum Kind { case insert, delete, move }

    init(_ match: inout Match, binder: inout Binder, kind: Kind) throws {
        table = try match.object(.table)
        node = match.node
        if case .integer(let n, let token)? = match.first(.rowCount), !(1...TableView.maxRows).contains(n) {
            throw node.error(token, "count must be from 1 to \(groupedDigits(Int64(TableView.maxRows)))", hint: "a table has at most \(groupedDigits(Int64(TableView.maxRows))) rows")
        }
        let count = match.integerIfPresent(.rowCount) ?? 1
        switch kind {
        case .move: update = .move(from: try match.integer(.from), try match.token(.from), to: try match.integer(.to), try match.token(.to))
        case .insert: update = .insert(at: try match.integer(.row), try match.token(.row), count: count)
        case .delete: update = .delete(at: try match.integer(.row), try match.token(.row), count: count, countToken: match.tokenIfPresent(.rowCount))
        }
    }

    func run(in session: Session) throws {
        let table = try self.table.resolve(TableView.self, in: session)
        func row(_ n: Int, _ token: Token, allowEnd: Bool = false) throws -> Int {
            let limit = table.numberOfRows + (allowEnd ? 1 : 0)
            guard n >= 0 && n < limit else {
                throw node.error(token, CellError.rowOutOfRange(table: table.name, row: n, count: table.numberOfRows).description,
                                 hint: "rows are numbered 0…\(max(table.numberOfRows - 1, 0))" + (allowEnd ? "; insert at \(table.numberOfRows) to append" : ""))
            }
            return n
        }
        let rowUpdate: RowUpdate
        switch update {
        case .move(let from, let fromToken, let to, let toToken):
            rowUpdate = .move(from: try row(from, fromToken), to: try row(to, toToken))
        case .insert(let at, let token, let count):
            rowUpdate = .insert(at: try row(at, token, allowEnd: true), count: count)
        case .delete(let at, let token, let count, let countToken):
            _ = try row(at, token)
            if let countToken, at + count > table.numberOfRows {
                throw node.error(countToken, "'\(table.name)' has only \(table.numberOfRows - at) rows from row \(at)")
            }
            rowUpdate = .delete(at: at, count: count)
        }
        do {
            try session.cells(self.table.token) { try session.simulator.cells.updateRows(table, rowUpdate) }
        } catch let e as InvalidRowUpdate {
            throw ScriptError(Diagnostic(.error, self.table.token.location, e.description,
                                         hint: "change the data (the count numberOfRows returns) before telling the table, as UIKit requires"))
        }
    }
}

extension CommandTable {
    /// `insertRows`: its grammar, help and availability.
    static let insertRowsSpec = CommandSpec(name: "insertRows", forms: [rowRange],
                make: { try UpdateRowsCommand(&$0, binder: &$1, kind: .insert) },
                summary: "insertRows(at:): after the data changed, tell the table K rows were inserted at row N. Visible cells move with their rows (not reconfigured); the data source's new count must add up, or UIKit raises an exception (here, an error).", examples: ["set count = count + 1\ninsertRows list at 0"], topic: .events, echoes: true)
}

extension CommandTable {
    /// `deleteRows`: its grammar, help and availability.
    static let deleteRowsSpec = CommandSpec(name: "deleteRows", forms: [rowRange],
                make: { try UpdateRowsCommand(&$0, binder: &$1, kind: .delete) },
                summary: "deleteRows(at:): the rows' cells go back to the pool, the rows below move up; the count must add up.", examples: ["set count = count - 1\ndeleteRows list at 3"], topic: .events, echoes: true)
}

extension CommandTable {
    /// `moveRow`: its grammar, help and availability.
    static let moveRowSpec = CommandSpec(name: "moveRow", forms: [
                    form(table, .keyword("from"), .argument(.integer(.from, "A", "the row to move")),
                         .keyword("to"), .argument(.integer(.to, "B", "where it goes")))],
                make: { try UpdateRowsCommand(&$0, binder: &$1, kind: .move) },
                summary: "moveRow(at:to:): the row's cell moves with it; the rows between shift by one.", examples: ["moveRow list from 0 to 3"], topic: .events, echoes: true)
}

/// `dequeue IDENTIFIER`: in tableView:cellForRowAtIndexPath: of a table with several cell types,
/// dequeueReusableCell(withIdentifier:for:) — the row's cell, of that identifier's type, which
/// `cell` names for the rest of the body.
///
/// IDENTIFIER is the identifier itself, or a name whose value is one: the data source usually
/// reads the row's kind from its model (`let kind = kinds[row]` then `dequeue kind`).
struct DequeueCommand: MatchedCommand {
    let identifier: Token
    /// The name IDENTIFIER stands for, when it is one (a local, a variable, a capture…).
    let reference: NameReference?

    init(_ match: inout Match, binder: inout Binder) throws {
        guard binder.scope.isHandler, binder.scope.parameters.contains("cell") else {
            throw match.node.error(match.node.name, "'dequeue' outside tableView:cellForRowAtIndexPath:",
                                   hint: "the data source dequeues the row's cell: method vc tableView:cellForRowAtIndexPath: { dequeue item … }")
        }
        identifier = try match.token(.identifier)
        reference = try binder.resolve(identifier.text, at: identifier)
    }

    func run(in session: Session) throws {
        var id = identifier.text
        if let reference, let value = try session.value(of: reference, at: identifier) {
            guard case .string(let text) = value else {
                throw session.error(identifier, "'\(identifier.text)' is \(value.typeName) \(value.rendered(in: session.world)), not a reuse identifier",
                                    hint: "a reuse identifier is text, e.g. let kind = \"item\"")
            }
            id = text
        }
        try session.cells(identifier) {
            let cell = try session.simulator.cells.dequeueForDataSource(identifier: id)
            session.state.frames.setParameter("cell", .object(cell.id))
        }
    }
}

extension CommandTable {
    /// `dequeue`: its grammar, help and availability.
    static let dequeueSpec = CommandSpec(name: "dequeue", forms: [form(.argument(.word(.identifier, "IDENTIFIER", "a reuse identifier")))],
                command: DequeueCommand.self,
                summary: "In tableView:cellForRowAtIndexPath: of a table with several registered cell types, dequeueReusableCell(withIdentifier:for:): the row's cell, of that type, which `cell` then names. With one type the data source is given `cell` ready.", examples: ["method vc tableView:cellForRowAtIndexPath: {\n    dequeue header\n    set cell.titleLabel.text = \"Section\"\n}"], topic: .scene).available(.notInAppKit)
}

extension Session {
    /// Runs a table step, turning its errors into diagnostics at `token`.
    func cells(_ token: Token, _ body: () throws -> Void) throws {
        do { try body() } catch let e as CellError {
            let hint: String
            switch e {
            case .unregistered(let table): hint = "register a cell type first: register TYPE for \(table) id ID"
            case .badRowCount: hint = "tableView:numberOfRowsInSection: must return a whole number from 0 to \(groupedDigits(Int64(TableView.maxRows)))"
            case .rowOutOfRange: hint = "rows are numbered from 0"
            case .severalSections: hint = "change the data and reloadData instead"
            case .notAskedForACell: hint = "with one cell type the data source is given `cell`; dequeue chooses among several"
            case .unknownIdentifier: hint = "register a cell type for it: register TYPE for TABLE id ID"
            case .noCellReturned: hint = "start tableView:cellForRowAtIndexPath: with `dequeue ID` (for each row, whichever type it needs)"
            }
            var message = e.description
            if case .badRowCount(let table, let answer) = e {  // named as the trace names values
                message = CellError.badRowCount(table: table, answer: answer?.rendered(in: world) ?? "nothing")
            }
            throw ScriptError(Diagnostic(.error, token.location, message, hint: hint))
        }
    }

    /// `set CELL.viewModel = OBJECT`: stores it and runs the cell type's `viewModel { … }` body
    /// (the seed's `var viewModel { didSet { … } }`), with `self` the cell.
    func assignViewModel(_ cell: TableViewCell, _ value: Expression, at token: Token) throws {
        let v = try evaluate(value)
        guard case .object(let id) = v else {
            throw ScriptError(Diagnostic(.error, token.location, "a view model is an object, not \(v.typeName) \(v.rendered(in: world))",
                                         hint: "object product name \"Lamp\" price 19.99"))
        }
        cell.viewModel = id
        guard let didSet = state.cellTypes[cell.typeName]?.viewModelDidSet else { return }
        var context = ActionContext(simulator: simulator, receiver: cell, sender: nil, touch: 0, closure: nil)
        context.parameters = [("viewModel", .object(id))]
        try didSet(context)
    }

    /// A closure attached while the data source configures a cell remembers that cell's row; so
    /// does one attached to a control in a cell from anywhere else (the row the cell shows now),
    /// so that running it after the cell was reused for another row is flagged STALE too.
    func markConfiguring(_ closure: ClosureHandler, on control: View? = nil) {
        if let context = state.frames.context, case .object(let id)? = context.parameter("cell"),
           case .number(let row)? = context.parameter("row") ?? context.parameter("item"),
           let cell = world.object(id) as? TableViewCell {
            closure.configuredFor = (cell.id, Int(row), cell.generation)
            return
        }
        simulator.cells.noteAttached(closure, to: control)
    }
}
