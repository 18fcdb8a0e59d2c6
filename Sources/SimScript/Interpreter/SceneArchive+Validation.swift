import SimCore

/// The language's rules, applied to a scene file before `load` makes anything: a hand-written
/// or edited file must not give the world what a script could not (an empty name, a name with
/// a space, two objects of one name, a negative width, recognizers that wait for each other).
/// Each problem names where in the file it is, as a JSON path the loader turns into a line and
/// column (`JSONSyntax.position`).
extension SceneArchive {
    struct Problem: Error {
        let path: [JSONSyntax.Step]
        let message: String
        let hint: String
    }

    /// The first place the file breaks a rule the language keeps, or nil. `rules` name the
    /// controller class (whose objects bring their root view).
    func firstProblem(rules: any PlatformRules) -> Problem? {
        do throws(Problem) {
            try checkObjects(controllerClass: rules.className(of: .viewController))
            try checkConnections()
            return nil
        } catch {
            return error
        }
    }

    private static let nameHint = "names are as in a script: letters, digits, _ and ., not starting with a digit (e.g. loginButton)"

    private func checkObjects(controllerClass: String) throws(Problem) {
        // A controller brings its root view, `NAME.view`, which the file lists with `rootViewOf`.
        var taken: Set<String> = []
        for (i, entry) in objects.enumerated() {
            let at: [JSONSyntax.Step] = [.key("objects"), .index(i)]
            try checkName(entry.name, at: at + [.key("name")])
            if let custom = entry.customClass, !isIdentifier(custom) {
                throw Problem(path: at + [.key("customClass")], message: "'\(custom)' is not a valid class name", hint: SceneArchive.nameHint)
            }
            if entry.rootViewOf == nil {
                guard taken.insert(entry.name).inserted else {
                    throw Problem(path: at + [.key("name")], message: "a second object named '\(entry.name)' in this scene file",
                                  hint: "names are unique: rename one of them")
                }
            }
            if entry.class == controllerClass { taken.insert(entry.name + ".view") }
            if let frame = entry.frame { try check(frame, at: at + [.key("frame")]) }
            for (key, value) in (entry.properties ?? [:]).sorted(by: { $0.key < $1.key }) {
                let place = at + [.key("properties"), .key(key)]
                guard isIdentifier(key) else {
                    throw Problem(path: place, message: "'\(key)' is not a valid property name", hint: "properties are named as `set` names them, e.g. title")
                }
                try check(value, at: place)
            }
        }
        try checkRequirements()
    }

    private func checkName(_ name: String, at path: [JSONSyntax.Step]) throws(Problem) {
        guard !name.isEmpty else { throw Problem(path: path, message: "an object's name is empty", hint: SceneArchive.nameHint) }
        guard isIdentifier(name, allowDots: true) else {
            throw Problem(path: path, message: "'\(name)' is not a valid object name", hint: SceneArchive.nameHint)
        }
        guard name.count <= maxNameLength else {
            throw Problem(path: path, message: "an object's name is at most \(maxNameLength) characters; this one has \(groupedDigits(Int64(name.count)))",
                          hint: "rename the object in the file")
        }
        if World.isAutomaticName(name) {
            throw Problem(path: path, message: "'\(name)' is a name simrepl gives an object it makes itself (the hidden block proxy, a table's cells)",
                          hint: "rename the object in the file")
        }
    }

    private func check(_ frame: ArchivedRect, at path: [JSONSyntax.Step]) throws(Problem) {
        for (key, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] where !value.isFinite {
            throw Problem(path: path + [.key(key)], message: "the frame's \(key) is out of range", hint: Numeral.rangeHint)
        }
        if frame.width < 0 { throw Problem(path: path + [.key("width")], message: "a width cannot be negative", hint: "frames are X Y WIDTH HEIGHT, as in a script") }
        if frame.height < 0 { throw Problem(path: path + [.key("height")], message: "a height cannot be negative", hint: "frames are X Y WIDTH HEIGHT, as in a script") }
    }

    /// A value's strings and lists within the limits a script's are held to (`ValueLimits`).
    private func check(_ value: ArchivedValue, at path: [JSONSyntax.Step]) throws(Problem) {
        var elements = 0
        func walk(_ value: ArchivedValue, depth: Int) throws(Problem) {
            switch value {
            case .string(let s) where s.utf8.count > ValueLimits.maxStringBytes:
                throw Problem(path: path, message: "a string of \(groupedDigits(Int64(s.utf8.count))) bytes; a string holds at most 1 MiB",
                              hint: "strings in a scene file are held to a script's limits")
            case .list(let items):
                guard depth < ValueLimits.maxListDepth else {
                    throw Problem(path: path, message: "lists nested more than \(ValueLimits.maxListDepth) deep", hint: "lists in a scene file are held to a script's limits")
                }
                elements += items.count
                guard elements <= ValueLimits.maxListElements else {
                    throw Problem(path: path, message: "a list of more than \(groupedDigits(Int64(ValueLimits.maxListElements))) elements",
                                  hint: "lists in a scene file are held to a script's limits")
                }
                for item in items { try walk(item, depth: depth + 1) }
            default: break
            }
        }
        try walk(value, depth: 0)
    }

    /// `requiresToFail` may not close a circle: each recognizer in it would wait for the next.
    private func checkRequirements() throws(Problem) {
        let index = Dictionary(objects.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (i, entry) in objects.enumerated() {
            // Depth first from this recognizer: coming back to it is a circle.
            var seen: Set<String> = [entry.name]
            var stack: [[String]] = [[entry.name]]
            while let chain = stack.popLast() {
                guard let j = index[chain[chain.count - 1]] else { continue }
                for next in objects[j].requiresToFail ?? [] {
                    if next == entry.name {
                        let circle = (chain + [next]).joined(separator: " → ")
                        throw Problem(path: [.key("objects"), .index(i), .key("requiresToFail")],
                                      message: chain.count == 1 ? "'\(entry.name)' requires itself to fail" : "recognizers wait for each other to fail (\(circle)): none could ever recognize",
                                      hint: RequireCommand.cycleHint)
                    }
                    if seen.insert(next).inserted { stack.append(chain + [next]) }
                }
            }
        }
    }

    private func checkConnections() throws(Problem) {
        for (i, connection) in connections.enumerated() {
            let at: [JSONSyntax.Step] = [.key("connections"), .index(i)]
            switch connection {
            case .outlet(_, let name, _, _) where !isIdentifier(name):
                throw Problem(path: at + [.key("name")], message: "'\(name)' is not a valid outlet name", hint: "outlets are named as in a script, e.g. username")
            case .action(_, _, let action, _) where !isSelector(action) || action.count > maxNameLength:
                throw Problem(path: at + [.key("action")], message: "'\(action)' is not a valid selector", hint: "selectors are written as in a script, e.g. didTapLogin:")
            case .delegate(_, let property, _, _) where !isIdentifier(property):
                throw Problem(path: at + [.key("property")], message: "'\(property)' is not a valid property name", hint: "delegate properties are named as in a script, e.g. delegate")
            default: break
            }
        }
    }
}
