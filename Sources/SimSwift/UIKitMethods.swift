import SimCore
import SimScript

/// The UIKit methods a Swift class overrides or implements that UIKit calls by an Objective-C
/// selector Swift renamed, and their Swift 2 spellings.
enum UIKitMethods {
    /// Swift 3 and later names → the selector UIKit sends.
    static var selectors: [String: String] { UIKitSelectors.renamed }

    /// Swift 2 names (first parameter unlabelled, the Objective-C words kept) → Swift 3's.
    static let swift2Spellings: [String: String] = [
        "numberOfSectionsInTableView(_:)": "numberOfSections(in:)",
        "tableView(_:cellForRowAtIndexPath:)": "tableView(_:cellForRowAt:)",
        "tableView(_:didSelectRowAtIndexPath:)": "tableView(_:didSelectRowAt:)",
        "tableView(_:didDeselectRowAtIndexPath:)": "tableView(_:didDeselectRowAt:)",
        "tableView(_:willSelectRowAtIndexPath:)": "tableView(_:willSelectRowAt:)",
    ]
}

extension String {
    /// The text without spaces and line breaks, for comparing a small piece of code by shape.
    var replacingSpaces: String { filter { !$0.isWhitespace } }
}


/// UIKit's class tree among the classes simrepl models, for `is` and `as?`: each class's
/// subclasses.
enum UIKitHierarchy {
    static let controls = ["UIControl", "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UIPageControl", "UIRefreshControl"]
    static let subclasses: [String: [String]] = [
        "UIControl": Array(controls.dropFirst()),
        "UIScrollView": ["UITableView", "UICollectionView"],
        "UIView": controls + ["UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell", "UIWindow"],
        "UIViewController": ["UITableViewController", "UINavigationController", "UITabBarController"],
        "UIGestureRecognizer": ["UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
                                "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer"],
    ]

    /// Whether a Swift type (as the file declares it) is a gesture recognizer.
    static func isRecognizer(_ type: String?) -> Bool {
        guard let type else { return false }
        return type == "UIGestureRecognizer" || subclasses["UIGestureRecognizer"]!.contains(type)
    }
}

/// The members simrepl models on a UIKit class: its descriptor's properties (and their other
/// spellings), and what every object answers. nil for a class without a descriptor.
enum UIKitMembers {
    /// The class of a UIKit member that holds a view or controller simrepl models (`view` of a
    /// controller is a UIView), so what a handler reads or sets through it is checked at load
    /// as the compiler checks it, not found missing at the tap.
    static func type(of member: String, in uikitName: String) -> String? {
        switch (member, uikitName) {
        case ("view", "UIViewController"), ("view", "UITableViewController"): return "UIView"
        case ("tableView", "UITableViewController"): return "UITableView"
        case ("superview", _): return "UIView"
        case ("window", _): return "UIWindow"
        case ("contentView", "UITableViewCell"), ("contentView", "UICollectionViewCell"): return "UIView"
        default: return nil
        }
    }

    static func names(of uikitName: String) -> Set<String>? {
        let descriptorName = ["UITableViewController": "UIViewController"][uikitName] ?? uikitName
        guard let descriptor = ObjectKind.allCases.first(where: { $0.descriptor.uikitName == descriptorName })?.descriptor else { return nil }
        var names = Set(descriptor.properties.all.flatMap { [$0.name] + $0.aliases })
        names.formUnion(["className", "superview", "subviews", "window", "next"])
        if descriptorName == "UIViewController" { names.insert("view") }
        if uikitName == "UITableViewController" { names.insert("tableView") }
        return names
    }
}
