import SimCore
import SimScript
import SwiftInterpreter

/// The file's classes as the session declares them: each instance method becomes a `Method`
/// whose body calls the Swift method on the instance behind the receiving object — so UIKit's
/// sends (actions, overrides, delegate calls) reach it by selector, and the trace, `expect ran`
/// and `why` see it. A method Objective-C could not see (no `@objc`) is listed too: what is
/// refused at compile time (`#selector` of it) is refused there, by the resolver.
extension ScreenProgram {
    /// The module's classes for the session, and the warnings about `newFile`.
    func bridged(newFile: String) -> BridgedSwift {
        let classes = program.declaredClasses.filter { $0.hostAncestor != nil }.map { declared in
            BridgedSwift.Class(
                name: declared.name, superclass: declared.hostAncestor!,
                // The closure property's action method is the engine's own (ClosureProperty).
                methods: declared.methods.filter { !(ClosureProperty.isDeclared(by: declared) && $0.baseName == ClosureProperty.name) }
                    .map { method(for: $0) },
                outlets: declared.storedProperties.filter { $0.attributes.contains("IBOutlet") }.map { ($0.name, !$0.isWeak) },
                makeInstance: { [unowned self] object in try self.makeInstance(of: declared, for: object) },
                initializerTargets: { [unowned self] in self.initializerTargets[declared.name] ?? [] })
        }
        var warnings = program.warnings.map { Diagnostic(.warning, location($0.loc), $0.message, hint: $0.hint) }
            .filter { $0.location?.file == newFile }
        if let marker = OldSpellings.marker(in: files.first { $0.path == newFile }?.text ?? "") {
            warnings.insert(Diagnostic(.warning, SourceLocation(file: newFile, line: 1, column: 1),
                                       "this file is Swift 2 (it uses '\(marker)'): simrepl reads it as Swift 2 did",
                                       hint: "a function's first parameter has no label unless given two names; each old UIKit name warns with its new one"), at: 0)
        }
        return BridgedSwift(classes: classes + structClasses(), warnings: warnings)
    }

    private func method(for m: DeclaredMethod) -> SimCore.Method {
        let selector = world.selector(UIKitSelectors.objcName(of: m.fullName))
        let parameters = m.parameters, loc = m.loc
        return SimCore.Method(selector: selector, definedAt: location(m.loc)) { [unowned self] context in
            guard let receiver = context.receiver else { return }
            let me = instance(for: receiver)
            let args = arguments(for: parameters, context)
            let result = try running(context) {
                try handlerSwift(about: receiver) { () throws(RunFailure) in try program.call(m, on: me, args: args, at: loc) } ?? nil
            }
            // The answer, unless it is the cell the engine handed the data source to configure.
            if let result, !result.isVoid, let answer = engineValue(result), answer != context.parameter("cell") { context.returns(answer) }
        }
    }

    /// What UIKit passes each parameter, by its type: the sender to the first object parameter
    /// (an action's sender, a delegate call's table), an `IndexPath` made of the call's row and
    /// section, a number or flag the call names after the parameter (`section`), else nil.
    private func arguments(for parameters: [(name: String, type: String)], _ context: ActionContext) -> [SwiftInterpreter.Value] {
        var objects = context.sender.map { [SimCore.Value.object($0.id)] } ?? []
        objects += context.parameters.compactMap { if case .object = $0.value { return $0.value } else { return nil } }
        return parameters.map { parameter -> SwiftInterpreter.Value in
            let type = parameter.type.hasSuffix("?") || parameter.type.hasSuffix("!") ? String(parameter.type.dropLast()) : parameter.type
            switch type {
            case "IndexPath":
                return uikit.indexPath(row: context.parameter("row") ?? context.parameter("item"), section: context.parameter("section"))
            case "Int", "Double", "Bool", "String":
                return context.parameter(parameter.name).map { swiftValue($0, like: type == "Int" ? .int(0) : nil) }
                    ?? (type == "Bool" ? .bool(false) : .nilValue)
            default:
                guard !objects.isEmpty else { return .nilValue }
                let object = swiftValue(objects.removeFirst())
                return parameter.type.hasSuffix("?") ? .optional(object) : object
            }
        }
    }

    /// The Swift instance behind `object`, just made as `declared`: its stored properties'
    /// initial values run. A UITableViewController makes its table view first, filling its
    /// view, and is its data source and delegate (UIKit's loadView).
    @discardableResult
    func makeInstance(of declared: DeclaredClass, for object: SimObject) throws -> Instance {
        if declared.hostAncestor == "UITableViewController", let controller = object as? ViewController,
           world.object(named: object.name + ".tableView") == nil {
            let table = try world.makeTableView(object.name + ".tableView", in: controller.view, frame: controller.view.bounds)
            try simulator.delegation.setDelegate("dataSource", of: table, to: object)
            try simulator.delegation.setDelegate("delegate", of: table, to: object)
        }
        let mirror = PropertyMirror(screen: self, properties: declared.storedProperties, hasClosureProperty: ClosureProperty.isDeclared(by: declared))
        // After a reload, what the object's earlier instance held (its objects as this program's).
        let carrying = (carriedState.removeValue(forKey: object.id) ?? [:]).compactMapValues { value in
            value.carried { old in (old.host as? SimObject).map { .object(self.instance(for: $0)) } }
        }
        let made = try swift { () throws(RunFailure) in try program.instantiate(declared, host: object, fields: mirror, carrying: carrying) }
        mirror.isMade = true
        instances[object.id] = made
        namingHint = nil
        initializing = nil
        return made
    }
}
