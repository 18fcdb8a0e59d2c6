import SimCore

/// The names the engine passes to a handler besides `self`, `sender` and `event` — in scope in
/// the handler's body, so a body that uses one is bound when it is defined.
///
/// The rule: a delegate method, or the block that stands in for it, gets the parameters of that
/// delegate call (`tableView:cellForRowAtIndexPath:` and `cellForRowHandler` get `cell`, `row`
/// and `section`); every method may get `userInfo`, because any method can be a timer's target;
/// a timer's block gets `userInfo`, an alert action's handler `title`, a cell type's `viewModel`
/// body `viewModel`. The lists follow the engine's calls of `callDelegate` and `run(closure…)`.
package enum HandlerParameters {
    private static let bySelector: [String: [String]] = [
        "tableView:numberOfRowsInSection:": ["section"],
        "tableView:titleForHeaderInSection:": ["section"],
        "tableView:titleForFooterInSection:": ["section"],
        "tableView:viewForHeaderInSection:": ["section"],
        "tableView:contextMenuConfigurationForRowAtIndexPath:point:": ["cell", "row", "section"],
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:": ["cell", "item", "section"],
        "tabBarController:shouldSelectViewController:": ["viewController"],
        "tabBarController:didSelectViewController:": ["viewController"],
        "tableView:viewForFooterInSection:": ["section"],
        "collectionView:numberOfItemsInSection:": ["section"],
        "tableView:cellForRowAtIndexPath:": ["cell", "row", "section"],
        "collectionView:cellForItemAtIndexPath:": ["cell", "item", "section"],
        "tableView:didSelectRowAtIndexPath:": ["row", "section"],
        "tableView:willSelectRowAtIndexPath:": ["row", "section"],
        "tableView:willDeselectRowAtIndexPath:": ["row", "section"],
        "tableView:didDeselectRowAtIndexPath:": ["row", "section"],
        "collectionView:didSelectItemAtIndexPath:": ["item", "section"],
        "collectionView:shouldSelectItemAtIndexPath:": ["item", "section"],
        "collectionView:shouldDeselectItemAtIndexPath:": ["item", "section"],
        "collectionView:didDeselectItemAtIndexPath:": ["item", "section"],
        "textField:shouldChangeCharactersInRange:replacementString:": ["range", "string", "newText"],
        "gestureRecognizer:shouldReceiveTouch:": ["touch", "view"],
        "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:": ["other"],
        "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:": ["other"],
        "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:": ["other"],
        "alertView:clickedButtonAtIndex:": ["buttonIndex"],
        "alertView:willDismissWithButtonIndex:": ["buttonIndex"],
        "alertView:didDismissWithButtonIndex:": ["buttonIndex"],
        // UIResponder's override point for the nil-target walk (`sender` is in every scope).
        "canPerformAction:withSender:": ["action"],
        // UIScrollView's override point when a drag turns into a scroll.
        "touchesShouldCancel:": ["view"],
        "touchesShouldBegin:": ["view"],
        // A view's own override gets the recognizer as `gestureRecognizer` (and `sender`, as a
        // recognizer's delegate does).
        "gestureRecognizerShouldBegin:": ["gestureRecognizer"],
        // UIView's hit-testing override points: the point in the view's coordinates (read as
        // Swift spells it, `point.x`), and `super`, UIKit's own answer, computed when read.
        "pointInside:withEvent:": ["point.x", "point.y", "super"],
        "hitTest:withEvent:": ["point.x", "point.y", "super"],
    ]

    /// The parameters the engine passes when it calls `selector` as a delegate method (nil: it
    /// calls no method of that name as a delegate's) — for the Swift front end, which binds a
    /// delegate method's own parameter names to them.
    package static func delegateCall(_ selector: String) -> [String]? { bySelector[selector] }

    /// A method's: its delegate call's parameters, and `userInfo`.
    static func method(_ selector: String) -> [String] {
        (bySelector[selector] ?? []) + ["userInfo"]
    }

    /// A block handler's (`handler list cellForRowHandler { … }`): those of the delegate method it
    /// stands in for.
    static func block(_ name: String) -> [String] {
        let selector = TextField.delegateMethod(block: name)?.selector
            ?? GestureRecognizer.delegateMethod(block: name)?.selector
            ?? TableView.delegateMethod(block: name)?.selector
        return selector.flatMap { bySelector[$0] } ?? []
    }

    static let timerBlock = ["userInfo"]
    static let alertAction = ["title"]
    static let viewModel = ["viewModel"]

    /// Why a handler may run without a parameter its kind can get.
    static func whoPasses(_ name: String) -> String {
        switch name {
        case "userInfo": return "a timer passes userInfo to its target's method; other senders do not"
        default: return "the engine passes '\(name)' when it calls this method as a delegate, not when it is sent as an action"
        }
    }
}
