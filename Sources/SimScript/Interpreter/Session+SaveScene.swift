import SimCore

/// `save scene FILE [owner NAME]`: the scene as SimCore archives it, with the design-time
/// properties the creating commands take, written through `writeFile`.
extension Session {
    func saveScene(to file: Token, owner: SimObject?) throws {
        let path = resolvePath(file.literalText, relativeTo: file.location.file)
        var archive = SceneArchive(world: world, owner: owner, properties: archivedProperties)
        archive.notSaved += methodsOutsideClasses(archive)
        archive.notSaved += unarchivedStructure(archive)
        let text: String
        do {
            text = String(decoding: try archive.encoded(), as: UTF8.self)
        } catch {
            throw self.error(file, "cannot encode the scene: \(error)")
        }
        try writeNamedFile(text, to: path, named: file, hint: "the folder must exist and be writable; the path is relative to the script")
        var lines = ["saved \(archive.objects.count) objects and \(archive.connections.count) connections to \(path)"]
        for line in archive.notSaved { lines.append("  not saved: \(line)") }
        emitOutput(lines.joined(separator: "\n"))
    }

    /// What the file format has no place for yet, so `load` cannot give it back: a stack view's
    /// list of arranged subviews (their frames are saved), and navigation and tab bar controllers
    /// (`load` skips them and what they hold, saying so).
    private func unarchivedStructure(_ archive: SceneArchive) -> [String] {
        var lines: [String] = []
        for entry in archive.objects {
            switch world.object(named: entry.name) {
            case let stack as StackView where !stack.arrangedSubviews.isEmpty:
                lines.append("\(stack.name): which subviews are arranged (addArrangedSubview them again after load)")
            case let nav as NavigationController:
                lines.append("\(nav.name): a navigation controller and its stack (build it with navigationcontroller and push)")
            case let tabs as TabBarController:
                lines.append("\(tabs.name): a tab bar controller and its tabs (build it with tabbarcontroller)")
            default:
                continue
            }
        }
        return lines
    }

    /// Methods an object got from a `method` line rather than from its class: a scene file
    /// cannot hold them, and `load` cannot give them back.
    private func methodsOutsideClasses(_ archive: SceneArchive) -> [String] {
        var lines: [String] = []
        for entry in archive.objects {
            guard let object = world.object(named: entry.name) else { continue }
            let fromClass = Set((object.customClass.flatMap { state.classes[$0] }?.methods ?? []).map(\.selector))
            for selector in object.methodOrder where !fromClass.contains(selector) {
                lines.append("\(object.name): method \(world.name(of: selector)) (defined on the object: declare it in a class)")
            }
        }
        return lines
    }

    /// What the creating commands and `set` could have given the object, read back now.
    func archivedProperties(_ object: SimObject) -> [String: ArchivedValue] {
        var properties: [String: ArchivedValue] = [:]
        if let recognizer = object as? GestureRecognizer {
            for (name, value) in Session.recognizerOptions(recognizer) { properties[name] = archived(value) }
            return properties
        }
        if object is PlainObject {
            for (name, value) in object.attributes { properties[name] = archived(value) }
        }
        for property in object.designTimeProperties where property.name != "frame" {
            if let value = object.property(property.name) { properties[property.name] = archived(value) }
        }
        return properties
    }

    func archived(_ value: Value) -> ArchivedValue {
        switch value {
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .null: return .null
        case .object(let id): return .object(world.object(id).name)
        case .list(let items): return .list(items.map(archived))
        }
    }

    /// A recognizer's options as `gesture` takes them (UIKit's names).
    /// A recognizer's settings a scene file keeps: its design-time properties.
    static func recognizerOptions(_ r: GestureRecognizer) -> [(String, Value)] {
        r.designTimeProperties.compactMap { p in r.property(p.name).map { (p.name, $0) } }
    }
}
