/// Taking a scene's archive from a world: which objects a scene file holds, in which order, and
/// the connections between them. The design-time properties are the caller's (the language
/// knows which properties its creating commands take).
extension SceneArchive {
    /// `owner`, if given, is left out of the objects and named File's Owner in connections.
    /// `properties` gives an object's design-time properties (frame and segments are read here).
    public init(world: World, owner: SimObject? = nil, properties: (SimObject) -> [String: ArchivedValue]) {
        self.init(platform: world.rules.name)
        if let owner { self.owner = ArchivedOwner(class: owner.className, customClass: owner.customClass) }
        var saved: [SimObject] = []
        var visited = Set<SimObject.ID>()
        func visit(_ object: SimObject) {
            guard !object.isReleased, object !== owner, visited.insert(object.id).inserted else { return }
            saved.append(object)
            switch object {
            case let window as Window:
                if let root = window.rootViewController { visit(root) }
                visitSubviews(of: window)
            case let controller as ViewController:
                visit(controller.view)
            case let view as View:
                visitSubviews(of: view)
            default:
                break
            }
        }
        func visitSubviews(of view: View) {
            for recognizer in view.gestureRecognizers { visit(recognizer) }
            guard !(view is TableView) else { return }  // its cells come from its data source
            for subview in view.subviews {
                // A child controller's view: the controller first, as its root view needs it.
                if let child = world.objects.first(where: { ($0 as? ViewController)?.view === subview }) { visit(child) }
                visit(subview)
            }
        }
        for window in world.application.windows { visit(window) }
        for object in world.objects where SceneArchive.isArchivable(object) { visit(object) }
        var names = Set(saved.map(\.name))
        if owner != nil { names.insert(SceneArchive.fileOwner) }
        func name(_ object: SimObject) -> String { object === owner ? SceneArchive.fileOwner : object.name }
        func name(_ id: SimObject.ID) -> String { name(world.object(id)) }

        for object in saved {
            objects.append(ArchivedObject(object, in: world, name: name, properties: properties(object)))
        }
        let sources = (owner.map { [$0] } ?? []) + saved
        for object in sources {
            for outlet in object.outlets {
                guard let target = object.liveTarget(of: outlet) else { continue }
                guard names.contains(name(target)) else {
                    notSaved.append("outlet \(name(object)).\(outlet.name) -> \(target.name): \(target.name) is not in the scene")
                    continue
                }
                connections.append(.outlet(source: name(object), name: outlet.name, destination: name(target), strong: outlet.isStrong))
            }
        }
        for object in sources {
            notSaved += actions(of: object, world: world, names: names, name: name)
        }
        for object in sources {
            for slot in object.delegateSlots {
                guard let id = slot.target, !world.object(id).isReleased else { continue }
                let delegate = world.object(id)
                if delegate is BlocksProxy { continue }  // its blocks are reported as closures
                guard names.contains(name(delegate)) else {
                    notSaved.append("\(name(object)).\(slot.name) = \(delegate.name): \(delegate.name) is not in the scene")
                    continue
                }
                connections.append(.delegate(source: name(object), property: slot.name, destination: name(delegate), protocolName: slot.protocolName))
            }
        }
        for object in world.objects where !object.isReleased && !visited.contains(object.id) && object !== owner {
            if let reason = SceneArchive.leftOut(object) { notSaved.append("\(object.name): \(reason)") }
        }
    }

    /// Appends an object's target-action connections; returns what cannot be saved (closures).
    private mutating func actions(of object: SimObject, world: World, names: Set<String>, name: (SimObject.ID) -> String) -> [String] {
        var left: [String] = []
        let control = object as? Control
        // AppKit's cell has no control events: its mask is the control's `sendActionOn` property.
        let appKit = world.rules.input == .mouse
        let handlers = control?.targets.entries.map { ($0.handler, appKit ? nil : Optional($0.events)) }
            ?? (object as? GestureRecognizer)?.handlers.map { ($0, nil) } ?? []
        for (handler, events) in handlers {
            switch handler {
            case .target(let target, let action):
                let targetName = target.map(name)
                if let targetName, world.object(target!).isReleased || !names.contains(targetName) {
                    left.append("action \(name(object.id)) -> \(targetName).\(world.name(of: action)): \(targetName) is not in the scene")
                    continue
                }
                connections.append(.action(source: name(object.id), target: targetName, action: world.name(of: action),
                                           events: events.map { $0.name.split(separator: "|").map(String.init) }))
            case .closure(let id):
                let closure = world.closures[Int(id)]
                left.append("\(name(object.id)): \(closure.displayName)\(events.map { " for \($0.name)" } ?? "") (a scene file holds no code)")
            }
        }
        if let button = object as? Button, button.didTouchUpInside != nil {
            left.append("\(name(object.id)): didTouchUpInside closure (a scene file holds no code)")
        }
        if let owner = object.blockHandling {
            for block in owner.blocks { left.append("\(name(object.id)): \(block.name) block (a scene file holds no code)") }
        }
        return left
    }

    /// Objects a scene file holds besides the window hierarchy: controllers and plain objects.
    static func isArchivable(_ object: SimObject) -> Bool {
        object is ViewController || object is PlainObject
    }

    /// Why an object of the world is not in the scene file (nil: not worth saying).
    static func leftOut(_ object: SimObject) -> String? {
        switch object {
        case is ScheduledTimer: return "a timer is scheduled at run time, not archived"
        case is AlertView, is AlertController: return "an alert is made at run time, not archived"
        case is AppDelegate: return "the app delegate belongs to the application"
        case is TableViewCell: return nil  // cells come from the data source
        default: return nil
        }
    }
}

extension ArchivedObject {
    init(_ object: SimObject, in world: World, name: (SimObject.ID) -> String, properties: [String: ArchivedValue]) {
        self.init(name: object.name, class: object.className)
        customClass = object.customClass
        switch object {
        case let controller as ViewController:
            if let window = controller.view.superview as? Window, window.rootViewController === controller {
                container = name(window.id)
            } else if let superview = controller.view.superview {
                container = name(superview.id)
            }
        case let recognizer as GestureRecognizer:
            view = name(recognizer.view.id)
            let others = recognizer.requiresFailureOf.filter { !$0.isReleased }.map { name($0.id) }
            if !others.isEmpty { requiresToFail = others }
        case let view as View:
            if let controller = world.objects.first(where: { ($0 as? ViewController)?.view === view }) {
                rootViewOf = name(controller.id)
            } else if let superview = view.superview {
                self.superview = name(superview.id)
            }
            if !(view is Window) || view.frame != Rect(0, 0, 390, 844) { frame = ArchivedRect(view.frame) }
            if let segmented = view as? SegmentedControl { segments = segmented.segments }
        default:
            break
        }
        if !properties.isEmpty { self.properties = properties }
    }
}
