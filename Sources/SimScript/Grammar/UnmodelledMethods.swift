/// Methods UIKit would call on its own that the simulator does not: defining one is legal (a
/// method runs when it is sent), but a person who writes `pointInside:withEvent:` expects it to
/// take part in hit-testing — so `method` and `class` warn, naming what UIKit would do with it.
/// One list, kept here; an entry goes when its behaviour is modelled (Step 14 took hit-testing
/// overrides and the table selection lifecycle; context menus remain). A controller's lifecycle
/// (`viewDidLoad`…) is not listed: scripts define it to send it themselves, as a test would call it.
enum UnmodelledMethods {
    /// Selector → when UIKit would call it.
    static let notCalled: [String: String] = [
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:": "on a long press on items, to show a context menu",
        "contextMenuInteraction:configurationForMenuAtLocation:": "on a long press on the interaction's view, to build its menu (simrepl shows the view's `menuItem`s: `contextMenu VIEW`)",
        "tableView:shouldHighlightRowAtIndexPath:": "when a row is touched, before it highlights",
        "tableView:didHighlightRowAtIndexPath:": "when a row highlights under the finger",
        "tableView:heightForRowAtIndexPath:": "to lay out a row (simrepl uses rowHeight)",
        "scrollViewDidScroll:": "as a scroll view's content moves",
        "scrollViewWillBeginDragging:": "when a drag starts scrolling",
        "scrollViewDidEndDragging:willDecelerate:": "when a scrolling drag ends",
    ]

    /// Selector → the name simrepl calls instead (UIKit's Objective-C spelling of a method the
    /// simulator models under a shorter name).
    static let spelledAs: [String: String] = [
        "touchesBegan:withEvent:": "touchesBegan", "touchesBegan:": "touchesBegan",
        "touchesMoved:withEvent:": "touchesMoved", "touchesMoved:": "touchesMoved",
        "touchesEnded:withEvent:": "touchesEnded", "touchesEnded:": "touchesEnded",
        "touchesCancelled:withEvent:": "touchesCancelled", "touchesCancelled:": "touchesCancelled",
        "touchesShouldCancelInContentView:": "touchesShouldCancel:",
        "touchesShouldBegin:withEvent:inContentView:": "touchesShouldBegin:",
    ]
}

extension Session {
    /// Warns when `selector`, just defined on `owner` (an object's or a class's name), is one
    /// UIKit would call but the simulator does not, or spells one it does call another way.
    func warnIfUnmodelled(_ selector: Token, on owner: String) {
        let name = selector.text
        if let modelled = UnmodelledMethods.spelledAs[name] {
            diagnose(withSourceLine(Diagnostic(.warning, selector.location,
                "simrepl calls '\(modelled)', not '\(name)': this method will only run when it is sent",
                hint: "name it as simrepl calls it: method \(owner) \(modelled) { … }")))
        } else if let when = UnmodelledMethods.notCalled[name] {
            diagnose(withSourceLine(Diagnostic(.warning, selector.location,
                "'\(name)' is not modelled: UIKit would call it \(when); simrepl never does, so it runs only when it is sent",
                hint: "docs/uikit-rules.md lists what the simulator models; `sendAction \(name) to \(owner)` runs it by hand")))
        }
    }
}
