import SimCore
import SwiftInterpreter

/// UIKit's classes as Swift sees them in a screen: each a host class of the interpreter's
/// library (so a file's `class HomeViewController: UIViewController` subclasses it), standing
/// for the engine's class of the same kind.
struct UIKitClasses {
    /// UIKit's class tree among the classes simrepl models: name, superclass, and the engine's kind.
    static let tree: [(name: String, superclass: String?, kind: ObjectKind)] = [
        ("NSObject", nil, .object), ("UIResponder", "NSObject", .responder),
        ("UIView", "UIResponder", .view), ("UIWindow", "UIView", .window), ("UILabel", "UIView", .label),
        ("UIImageView", "UIView", .imageView), ("UIStackView", "UIView", .stackView), ("UIScrollView", "UIView", .scrollView),
        ("UITableView", "UIScrollView", .tableView), ("UICollectionView", "UIScrollView", .collectionView),
        ("UITableViewCell", "UIView", .tableViewCell),
        ("UIControl", "UIView", .control), ("UIButton", "UIControl", .button), ("UITextField", "UIControl", .textField),
        ("UISwitch", "UIControl", .switch), ("UISlider", "UIControl", .slider), ("UIStepper", "UIControl", .stepper),
        ("UISegmentedControl", "UIControl", .segmentedControl), ("UIPageControl", "UIControl", .pageControl),
        ("UIRefreshControl", "UIControl", .refreshControl),
        ("UIViewController", "UIResponder", .viewController), ("UITableViewController", "UIViewController", .viewController),
        ("UINavigationController", "UIViewController", .navigationController),
        ("UITabBarController", "UIViewController", .tabBarController),
        ("UIGestureRecognizer", "NSObject", .gestureRecognizer),
        ("UITapGestureRecognizer", "UIGestureRecognizer", .tapRecognizer),
        ("UILongPressGestureRecognizer", "UIGestureRecognizer", .longPressRecognizer),
        ("UIPanGestureRecognizer", "UIGestureRecognizer", .panRecognizer),
        ("UISwipeGestureRecognizer", "UIGestureRecognizer", .swipeRecognizer),
        ("UIPinchGestureRecognizer", "UIGestureRecognizer", .pinchRecognizer),
        ("UIRotationGestureRecognizer", "UIGestureRecognizer", .rotationRecognizer),
    ]

    var types: [String: TypeDecl] = [:]
    /// `IndexPath`, which delegate calls hand Swift.
    var indexPathType: TypeDecl?
    private var byKind: [ObjectKind: TypeDecl] = [:]

    /// The Swift class an engine object is an instance of, when Swift did not make it.
    func type(of object: SimObject) -> TypeDecl {
        byKind[object.kind] ?? types["NSObject"]!
    }

    /// The engine's kind for a UIKit class name.
    func kind(of name: String) -> ObjectKind {
        Self.tree.first { $0.name == name }?.kind ?? .object
    }

    static func register(into library: Library, screen: ScreenProgram) -> UIKitClasses {
        var classes = UIKitClasses()
        for entry in tree {
            let t = library.hostClass(entry.name, module: entry.name.hasPrefix("NS") ? "ObjectiveC" : "UIKit", superclass: entry.superclass.flatMap { classes.types[$0] })
            classes.types[entry.name] = t
            if classes.byKind[entry.kind] == nil { classes.byKind[entry.kind] = t }
        }
        let natives = UIKitNatives(library: library, classes: classes, screen: screen)
        natives.registerValueTypes()
        natives.registerDescriptorProperties()
        natives.registerViews()
        natives.registerControls()
        natives.registerControllers()
        natives.registerTables()
        natives.registerResponders()
        natives.registerGestures()
        natives.registerOldSpellings()
        classes.indexPathType = library.type(named: "IndexPath")
        return classes
    }
}
