import SimCore
import SwiftInterpreter

/// Tables and responders as Swift calls them: the data source methods a UITableViewController
/// subclass overrides, dequeueing through the engine's cell reuse (so prepareForReuse, pools and
/// STALE closures follow UIKit's rules), `IndexPath`, the responder methods UIKit sends up the
/// chain (`copy(_:)`), and gesture recognizers' targets.
extension UIKitNatives {
    func registerTables() {
        let indexPath = library.hostValueType("IndexPath", module: "Foundation", conformsTo: ["Equatable", "Hashable"])
        library.function(indexPath, "init(row: Int, section: Int)") { args, _ in
            .native(IndexPathValue(indexPath, row: args[0].intValue, section: args[1].intValue))
        }
        library.function(indexPath, "init(item: Int, section: Int)") { args, _ in
            .native(IndexPathValue(indexPath, row: args[0].intValue, section: args[1].intValue))
        }
        for name in ["row", "item"] {
            library.property(indexPath, "var \(name): Int") { v, _ in .int((v.native as? IndexPathValue)?.row ?? 0) }
        }
        library.property(indexPath, "var section: Int") { v, _ in .int((v.native as? IndexPathValue)?.section ?? 0) }

        let tableController = type("UITableViewController")
        library.property(tableController, "var tableView: UITableView!") { [unowned screen] v, ctx throws(Interrupt) in
            let me = try object(v, ViewController.self, ctx)
            return screen.world.object(named: me.name + ".tableView").map { .optional(.object(screen.instance(for: $0))) } ?? .nilValue
        }
        // The data source and delegate methods a subclass overrides; UIKit's own answer no rows.
        library.method(tableController, "func numberOfSections(in tableView: UITableView) -> Int") { _, _, _ in .int(1) }
        library.method(tableController, "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") { _, _, _ in .int(0) }
        library.method(tableController, "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") { [unowned screen] _, _, ctx throws(Interrupt) in
            try screen.make("UITableViewCell", ctx)
        }
        library.method(tableController, "func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)") { _, _, _ in .void }
        library.method(tableController, "func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)") { _, _, _ in .void }

        let table = type("UITableView")
        library.method(table, "func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell") { [unowned screen] v, args, ctx throws(Interrupt) in
            try screen.dequeue(try object(v, TableView.self, ctx), identifier: args[0].text, ctx)
        }
        library.method(table, "func reloadData()") { [unowned screen] v, _, ctx throws(Interrupt) in
            let t = try object(v, TableView.self, ctx)
            do { try screen.simulator.cells.reloadData(t) } catch { throw screen.interrupt(error, at: ctx.loc) }
            return .void
        }
        library.method(table, "func indexPath(for cell: UITableViewCell) -> IndexPath?") { [unowned screen] v, args, ctx throws(Interrupt) in
            let t = try object(v, TableView.self, ctx), cell = try object(args[0], TableViewCell.self, ctx)
            guard cell.superview === t, let row = cell.row else { return .nilValue }
            let path = t.indexPath(row)
            return .optional(screen.uikit.indexPath(row: .number(Double(path.row)), section: .number(Double(path.section))))
        }
        let cell = type("UITableViewCell")
        library.method(cell, "func prepareForReuse()") { _, _, _ in .void }
    }

    func registerResponders() {
        let responder = type("UIResponder")
        // The standard edit actions UIKit sends up the responder chain (UIResponderStandardEditActions).
        for name in ["copy", "cut", "paste", "selectAll", "delete"] {
            library.method(responder, "func \(name)(_ sender: Any?)") { _, _, _ in .void }
        }
        library.method(responder, "func becomeFirstResponder() -> Bool") { [unowned screen] v, _, ctx throws(Interrupt) in
            let r = try object(v, Responder.self, ctx)
            do { return .bool(try screen.simulator.responders.becomeFirstResponder(r)) } catch { throw screen.interrupt(error, at: ctx.loc) }
        }
        library.method(responder, "func resignFirstResponder() -> Bool") { [unowned screen] v, _, ctx throws(Interrupt) in
            let r = try object(v, Responder.self, ctx)
            do { return .bool(try screen.simulator.responders.resignFirstResponder(r)) } catch { throw screen.interrupt(error, at: ctx.loc) }
        }
    }

    func registerGestures() {
        let recognizer = type("UIGestureRecognizer")
        library.method(recognizer, "func addTarget(_ target: Any, action: Selector)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let r = try object(v, GestureRecognizer.self, ctx)
            guard let target = screen.simObject(args[0]) else { throw ctx.unsupported("a gesture recognizer's target cannot be nil") }
            screen.simulator.gestures.addTarget(target, action: try screen.selector(args[1], ctx), to: r)
            return .void
        }
        library.method(recognizer, "func require(toFail otherGestureRecognizer: UIGestureRecognizer)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let r = try object(v, GestureRecognizer.self, ctx), other = try object(args[0], GestureRecognizer.self, ctx)
            if !r.requiresFailureOf.contains(where: { $0 === other }) { r.requiresFailureOf.append(other) }
            _ = screen
            return .void
        }
        library.property(recognizer, "var view: UIView?") { [unowned screen] v, ctx throws(Interrupt) in
            let r = try object(v, GestureRecognizer.self, ctx)
            return .optional(.object(screen.instance(for: r.view)))
        }
    }
}

/// An `IndexPath`: a row (or item) in a section.
final class IndexPathValue: NativeObject, CustomStringConvertible {
    let row: Int
    let section: Int
    init(_ type: TypeDecl, row: Int, section: Int) { self.row = row; self.section = section; super.init(typeDecl: type) }
    var description: String { "[\(section), \(row)]" }
}

extension UIKitClasses {
    /// The IndexPath a delegate call names by its row (or item) and section parameters.
    func indexPath(row: SimCore.Value?, section: SimCore.Value?) -> SwiftInterpreter.Value {
        func int(_ v: SimCore.Value?) -> Int { if case .number(let n)? = v { return Int(n) } else { return 0 } }
        return .native(IndexPathValue(indexPathType!, row: int(row), section: int(section)))
    }
}

extension SwiftInterpreter.Value {
    var intValue: Int {
        switch self {
        case .int(let i): return i
        case .double(let d): return Int(d)
        case .optional(let inner?): return inner.intValue
        default: return 0
        }
    }
}
