import SimCore

/// Scene-building commands: window, controller, view/button/label, object, appdelegate,
/// present, remove, set, let/var.
extension Interpreter {
    func window(_ args: inout ArgumentReader) throws {
        let name = try args.newName("a window name")
        var frame = Rect(0, 0, 390, 844)
        if args.accept("size") {
            let w = try args.number("width"), h = try args.number("height")
            frame = Rect(0, 0, w, h)
        }
        try args.end()
        try create(name) { try world.makeWindow(name.text, frame: frame) }
    }

    func controller(_ args: inout ArgumentReader) throws {
        let name = try args.newName("a view controller name")
        var container: SimObject?
        var containerToken: Token?
        if args.accept("in") {
            containerToken = args.peek
            container = try args.object("a window or view")
        }
        var frame: Rect?
        if args.accept("frame") { frame = try args.rect() }
        try args.end()
        let fallback = (container as? View)?.bounds ?? Rect(0, 0, 390, 844)
        let vc = try create(name) { try world.makeViewController(name.text, frame: frame ?? Rect(0, 0, fallback.size.width, fallback.size.height)) }
        switch container {
        case let window as Window:
            world.setRoot(vc, of: window)
            if let frame { vc.view.frame = frame }
        case let view as View:
            view.addSubview(vc.view)
        case nil:
            break
        case let other?:
            throw error(containerToken!, "'\(other.name)' is \(article(other.className)): a controller goes in a window or a view")
        }
    }

    func makeView(_ kind: String, _ args: inout ArgumentReader) throws {
        let name = try args.newName("a \(kind) name")
        try args.expect("in")
        let parent = try args.view("the parent view")
        try buildView(kind, name: name, fullName: name.text, in: parent, &args)
    }

    /// The rest of a view-creating command — `[frame X Y W H] [PROPERTY VALUE]...` — and the view
    /// itself, named `fullName` (a cell type's subviews get their cell's name as a prefix).
    @discardableResult
    func buildView(_ kind: String, name: Token, fullName: String, in parent: View, _ args: inout ArgumentReader) throws -> View {
        var frame: Rect
        switch kind {
        case "button": frame = Rect(0, 0, 100, 44)
        case "label": frame = Rect(0, 0, 100, 21)
        case "textfield": frame = Rect(0, 0, 200, 34)
        default: frame = Interpreter.defaultFrame(ofValueControl: kind) ?? Rect(0, 0, parent.bounds.size.width, parent.bounds.size.height)
        }
        var properties: [(Token, Value)] = []
        var segments: [String]?
        while args.hasMore {
            let key = try args.word("a property name")
            if key.text == "frame" { frame = try args.rect(); continue }
            if kind == "segmented" && key.text == "segments" { segments = try segmentTitles(&args); continue }
            properties.append((key, try readValue(&args)))
        }
        var token = name
        token.text = fullName
        let view: View = try create(token) {
            switch kind {
            case "button": return try world.makeButton(fullName, in: parent, frame: frame)
            case "label": return try world.makeLabel(fullName, in: parent, frame: frame)
            case "textfield": return try world.makeTextField(fullName, in: parent, frame: frame)
            case "tableview": return try world.makeTableView(fullName, in: parent, frame: frame)
            case "collectionview": return try world.makeCollectionView(fullName, in: parent, frame: frame)
            case "imageview": return try world.makeImageView(fullName, in: parent, frame: frame)
            case "switch", "slider", "stepper", "segmented":
                return try makeValueControl(kind, fullName, in: parent, frame: frame, segments: segments)
            default: return try world.makeView(fullName, in: parent, frame: frame)
            }
        }
        // Limits before the value, as UIKit clamps a value to the range set so far.
        let valueLast = properties.filter { !Interpreter.isValueProperty($0.0.text) } + properties.filter { Interpreter.isValueProperty($0.0.text) }
        for (key, value) in valueLast { try setProperty(view, key, value, creating: true) }
        return view
    }

    /// `object NAME [PROPERTY VALUE]...`: a plain object, with stored properties if given.
    func object(_ args: inout ArgumentReader) throws {
        let name = try args.newName("an object name")
        var attributes: [(name: String, value: Value)] = []
        while args.hasMore {
            let key = try args.word("a property name")
            guard isIdentifier(key.text) else { throw args.error(key, "'\(key.text)' is not a valid property name") }
            if attributes.contains(where: { $0.name == key.text }) { throw args.error(key, "'\(key.text)' is given twice") }
            attributes.append((key.text, try evaluate(&args)))
        }
        let object = try create(name) { try world.makeObject(name.text) }
        object.attributes = attributes
    }

    func appDelegate(_ args: inout ArgumentReader) throws {
        let name = try args.newName("an app delegate name")
        try args.end()
        if let existing = world.application.delegate {
            throw error(name, "the application already has a delegate, '\(existing.name)'")
        }
        try create(name) { try world.makeAppDelegate(name.text) }
    }

    func present(_ args: inout ArgumentReader) throws {
        if let t = args.peek, let alert = world.object(named: t.text) as? AlertController {
            _ = try args.word("an alert controller")
            return try presentAlert(alert, &args)
        }
        let presented = try args.controller()
        try args.expect("from")
        let presenterToken = args.peek
        let presenter = try args.controller()
        try args.end()
        guard presenter.view.window != nil else {
            throw error(presenterToken!, "'\(presenter.name)' is not in a window, so it cannot present",
                        hint: "put it in a window first: controller \(presenter.name) in WINDOW")
        }
        world.present(presented, from: presenter)
    }

    func remove(_ args: inout ArgumentReader) throws {
        let view = try args.view()
        try args.end()
        simulator.responders.removeFromSuperview(view)
    }

    @discardableResult
    func create<T: SimObject>(_ name: Token, _ make: () throws -> T) throws -> T {
        if variables[name.text] != nil {
            throw error(name, "'\(name.text)' is already a variable", hint: "choose another name")
        }
        do {
            return try make()
        } catch World.CreationError.nameTaken(let taken) {
            let existing = world.object(named: taken)!
            throw error(name, "an object named '\(taken)' already exists (\(article(existing.className)))",
                        hint: "names are unique; choose another, e.g. \(taken)2")
        }
    }

    // MARK: - set, let, var

    func set(_ args: inout ArgumentReader) throws {
        let target = try args.word("OBJECT.PROPERTY or a variable")
        if target.text.hasSuffix(".didTouchUpInside"), world.object(named: target.text) == nil {
            var objectToken = target
            objectToken.text = String(target.text.dropLast(".didTouchUpInside".count))
            var property = target
            property.text = "didTouchUpInside"
            property.location.column += objectToken.text.unicodeScalars.count + 1
            return try setClosureProperty(try resolveObject(objectToken), property, &args)
        }
        if args.node.block != nil {
            throw error(target, "'set' takes a { } block only for a closure property (BUTTON.didTouchUpInside)")
        }
        try args.expect(.equals, "=")
        if let dot = target.text.lastIndex(of: "."), world.object(named: target.text) == nil {
            let objectName = String(target.text[..<dot])
            let property = String(target.text[target.text.index(after: dot)...])
            var objectToken = target
            objectToken.text = objectName
            let object = try resolveObject(objectToken)
            if Properties.canonical(property) == "frame", let view = object as? View {
                view.frame = try args.rect()
                try args.end()
                return
            }
            var propertyToken = target
            propertyToken.location.column += objectName.unicodeScalars.count + 1
            propertyToken.text = property
            if object.delegateSlot(property) != nil {
                try assignDelegate(object, propertyToken, &args)
                return
            }
            if let cell = object as? TableViewCell, property == "viewModel" {
                return try assignViewModel(cell, propertyToken, &args)
            }
            let value = try evaluate(&args)
            try args.end()
            // A value control's value set in code shows in the trace (no event): echo the line.
            if frames.isEmpty, object is Control, Properties.valueControlProperty(object, Properties.canonical(property)) != nil {
                simulator.commandStarted(args.node.source)
            }
            try setProperty(object, propertyToken, value)
            return
        }
        guard var variable = variable(target.text) else {
            throw error(target, "no variable named '\(target.text)'",
                        hint: Suggestions.hint(for: target.text, in: variableOrder) ?? "declare it first: var \(target.text) = VALUE")
        }
        guard variable.mutable else {
            throw error(target, "cannot assign to '\(target.text)': it is a 'let' constant",
                        hint: "declare it with 'var' to change it (\(variable.declaredAt))")
        }
        variable.value = try evaluate(&args)
        try args.end()
        store(variable, as: target.text)
    }

    func setProperty(_ object: SimObject, _ key: Token, _ value: Value, creating: Bool = false) throws {
        if let r = object as? GestureRecognizer { return try setGestureProperty(r, key, value) }
        if let control = object as? Control, try setValueControlProperty(control, key, value, creating: creating) { return }
        do {
            try Properties.set(object, key.text, value)
        } catch .unknown {
            let names = Properties.settable(object).map(\.name)
            throw error(key, "\(article(object.className)) has no settable property '\(key.text)'",
                        hint: Suggestions.hint(for: Properties.canonical(key.text), in: names)
                            ?? "settable: " + names.joined(separator: ", "))
        } catch .wrongType(let expected) {
            throw error(key, "'\(key.text)' takes \(expected), not \(value.typeName) \(value.rendered(in: world))")
        }
    }

    func declare(_ mutable: Bool, _ args: inout ArgumentReader) throws {
        let name = try args.newName("a variable name")
        guard !name.text.contains(".") else {
            throw error(name, "a variable name cannot contain '.'", hint: "to change a property use: set \(name.text) = VALUE")
        }
        // Inside a handler, `let`/`var` are local to that run (a cellForRow body runs per row).
        let existingHere = frames.isEmpty ? variables[name.text] : frames[frames.count - 1].locals[name.text]
        if let existing = existingHere {
            throw error(name, "'\(name.text)' is already declared (\(existing.declaredAt))", hint: "use `set \(name.text) = VALUE` to change a var")
        }
        if world.object(named: name.text) != nil || ["self", "sender", "event", "nil", "true", "false"].contains(name.text) {
            throw error(name, "'\(name.text)' is already the name of an object", hint: "choose another name")
        }
        try args.expect(.equals, "=")
        let value = try evaluate(&args)
        try args.end()
        let declared = Variable(value: value, mutable: mutable, declaredAt: name.location)
        if !frames.isEmpty {
            frames[frames.count - 1].locals[name.text] = declared
            return
        }
        variables[name.text] = declared
        variableOrder.append(name.text)
    }

    /// A value: "string", number, true/false, nil, an object name, or a variable's current value.
    func readValue(_ args: inout ArgumentReader) throws -> Value {
        let t = try args.next("a value")
        switch t.kind {
        case .string: return .string(t.literalText)
        case .word:
            if t.text == "true" { return .bool(true) }
            if t.text == "false" { return .bool(false) }
            if t.text == "nil" { return .null }
            if let n = Double(t.text), n.isFinite { return .number(n) }
            if frames.last != nil, t.text == "self" || t.text == "sender" { return .object(try resolveObject(t).id) }
            if let v = try lookup(t.text, at: t) { return v }
            throw error(t, "unknown name '\(t.text)'",
                        hint: Suggestions.hint(for: t.text, in: variableOrder + world.names)
                            ?? "strings need double quotes: \"\(t.text)\"")
        default:
            throw args.error(t, "expected a value, found \(t.quotedForMessage)")
        }
    }
}
