/// A snapshot of a world as nodes and typed edges: the views and what hit-testing looks at, the
/// responder chain as the platform's rules link it, every handler wired to a control or a
/// recognizer, delegates, timers, cells, and who owns whom.
///
/// The inspections (`tree`, `chain`, `targets`, `recognizers`) are renderings of a graph
/// (`SceneText`), and so will be the pictures (DOT, Mermaid) and the leaks report: they read the
/// graph, never the world, so what they show is one consistent moment and the same for every
/// format. Nodes are in creation order and edges in a fixed order (by owner, then registration
/// order), so every rendering is deterministic.
///
/// ```swift
/// let graph = SceneGraph(simulator.world)
/// graph.chain(from: login.id)   // [login, card, home.view, home, main, app]
/// ```
public struct SceneGraph: Sendable {
    /// One node per object, in creation order: `nodes[id]` is the object `id`.
    public let nodes: [Node]
    /// Every connection, in a fixed order (by owner, then registration order).
    public let edges: [Edge]
    /// The first responder when the snapshot was taken.
    public let firstResponder: SimObject.ID?
    /// The key window.
    public let keyWindow: SimObject.ID?
    /// AppKit's main window (nil in UIKit).
    public let mainWindow: SimObject.ID?
    /// The platform's name (`UIKit`, `AppKit`).
    public let platform: String
    /// AppKit's rules (a mouse, NSApp's search, one action per control).
    public let isAppKit: Bool
    /// AppKit: whom a nil-targeted action asks, in order, with the stage each step opens (the
    /// search does not depend on the sender there). Empty for UIKit, whose search is the chain
    /// from the first responder or the sender.
    public let actionSearch: [(id: SimObject.ID, stage: ActionSearchStage?)]
    /// The application's windows, in order.
    public let windows: [SimObject.ID]
    /// Closures configured for a cell's row whose cell shows another row now (reused since): by
    /// closure, the row each was configured for and the row its cell shows. A run of one is the
    /// reused-cell bug; pictures mark them STALE before it happens.
    public let staleClosures: [Int32: (configuredRow: Int, cellShows: Int?)]

    /// One object.
    public struct Node: Sendable {
        /// The object's id.
        public let id: SimObject.ID
        /// The object's name.
        public let name: String
        /// The class name in the platform's vocabulary (`UIButton`).
        public let className: String
        /// The script's class it was made as (`LoginController`), if any.
        public let customClass: String?
        /// True for objects in the responder chain (views, controllers, the application…).
        public let isResponder: Bool
        /// The action methods it implements, in definition order.
        public let methods: [Selector]
        /// Whether the object had been released.
        public let isReleased: Bool
        /// Views only.
        public let view: ViewState?
        /// Gesture recognizers only.
        public let recognizer: RecognizerState?
    }

    /// What hit-testing and the inspections see of a view.
    public struct ViewState: Sendable {
        /// The frame, in the superview's coordinates.
        public let frame: Rect
        /// `bounds.origin`: a scroll view's content offset (zero for plain views).
        public let boundsOrigin: Point
        /// Whether the view was hidden.
        public let isHidden: Bool
        /// The view's alpha.
        public let alpha: Double
        /// Whether user interaction is enabled.
        public let isUserInteractionEnabled: Bool
        /// Whether it clips its subviews (drawing only).
        public let clipsToBounds: Bool
        /// A button's title or a label's text (nil when there is none).
        public let caption: String?
        /// Part of the view lies outside its superview's bounds (it cannot be hit there).
        public let extendsOutsideSuperview: Bool
        /// Controls only.
        public let control: ControlState?
    }

    /// What the inspections show of a control.
    public struct ControlState: Sendable {
        /// Whether the control was enabled.
        public let isEnabled: Bool
        /// Whether a touch is down on it and inside.
        public let isHighlighted: Bool
        /// UIControl.isSelected.
        public let isSelected: Bool
        /// AppKit: when the control sends its action (NSControl.sendAction(on:)).
        public let sendActionMask: SendActionMask
    }

    /// What the inspections show of a gesture recognizer.
    public struct RecognizerState: Sendable {
        /// `tap, 2 taps`, `longPress, 0.500s, 10 pt`…
        public let summary: String
        /// Its state then.
        public let state: GestureRecognizer.State
        /// Whether it takes part in touch sequences.
        public let isEnabled: Bool
        /// UIGestureRecognizer.cancelsTouchesInView.
        public let cancelsTouchesInView: Bool
        /// UIGestureRecognizer.delaysTouchesBegan.
        public let delaysTouchesBegan: Bool
        /// UIGestureRecognizer.delaysTouchesEnded.
        public let delaysTouchesEnded: Bool
    }

    /// How two objects (or an object and a closure) are connected.
    public enum Edge: Sendable {
        /// `child` is a subview of `parent` (edges of one parent are back to front).
        case subview(parent: SimObject.ID, child: SimObject.ID)
        /// `view` is the root view of `controller`.
        case rootView(controller: SimObject.ID, view: SimObject.ID)
        /// `window`'s root view controller.
        case rootViewController(window: SimObject.ID, controller: SimObject.ID)
        /// `presenter` presented `presented` modally.
        case presentation(presenter: SimObject.ID, presented: SimObject.ID)
        /// The platform's next responder after `from`.
        case nextResponder(from: SimObject.ID, to: SimObject.ID)
        /// A target-action entry of `control` (weak target; nil: the nil target, resolved along
        /// the chain), in registration order.
        case target(control: SimObject.ID, target: SimObject.ID?, action: Selector, events: ControlEvents)
        /// A closure entry of `control`, in the same order as the target entries.
        case closure(control: SimObject.ID, closure: Int32, events: ControlEvents)
        /// What a closure captured that is an object (a snapshot; strong).
        case capture(closure: Int32, name: String, object: SimObject.ID)
        /// A weak delegate property (`delegate`, `dataSource`); nil when unset.
        case delegate(owner: SimObject.ID, slot: String, delegate: SimObject.ID?)
        /// A gesture recognizer attached to `view`, in the order they were added.
        case recognizer(view: SimObject.ID, recognizer: SimObject.ID)
        /// `recognizer` may only recognize once `other` has failed.
        case requiresToFail(recognizer: SimObject.ID, other: SimObject.ID)
        /// A recognizer's target-action pair or closure.
        case recognizerTarget(recognizer: SimObject.ID, target: SimObject.ID, action: Selector)
        /// A recognizer's closure handler.
        case recognizerClosure(recognizer: SimObject.ID, closure: Int32)
        /// A valid timer holds its target (or its block) strongly until it is invalidated.
        case timerTarget(timer: SimObject.ID, target: SimObject.ID, action: Selector)
        /// A valid block timer holds its closure.
        case timerClosure(timer: SimObject.ID, closure: Int32)
        /// A block standing in for a delegate method (HWBlocksUI: `shouldReturnHandler`…).
        case block(owner: SimObject.ID, name: String, closure: Int32)
        /// A UIAlertAction's handler.
        case alertAction(alert: SimObject.ID, title: String, closure: Int32)
        /// A cell on screen for `row`, or waiting in the reuse pool.
        case visibleCell(table: SimObject.ID, cell: SimObject.ID, row: Int)
        /// A cell waiting in the table's reuse pool.
        case pooledCell(table: SimObject.ID, cell: SimObject.ID)
        /// An outlet of `owner` (weak unless `strong`; nil target: unset).
        case outlet(owner: SimObject.ID, name: String, target: SimObject.ID?, strong: Bool)
        /// `owner` keeps `owned` alive (ARC): a superview its subviews, a controller its view and
        /// the controller it presented, a window its root view controller, a valid timer its
        /// target, a table its cells, the application its windows.
        case owns(owner: SimObject.ID, owned: SimObject.ID)
    }

    /// `LoginController: UIViewController` for an object of a script's class, else the class.
    public static func displayClass(_ className: String, custom: String?) -> String {
        custom.map { "\($0): \(className)" } ?? className
    }

    /// The node for `id`.
    public func node(_ id: SimObject.ID) -> Node { nodes[Int(id)] }

    /// Per node: its subviews (back to front), its superview, its next responder.
    let subviews: [[SimObject.ID]]
    let superviews: [SimObject.ID?]
    let nextResponders: [SimObject.ID?]
}

extension SceneGraph {
    /// Takes a snapshot of `world` now.
    public init(_ world: World) {
        let rules = world.rules
        var nodes: [Node] = []
        var edges: [Edge] = []
        nodes.reserveCapacity(world.objects.count)
        for object in world.objects {
            nodes.append(Node(object, world: world))
            edges += SceneGraph.edges(of: object, in: world, rules: rules)
        }
        var subviews = [[SimObject.ID]](repeating: [], count: nodes.count)
        var superviews = [SimObject.ID?](repeating: nil, count: nodes.count)
        var nextResponders = [SimObject.ID?](repeating: nil, count: nodes.count)
        for edge in edges {
            switch edge {
            case .subview(let parent, let child):
                subviews[Int(parent)].append(child)
                superviews[Int(child)] = parent
            case .nextResponder(let from, let to):
                nextResponders[Int(from)] = to
            default:
                break
            }
        }
        self.nodes = nodes
        self.edges = edges
        self.subviews = subviews
        self.superviews = superviews
        self.nextResponders = nextResponders
        firstResponder = world.application.firstResponder?.id
        keyWindow = world.application.keyWindow?.id
        mainWindow = world.application.mainWindow?.id
        windows = world.application.windows.map(\.id)
        var stale: [Int32: (configuredRow: Int, cellShows: Int?)] = [:]
        for closure in world.closures {
            if let s = closure.staleness(in: world) { stale[closure.id] = (s.configuredRow, s.cell.row) }
        }
        staleClosures = stale
        platform = rules.name
        isAppKit = rules.input == .mouse
        actionSearch = isAppKit
            ? rules.actionSearchPath(firstResponder: world.application.firstResponder, sender: nil, application: world.application)
                .map { ($0.object.id, $0.stage) }
            : []
    }

    /// The edges that start at `object`, in a fixed order.
    private static func edges(of object: SimObject, in world: World, rules: any PlatformRules) -> [Edge] {
        var edges: [Edge] = []
        let id = object.id
        if let responder = object as? Responder, let next = rules.nextResponder(after: responder) {
            edges.append(.nextResponder(from: id, to: next.id))
        }
        for slot in object.delegateSlots {
            edges.append(.delegate(owner: id, slot: slot.name, delegate: slot.target))
        }
        for outlet in object.outlets {
            edges.append(.outlet(owner: id, name: outlet.name, target: outlet.target, strong: outlet.isStrong))
            if outlet.isStrong, let target = outlet.target { edges.append(.owns(owner: id, owned: target)) }
        }
        switch object {
        case let application as Application:
            for window in application.windows { edges.append(.owns(owner: id, owned: window.id)) }
        case let controller as ViewController:
            edges.append(.rootView(controller: id, view: controller.view.id))
            edges.append(.owns(owner: id, owned: controller.view.id))
            if let presented = controller.presentedViewController {
                edges.append(.presentation(presenter: id, presented: presented.id))
                edges.append(.owns(owner: id, owned: presented.id))
            }
        case let recognizer as GestureRecognizer:
            for other in recognizer.requiresFailureOf { edges.append(.requiresToFail(recognizer: id, other: other.id)) }
            for handler in recognizer.handlers {
                switch handler {
                case .target(let target?, let action): edges.append(.recognizerTarget(recognizer: id, target: target, action: action))
                case .target(nil, _): break  // recognizers take no nil target
                case .closure(let closure):
                    edges.append(.recognizerClosure(recognizer: id, closure: closure))
                    edges += captureEdges(world.closures[Int(closure)])
                }
            }
        case let timer as ScheduledTimer where timer.isValid:
            switch timer.action {
            case .target(let target, let action):
                edges.append(.timerTarget(timer: id, target: target, action: action))
                edges.append(.owns(owner: id, owned: target))
            case .block(let closure):
                edges.append(.timerClosure(timer: id, closure: closure.id))
                edges += captureEdges(closure)
            }
        case let alert as AlertController:
            for action in alert.actions {
                guard let handler = action.handler else { continue }
                edges.append(.alertAction(alert: id, title: action.title, closure: handler.id))
                edges += captureEdges(handler)
            }
        default:
            break
        }
        if let owner = object.blockHandling {
            for block in owner.blocks {
                edges.append(.block(owner: id, name: block.name, closure: block.closure.id))
                edges += captureEdges(block.closure)
            }
        }
        if let view = object as? View { edges += viewEdges(view, in: world) }
        return edges
    }

    /// The objects a closure captured (snapshots hold them strongly).
    private static func captureEdges(_ closure: ClosureHandler) -> [Edge] {
        closure.captures.compactMap { capture in
            guard case .object(let object) = capture.value else { return nil }
            return .capture(closure: closure.id, name: capture.name, object: object)
        }
    }

    private static func viewEdges(_ view: View, in world: World) -> [Edge] {
        var edges: [Edge] = []
        let id = view.id
        if let window = view as? Window, let root = window.rootViewController {
            edges.append(.rootViewController(window: id, controller: root.id))
            edges.append(.owns(owner: id, owned: root.id))
        }
        for sub in view.subviews {
            edges.append(.subview(parent: id, child: sub.id))
            edges.append(.owns(owner: id, owned: sub.id))
        }
        for r in view.gestureRecognizers {
            edges.append(.recognizer(view: id, recognizer: r.id))
            edges.append(.owns(owner: id, owned: r.id))
        }
        if let control = view as? Control {
            for entry in control.targets.entries {
                switch entry.handler {
                case .target(let target, let action):
                    edges.append(.target(control: id, target: target, action: action, events: entry.events))
                case .closure(let closure):
                    edges.append(.closure(control: id, closure: closure, events: entry.events))
                    edges += captureEdges(world.closures[Int(closure)])
                }
            }
        }
        if let table = view as? TableView {
            for row in table.visibleCells.keys.sorted() {
                edges.append(.visibleCell(table: id, cell: table.visibleCells[row]!.id, row: row))
            }
            for identifier in table.pools.keys.sorted() {
                for cell in table.pools[identifier]! {
                    edges.append(.pooledCell(table: id, cell: cell.id))
                    edges.append(.owns(owner: id, owned: cell.id))
                }
            }
        }
        return edges
    }
}

extension SceneGraph.Node {
    init(_ object: SimObject, world: World) {
        id = object.id
        name = object.name
        className = object.className
        customClass = object.customClass
        isResponder = object is Responder
        methods = object.methodOrder
        isReleased = object.isReleased
        view = (object as? View).map(SceneGraph.ViewState.init)
        recognizer = (object as? GestureRecognizer).map {
            SceneGraph.RecognizerState(summary: $0.summary, state: $0.state, isEnabled: $0.isEnabled,
                                       cancelsTouchesInView: $0.cancelsTouchesInView,
                                       delaysTouchesBegan: $0.delaysTouchesBegan, delaysTouchesEnded: $0.delaysTouchesEnded)
        }
    }
}

extension SceneGraph.ViewState {
    init(_ view: View) {
        frame = view.frame
        boundsOrigin = view.boundsOrigin
        isHidden = view.isHidden
        alpha = view.alpha
        isUserInteractionEnabled = view.isUserInteractionEnabled
        clipsToBounds = view.clipsToBounds
        switch view {
        case let button as Button where !button.title.isEmpty: caption = button.title
        case let label as Label where !(label.text ?? "").isEmpty: caption = label.text ?? ""
        default: caption = nil
        }
        if let superview = view.superview {
            let bounds = superview.bounds
            extendsOutsideSuperview = !bounds.contains(view.frame.origin) || view.frame.maxX > bounds.maxX || view.frame.maxY > bounds.maxY
        } else {
            extendsOutsideSuperview = false
        }
        control = (view as? Control).map {
            SceneGraph.ControlState(isEnabled: $0.isEnabled, isHighlighted: $0.isHighlighted, isSelected: $0.isSelected,
                                    sendActionMask: $0.sendActionMask)
        }
    }
}
