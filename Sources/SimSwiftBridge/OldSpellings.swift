import SimCore
import SimScript
import SwiftInterpreter

/// Swift 2's spellings of UIKit, which the tutorial seeds were written in (`forControlEvents:`,
/// `.TouchUpInside`, `NSIndexPath`, `numberOfSectionsInTableView(_:)`). Swift 6 refuses them;
/// simrepl runs such a file as published, reading it as Swift 2 did, with one warning per old
/// name naming the new one — so the seeds keep running and say what today's Swift calls things.
enum OldSpellings {
    /// Words only Swift 2's UIKit has: a file that uses one is read with Swift 2's label rule.
    static let markers = ["forControlEvents:", "NSIndexPath", "numberOfSectionsInTableView", "dequeueReusableCellWithIdentifier",
                          "indexPathForCell", "UIControlEvents"]

    /// The first marker in `text`, if the file is Swift 2's.
    static func marker(in text: String) -> String? { markers.first { text.contains($0) } }
}

extension UIKitNatives {
    /// UIKit's Swift 2 names, each deprecated with its new name (the compiler's warning).
    func registerOldSpellings() {
        let control = type("UIControl")
        library.deprecated(control, "func addTarget(_ target: Any?, action: Selector, forControlEvents controlEvents: UIControl.Event)",
                           renamed: "addTarget(_:action:for:)") { v, args, ctx throws(Interrupt) in
            try ctx.callMethod("addTarget(_:action:for:)", on: v, args)
        }
        library.deprecated(control, "func removeTarget(_ target: Any?, action: Selector?, forControlEvents controlEvents: UIControl.Event)",
                           renamed: "removeTarget(_:action:for:)") { v, args, ctx throws(Interrupt) in
            try ctx.callMethod("removeTarget(_:action:for:)", on: v, args)
        }
        if let indexPath = library.type(named: "IndexPath") { library.addTypeAlias("NSIndexPath", for: indexPath) }
        let table = type("UITableView")
        library.deprecated(table, "func dequeueReusableCellWithIdentifier(_ identifier: String, forIndexPath indexPath: IndexPath) -> UITableViewCell",
                           renamed: "dequeueReusableCell(withIdentifier:for:)") { v, args, ctx throws(Interrupt) in
            try ctx.callMethod("dequeueReusableCell(withIdentifier:for:)", on: v, args)
        }
        library.deprecated(table, "func indexPathForCell(_ cell: UITableViewCell) -> IndexPath?", renamed: "indexPath(for:)") { v, args, ctx throws(Interrupt) in
            try ctx.callMethod("indexPath(for:)", on: v, args)
        }
        // The data source methods under their Swift 2 names: a Swift 2 subclass overrides these.
        let tableController = type("UITableViewController")
        library.method(tableController, "func numberOfSectionsInTableView(_ tableView: UITableView) -> Int") { _, _, _ in .int(1) }
        library.method(tableController, "func tableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath) -> UITableViewCell") { [unowned screen] _, _, ctx throws(Interrupt) in
            try screen.make("UITableViewCell", ctx)
        }
        library.method(tableController, "func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath)") { _, _, _ in .void }
    }
}
