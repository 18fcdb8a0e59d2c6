/// The UIKit methods a Swift class overrides or implements that UIKit sends by an Objective-C
/// selector Swift renamed (`tableView(_:cellForRowAt:)` is `tableView:cellForRowAtIndexPath:`):
/// both Swift front ends read it, so a method is sent by the same selector either way.
public enum UIKitSelectors {
    public static let renamed: [String: String] = [
        "tableView(_:numberOfRowsInSection:)": "tableView:numberOfRowsInSection:",
        "tableView(_:cellForRowAt:)": "tableView:cellForRowAtIndexPath:",
        "numberOfSections(in:)": "numberOfSectionsInTableView:",
        "tableView(_:didSelectRowAt:)": "tableView:didSelectRowAtIndexPath:",
        "tableView(_:didDeselectRowAt:)": "tableView:didDeselectRowAtIndexPath:",
        "tableView(_:willSelectRowAt:)": "tableView:willSelectRowAtIndexPath:",
        "tableView(_:titleForHeaderInSection:)": "tableView:titleForHeaderInSection:",
        "tableView(_:willDeselectRowAt:)": "tableView:willDeselectRowAtIndexPath:",
        "tableView(_:contextMenuConfigurationForRowAt:point:)": "tableView:contextMenuConfigurationForRowAtIndexPath:point:",
        "collectionView(_:cellForItemAt:)": "collectionView:cellForItemAtIndexPath:",
        "collectionView(_:didSelectItemAt:)": "collectionView:didSelectItemAtIndexPath:",
        "collectionView(_:didDeselectItemAt:)": "collectionView:didDeselectItemAtIndexPath:",
        "collectionView(_:shouldSelectItemAt:)": "collectionView:shouldSelectItemAtIndexPath:",
        "collectionView(_:shouldDeselectItemAt:)": "collectionView:shouldDeselectItemAtIndexPath:",
        "collectionView(_:contextMenuConfigurationForItemAt:point:)": "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        "tabBarController(_:shouldSelect:)": "tabBarController:shouldSelectViewController:",
        "tabBarController(_:didSelect:)": "tabBarController:didSelectViewController:",
        "textField(_:shouldChangeCharactersIn:replacementString:)": "textField:shouldChangeCharactersInRange:replacementString:",
        "gestureRecognizer(_:shouldReceive:)": "gestureRecognizer:shouldReceiveTouch:",
        "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)": "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:",
        "gestureRecognizer(_:shouldRequireFailureOf:)": "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:",
        "gestureRecognizer(_:shouldBeRequiredToFailBy:)": "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:",
        "alertView(_:clickedButtonAt:)": "alertView:clickedButtonAtIndex:",
        // A responder's touch methods: the simulator calls them by these names (`method V touchesBegan`).
        "touchesBegan(_:with:)": "touchesBegan",
        "touchesMoved(_:with:)": "touchesMoved",
        "touchesEnded(_:with:)": "touchesEnded",
        "touchesCancelled(_:with:)": "touchesCancelled",
    ]

    /// The selector UIKit sends for a Swift method named `fullName` (`didTapSave(_:)`): UIKit's
    /// own name for its methods, else Swift's rule for an `@objc` method — `tap()` is `tap`,
    /// `tap(_:)` `tap:`, `tap(_:with:)` `tap:with:`, and a first label joins the base name,
    /// after "With" unless it is a preposition (`tap(sender:)` is `tapWithSender:`,
    /// `requested(from:)` is `requestedFrom:`).
    /// The labels Swift joins to a selector without "With" (the compiler's list of English
    /// prepositions, the common ones).
    static let prepositions: Set<String> = ["with", "for", "from", "in", "at", "to", "by", "on", "of", "into", "onto", "after",
                                            "before", "about", "above", "below", "under", "over", "through", "via", "since",
                                            "until", "within", "without", "as", "during", "against", "upon", "toward", "towards"]

    public static func objcName(of fullName: String) -> String {
        if let renamed = renamed[fullName] { return renamed }
        guard let open = fullName.firstIndex(of: "(") else { return fullName }
        let labels = fullName[fullName.index(after: open)...].dropLast().split(separator: ":").map { $0 == "_" ? nil : String($0) }
        var name = String(fullName[..<open])
        guard let first = labels.first else { return name }
        if let first { name += (prepositions.contains(first) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst() }
        name += ":"
        for label in labels.dropFirst() { name += (label ?? "") + ":" }
        return name
    }
}
