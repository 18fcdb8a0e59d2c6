import SimCore

/// `load FILE [owner NAME]`: makes a scene file's objects and connects them in a nib loader's
/// order — objects (each in its superview, since simrepl makes views inside one), properties,
/// outlets and delegates, actions, then awakeFromNib. As UIKit does, a broken connection is
/// reported and loading goes on; every report is a line of the trace. docs/scenes.md lists them.
extension Session {
    func loadScene(from file: Token, owner: SimObject?) throws {
        let path = resolvePath(file.literalText, relativeTo: file.location.file)
        let (archive, text) = try readScene(path, at: file)
        try adoptPlatform(of: archive, path: path, at: file)
        if let problem = archive.firstProblem(rules: world.rules) {
            // At its place in the file, whose line the diagnostic quotes.
            ports.sources.add(text, file: path)
            guard let (line, column) = JSONSyntax.position(of: problem.path, in: Array(text.utf8)) else {
                throw error(file, "\(problem.message) (in \(path))", hint: problem.hint)
            }
            throw ScriptError(Diagnostic(.error, SourceLocation(file: path, line: line, column: column), problem.message, hint: problem.hint))
        }
        for entry in archive.objects {
            if let existing = world.object(named: entry.name) {
                throw error(file, "'\(entry.name)' in \(path) is already \(article(existing.className)) of this session",
                            hint: "names are unique: load the scene into a fresh session, or rename '\(entry.name)' in the file")
            }
            if state.variables[entry.name] != nil {
                throw error(file, "'\(entry.name)' in \(path) is already a variable", hint: "rename the variable or the object")
            }
        }
        var loader = SceneLoader(session: self, archive: archive, owner: owner, location: SourceLocation(file: path, line: 1, column: 1))
        try simulator.note("load \(path): \(archive.objects.count) objects, \(archive.connections.count) connections") {
            try loader.load()
        }
    }

    /// A scene file is for one framework, as a nib is for iOS or macOS: an empty world takes the
    /// file's platform; a world already built for the other one cannot load it.
    private func adoptPlatform(of archive: SceneArchive, path: String, at file: Token) throws {
        guard archive.platform != world.rules.name else { return }
        let rules: any PlatformRules
        switch archive.platform {
        case AppKitRules().name: rules = AppKitRules()
        case UIKitRules().name: rules = UIKitRules()
        default: throw error(file, "'\(path)' is for the platform '\(archive.platform)', which simrepl does not model",
                             hint: "scene files are UIKit's or AppKit's")
        }
        do {
            try world.adopt(rules)
            simulator.note("\(path) is \(rules.name)'s: the world follows \(rules.name) (as `platform \(rules.name.lowercased())`)")
        } catch {
            throw self.error(file, "'\(path)' is a scene for \(archive.platform), and this world is \(world.rules.name)'s",
                             hint: "load it first in a script, or start with `platform \(archive.platform.lowercased())`")
        }
    }

    /// The file, parsed, and its text; a malformed one is an error at its line and column.
    private func readScene(_ path: String, at file: Token) throws -> (SceneArchive, String) {
        let text = try readNamedFile(file, at: path,
                                     hint: "`load` reads a scene file that `save scene` wrote; a relative path starts from the script's folder")
        do {
            return (try SceneArchive.decode(text), text)
        } catch .malformed(let position?, let message) {
            ports.sources.add(text, file: path)
            throw ScriptError(Diagnostic(.error, SourceLocation(file: path, line: position.line, column: position.column),
                                         "malformed JSON in scene file: \(message)", hint: "check it with: jq . \(path)"))
        } catch .malformed(nil, let message) {
            throw self.error(file, "malformed JSON in scene file '\(path)': \(message)", hint: "check it with: jq . \(path)")
        } catch .notAScene {
            throw self.error(file, "'\(path)' is not a scene file (no \"format\": \"\(SceneArchive.formatName)\")",
                             hint: "scene files are written by `save scene FILE`")
        } catch .unsupportedVersion(let version) {
            throw self.error(file, "'\(path)' is a scene file of version \(version); this simrepl reads version \(SceneArchive.currentVersion)")
        } catch .invalid(let detail) {
            throw self.error(file, "'\(path)' is not a valid scene file: \(detail)", hint: "docs/scenes.md describes the format")
        }
    }
}

/// One load: the objects made so far by name, and the reports.
private struct SceneLoader {
    let session: Session
    let archive: SceneArchive
    let owner: SimObject?
    /// Where property errors point (the file).
    let location: SourceLocation
    var made: [String: SimObject] = [:]
    var order: [SimObject] = []
    /// Objects whose custom class the session does not know: made as the framework class.
    var unknownClass: Set<String> = []

    init(session: Session, archive: SceneArchive, owner: SimObject?, location: SourceLocation) {
        self.session = session; self.archive = archive; self.owner = owner; self.location = location
    }

    var world: World { session.world }
    func report(_ text: String) { session.simulator.note(text) }

    mutating func load() throws {
        for entry in archive.objects { try instantiate(entry) }
        for entry in archive.objects { setProperties(entry) }
        if archive.connections.contains(where: \.mentionsOwner), owner == nil {
            report("File's Owner is not bound (load FILE owner NAME): its connections are skipped")
        }
        for connection in archive.connections {
            switch connection {
            case .outlet(let source, let name, let destination, let strong): connectOutlet(source, name, destination, strong)
            case .delegate(let source, let property, let destination, let protocolName): connectDelegate(source, property, destination, protocolName)
            case .action: break
            }
        }
        for connection in archive.connections {
            if case .action(let source, let target, let action, let events) = connection { connectAction(source, target, action, events) }
        }
        for entry in archive.objects { requireToFail(entry) }
        for object in order { try session.simulator.actions.awakeFromNib(object) }
    }

    // MARK: - Objects

    private mutating func instantiate(_ entry: ArchivedObject) throws {
        guard let kind = ObjectKind.allCases.first(where: { world.rules.className(of: $0) == entry.class }),
              let maker = kind.descriptor.maker else {
            return report("\(entry.name): simrepl cannot make \(article(entry.class)); skipped")
        }
        let type = entry.customClass.flatMap { session.state.classes[$0] }
        if let custom = entry.customClass, type == nil {
            // UIKit's words; it makes the framework class, which has none of the custom class's
            // outlets (see connectOutlet).
            report("Unknown class \(custom) in Interface Builder file. (\(entry.name) is made as \(article(entry.class)))")
            unknownClass.insert(entry.name)
        }
        guard let object = try make(entry, kind, maker, recognizer: kind.isGestureRecognizer) else { return }
        if let type { session.adopt(type, object) }
        made[entry.name] = object
        order.append(object)
    }

    /// Makes (or, for a controller's root view, finds) the object; nil when it cannot be placed.
    private func make(_ entry: ArchivedObject, _ kind: ObjectKind, _ maker: String, recognizer: Bool) throws -> SimObject? {
        func parent(_ name: String?, _ role: String) -> SimObject? {
            guard let name else { return nil }
            if let object = made[name] ?? (name == SceneArchive.fileOwner ? owner : nil) { return object }
            report("\(entry.name): its \(role) '\(name)' was not loaded; skipped")
            return nil
        }
        if let controllerName = entry.rootViewOf {
            guard let controller = parent(controllerName, "controller") as? ViewController else { return nil }
            guard controller.view.name == entry.name else {
                report("\(entry.name): \(controllerName)'s root view is \(controller.view.name); skipped")
                return nil
            }
            return controller.view
        }
        switch maker {
        case "window":
            // A panel (canBecomeMain false) must be one from the start, or it would become main.
            let panel = entry.properties?["canBecomeMain"] == .bool(false)
            return try world.makeWindow(entry.name, frame: entry.frame?.rect ?? Rect(0, 0, 390, 844), panel: panel)
        case "object": return try world.makeObject(entry.name)
        case "controller":
            let controller = try world.makeViewController(entry.name, frame: Rect(0, 0, 390, 844))
            if let name = entry.container {
                switch parent(name, "container") {
                case let window as Window:
                    world.setRoot(controller, of: window)
                    session.simulator.lifetimes.handOver(controller)
                case let view as View:
                    if try world.place(controller, inside: view) { session.simulator.lifetimes.handOver(controller) }
                default: break
                }
            }
            return controller
        default:
            if recognizer {
                guard let view = parent(entry.view, "view") as? View else { return nil }
                return try session.simulator.gestures.addGestureRecognizer(maker, named: entry.name, to: view)
            }
            guard let superview = parent(entry.superview, "superview") as? View else {
                if entry.superview == nil { report("\(entry.name): a view needs a superview; skipped") }
                return nil
            }
            return try session.makeView(kind, entry.name, in: superview, frame: entry.frame?.rect, segments: entry.segments)
        }
    }

    /// The maker (`button`, `tap`…) of each class a scene file may name.
    // MARK: - Properties

    private func setProperties(_ entry: ArchivedObject) {
        guard let object = made[entry.name] else { return }
        if let view = object as? View, let frame = entry.frame, !(object is Window) { view.frame = frame.rect }
        let given = (entry.properties ?? [:]).sorted { $0.key < $1.key }
        // Limits before the value, as the creating commands set them.
        let last = { (name: String) in object.settableProperty(name)?.appliesLast == true }
        let ordered = given.filter { !last($0.key) } + given.filter { last($0.key) }
        for (name, archived) in ordered {
            guard let value = value(archived, for: "\(entry.name).\(name)") else { continue }
            if let plain = object as? PlainObject, Properties.get(plain, name, world: world) == nil {
                plain.setAttribute(name, value)
                continue
            }
            if current(object, name) == value { continue }  // as made: nothing to set, nothing to trace
            do {
                try session.setProperty(object, Token(kind: .word, text: name, location: location), value, creating: true)
            } catch let error as ScriptError {
                report("\(entry.name).\(name): \(error.diagnostic.message); skipped")
            } catch {
                report("\(entry.name).\(name): \(error); skipped")
            }
        }
    }

    private func current(_ object: SimObject, _ name: String) -> Value? {
        if let r = object as? GestureRecognizer { return Session.recognizerOptions(r).first { $0.0 == name }?.1 }
        return Properties.get(object, name, world: world)
    }

    private func value(_ archived: ArchivedValue, for what: String) -> Value? {
        switch archived {
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .null: return .null
        case .object(let name):
            guard let object = lookUp(name) else {
                report("\(what): no object named '\(name)' in this scene; skipped")
                return nil
            }
            return .object(object.id)
        case .list(let items):
            let values = items.compactMap { value($0, for: what) }
            return values.count == items.count ? .list(values) : nil
        }
    }

    private func lookUp(_ name: String) -> SimObject? {
        name == SceneArchive.fileOwner ? owner : made[name]
    }

    // MARK: - Connections

    /// An end of a connection, or nil after saying why (File's Owner unbound is said once).
    private func end(_ name: String, of what: String) -> SimObject? {
        if let object = lookUp(name) { return object }
        if name != SceneArchive.fileOwner { report("\(what): no object named '\(name)' in this scene; skipped") }
        return nil
    }

    private func connectOutlet(_ source: String, _ name: String, _ destination: String, _ strong: Bool) {
        let what = "outlet \(source).\(name)"
        guard let object = end(source, of: what), let target = end(destination, of: what) else { return }
        // UIKit sets outlets by key-value coding: a key the class lacks raises NSUnknownKeyException,
        // which ends the app — the most common nib crash, usually after a misspelt custom class
        // made the framework class, which has no such key.
        let lacking: String?
        if unknownClass.contains(source) {
            lacking = object.className
        } else if let type = object.customClass.flatMap({ session.state.classes[$0] }), !type.outlets.isEmpty, !type.declaresOutlet(name) {
            lacking = type.name
        } else {
            lacking = nil
        }
        if let lacking {
            return report("[<\(lacking) \(object.name)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(name). (NSUnknownKeyException: UIKit would crash here; the outlet is skipped)")
        }
        object.connectOutlet(name, to: target, strong: strong)
    }

    private func connectDelegate(_ source: String, _ property: String, _ destination: String, _ protocolName: String?) {
        let what = "\(source).\(property)"
        guard let object = end(source, of: what), let delegate = end(destination, of: what) else { return }
        let delegation = session.simulator.delegation
        if object.delegateSlot(property) == nil {
            let known = protocolName.flatMap(world.delegateProtocol(named:))
            if let protocolName, known == nil { report("\(what): unknown protocol \(protocolName); declared without it") }
            delegation.declareDelegate(property, on: object, protocol: known)
        }
        do {
            try delegation.setDelegate(property, of: object, to: delegate)
        } catch {
            report("\(what): \(error); skipped")
        }
    }

    private func connectAction(_ source: String, _ targetName: String?, _ actionName: String, _ eventNames: [String]?) {
        let what = "action \(source) -> \(targetName ?? "first responder").\(actionName)"
        guard let sender = end(source, of: what) else { return }
        var target: SimObject?
        if let targetName {
            guard let found = end(targetName, of: what) else { return }
            target = found
        }
        let action = world.selector(actionName)
        func warnIfUnimplemented() {
            guard let target, !target.respondsTo(action) else { return }
            // UIKit connects it anyway and raises when it is sent.
            report("warning: \(target.name) does not implement \(actionName) — sending it would raise '-[\(target.customClass ?? target.className) \(actionName)]: unrecognized selector sent to instance' (connected anyway)")
        }
        switch sender {
        case let control as Control where world.rules.input == .mouse:
            // AppKit: the cell's one target and action; when it is sent is `sendActionOn`.
            if let eventNames, !eventNames.isEmpty { return report("\(what): an NSControl has no control events; skipped") }
            warnIfUnimplemented()
            session.simulator.registration.addTarget(target, action: action, to: control, for: [])
        case let control as Control:
            var events: ControlEvents = []
            for name in eventNames ?? [] {
                guard let event = ControlEvents.named(name) else { return report("\(what): unknown control event '\(name)'; skipped") }
                events.insert(event)
            }
            guard !events.isEmpty else { return report("\(what): no control events; skipped") }
            warnIfUnimplemented()
            session.simulator.registration.addTarget(target, action: action, to: control, for: events)
        case let recognizer as GestureRecognizer:
            guard let target else { return report("\(what): a gesture recognizer needs a target; skipped") }
            warnIfUnimplemented()
            session.simulator.gestures.addTarget(target, action: action, to: recognizer)
        default:
            report("\(what): \(sender.name) is neither a control nor a gesture recognizer; skipped")
        }
    }

    private func requireToFail(_ entry: ArchivedObject) {
        guard let recognizer = made[entry.name] as? GestureRecognizer else { return }
        for name in entry.requiresToFail ?? [] {
            guard let other = end(name, of: "\(entry.name) requires \(name) to fail") as? GestureRecognizer else { continue }
            if !recognizer.requiresFailureOf.contains(where: { $0 === other }) { recognizer.requiresFailureOf.append(other) }
        }
    }
}

extension ArchivedConnection {
    var mentionsOwner: Bool {
        switch self {
        case .outlet(let s, _, let d, _), .delegate(let s, _, let d, _): return s == SceneArchive.fileOwner || d == SceneArchive.fileOwner
        case .action(let s, let t, _, _): return s == SceneArchive.fileOwner || t == SceneArchive.fileOwner
        }
    }
}
