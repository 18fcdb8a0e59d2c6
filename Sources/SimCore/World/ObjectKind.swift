/// What an object is, independent of any framework's spelling: the platform's rules name it
/// (`PlatformRules.className(of:)`: UIKit says `UIButton`, AppKit would say `NSButton`).
public enum ObjectKind: Sendable, CaseIterable {
    /// Objects outside any view hierarchy: a plain NSObject, a UIResponder, the application,
    /// the app delegate.
    case object, responder, application, appDelegate
    /// Windows, plain views, and the views that only show something.
    case window, view, label, imageView
    /// Views that lay out others, and the plain scroll view.
    case stackView, scrollView
    /// UIControl and the controls built on it.
    case control, button, textField, `switch`, slider, stepper, segmentedControl, pageControl, refreshControl
    /// Scroll views that reuse cells, and their cells.
    case tableView, collectionView, tableViewCell
    /// UIViewController, and the navigation controller with its bar and items.
    case viewController, navigationController, navigationBar, barButtonItem, tabBarController, tabBarButton
    /// The two alert APIs: UIAlertView (delegate) and UIAlertController (action closures).
    case alertView, alertController
    /// A scheduled timer (NSTimer).
    case timer
    /// UIGestureRecognizer and its concrete subclasses.
    case gestureRecognizer, tapRecognizer, longPressRecognizer, panRecognizer, swipeRecognizer, pinchRecognizer, rotationRecognizer
    /// HWBlocksUI's hidden shared proxy (a library's class, not a framework's).
    case blocksProxy
}

extension ObjectKind {
    /// The words a UIKit delegate method of this kind's delegate properties begins with: Apple
    /// names them after the class that calls them (`textFieldShouldReturn:`,
    /// `tableView:didSelectRowAtIndexPath:`, `gestureRecognizerShouldBegin:`). Empty: a kind with
    /// no delegate of UIKit's own (a script's `weak` property declares its protocol instead).
    public var delegateMethodPrefixes: [String] {
        switch self {
        case .textField: return ["textField"]
        case .tableView: return ["tableView", "numberOfSectionsInTableView", "scrollView"]
        case .collectionView: return ["collectionView", "numberOfSectionsInCollectionView", "scrollView"]
        case .alertView: return ["alertView"]
        case .tabBarController: return ["tabBarController"]
        case _ where isGestureRecognizer: return ["gestureRecognizer"]
        default: return []
        }
    }

    /// UIGestureRecognizer or one of its subclasses.
    public var isGestureRecognizer: Bool {
        switch self {
        case .gestureRecognizer, .tapRecognizer, .longPressRecognizer, .panRecognizer, .swipeRecognizer, .pinchRecognizer, .rotationRecognizer:
            return true
        default: return false
        }
    }
}

extension ObjectKind {
    /// The class of this kind: the one list of the classes the simulator models.
    public var descriptor: ClassDescriptor {
        switch self {
        case .object: return SimObject.objectClass
        case .responder: return Responder.responderClass
        case .application: return Application.applicationClass
        case .appDelegate: return AppDelegate.appDelegateClass
        case .window: return Window.windowClass
        case .view: return View.viewClass
        case .label: return Label.labelClass
        case .imageView: return ImageView.imageViewClass
        case .control: return Control.controlClass
        case .button: return Button.buttonClass
        case .textField: return TextField.textFieldClass
        case .switch: return Switch.switchClass
        case .slider: return Slider.sliderClass
        case .stepper: return Stepper.stepperClass
        case .segmentedControl: return SegmentedControl.segmentedControlClass
        case .pageControl: return PageControl.pageControlClass
        case .stackView: return StackView.stackViewClass
        case .scrollView: return ScrollView.scrollViewClass
        case .refreshControl: return RefreshControl.refreshControlClass
        case .navigationController: return NavigationController.navigationControllerClass
        case .navigationBar: return NavigationController.navigationBarClass
        case .barButtonItem: return NavigationController.barButtonItemClass
        case .tabBarController: return TabBarController.tabBarControllerClass
        case .tabBarButton: return TabBarController.tabBarButtonClass
        case .tableView: return TableView.tableViewClass
        case .collectionView: return CollectionView.collectionViewClass
        case .tableViewCell: return TableViewCell.tableViewCellClass
        case .viewController: return ViewController.viewControllerClass
        case .alertView: return AlertView.alertViewClass
        case .alertController: return AlertController.alertControllerClass
        case .timer: return ScheduledTimer.scheduledTimerClass
        case .gestureRecognizer: return GestureRecognizer.gestureRecognizerClass
        case .tapRecognizer: return TapGestureRecognizer.tapGestureRecognizerClass
        case .longPressRecognizer: return LongPressGestureRecognizer.longPressGestureRecognizerClass
        case .panRecognizer: return PanGestureRecognizer.panGestureRecognizerClass
        case .swipeRecognizer: return SwipeGestureRecognizer.swipeGestureRecognizerClass
        case .pinchRecognizer: return PinchGestureRecognizer.pinchGestureRecognizerClass
        case .rotationRecognizer: return RotationGestureRecognizer.rotationGestureRecognizerClass
        case .blocksProxy: return BlocksProxy.blocksProxyClass
        }
    }
}
