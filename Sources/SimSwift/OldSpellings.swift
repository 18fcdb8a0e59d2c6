/// The Swift 2 and 3 spellings the tutorial seeds use, accepted under their modern names with one
/// warning each (the seeds are older than Swift 4; their code should still run as published).
enum OldSpellings {
    /// Argument labels renamed by Swift 3's API guidelines.
    static let labels: [String: String] = [
        "forControlEvents": "for",
    ]

    /// `UIControlEvents.TouchUpInside` became `UIControl.Event.touchUpInside`: the old members
    /// start with a capital.
    static func controlEvent(_ name: String) -> (modern: String, wasOld: Bool) {
        guard let first = name.first, first.isUppercase else { return (name, false) }
        return (first.lowercased() + name.dropFirst(), true)
    }

    /// Methods renamed in Swift 3 (`numberOfSectionsInTableView(_:)` is
    /// `numberOfSections(in:)`), by their Swift 2 names.
    static let methods: [String: String] = [
        "numberOfSectionsInTableView(_:)": "numberOfSections(in:)",
        "dequeueReusableCellWithIdentifier(_:forIndexPath:)": "dequeueReusableCell(withIdentifier:for:)",
        "indexPathForCell(_:)": "indexPath(for:)",
    ]

    /// Types renamed or bridged: `NSIndexPath` is `IndexPath` in Swift 3.
    static let types: [String: String] = ["NSIndexPath": "IndexPath"]
}
