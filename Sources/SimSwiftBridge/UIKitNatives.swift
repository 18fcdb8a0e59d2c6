import SimCore
import SwiftInterpreter

/// The members of UIKit's classes a screen's Swift calls, each declared as the Swift declaration
/// it stands for and done by the engine's own call (`addTarget` is HandlerRegistration's, a
/// property is the class descriptor's, with its UIKit rule), so what Swift does is traced as
/// the same step in `.sim` is.
struct UIKitNatives {
    let library: Library
    let classes: UIKitClasses
    unowned let screen: ScreenProgram

    func type(_ name: String) -> TypeDecl { classes.types[name]! }

    /// The engine object behind a Swift receiver.
    func object<T: SimObject>(_ v: SwiftInterpreter.Value, _ as: T.Type, _ ctx: NativeContext) throws(Interrupt) -> T {
        guard let o = screen.simObject(v) as? T else { throw ctx.unsupported("expected a \(T.descriptor.uikitName)") }
        return o
    }

    // MARK: Value types

    func registerValueTypes() {
        _ = library.hostValueType("Selector", module: "ObjectiveC")
        let control = type("UIControl")
        let event = library.hostValueType("Event", module: "UIKit", nestedIn: control)
        for (name, mask) in ControlEvents.singles + ControlEvents.masks {
            // Swift 2 capitalized them (`.TouchUpInside`).
            library.staticValue(event, "static var \(name): UIControl.Event", oldName: name.prefix(1).uppercased() + name.dropFirst()) {
                .native(EventsValue(event, mask))
            }
        }
        let state = library.hostValueType("State", module: "UIKit", nestedIn: control)
        for name in ["normal", "highlighted", "selected", "disabled"] {
            library.function(state, "static var \(name): UIControl.State") { _, _ in .native(NamedValue(state, name)) }
        }
        let buttonType = library.hostValueType("ButtonType", module: "UIKit", nestedIn: type("UIButton"))
        for name in ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close"] {
            library.function(buttonType, "static var \(name): UIButton.ButtonType") { _, _ in .native(NamedValue(buttonType, name)) }
        }
        registerUIAction()
        // An image is known by its name here (the engine's `image` property holds the name).
        let image = library.hostClass("UIImage", module: "UIKit", superclass: type("NSObject"))
        library.function(image, "init?(named name: String)") { args, _ in .optional(.string(args[0].text)) }
        let cellStyle = library.hostValueType("CellStyle", module: "UIKit", nestedIn: type("UITableViewCell"))
        for name in ["default", "value1", "value2", "subtitle"] {
            library.staticValue(cellStyle, "static var \(name): UITableViewCell.CellStyle", oldName: name.prefix(1).uppercased() + name.dropFirst()) {
                .native(NamedValue(cellStyle, name))
            }
        }
    }

    /// UIAction: a closure with an optional identifier, which `addAction` registers.
    private func registerUIAction() {
        let action = library.hostValueType("UIAction", module: "UIKit")
        let identifier = library.hostValueType("Identifier", module: "UIKit", nestedIn: action)
        library.function(identifier, "init(_ rawValue: String)") { args, _ in .native(NamedValue(identifier, args[0].text)) }
        library.function(identifier, "init(rawValue: String)") { args, _ in .native(NamedValue(identifier, args[0].text)) }
        library.function(action, "init(handler: @escaping (UIAction) -> Void)") { args, ctx in
            .native(ActionValue(action, identifier: nil, title: nil, handler: args[0], loc: ctx.loc))
        }
        library.function(action, "init(identifier: UIAction.Identifier?, handler: @escaping (UIAction) -> Void)") { args, ctx in
            .native(ActionValue(action, identifier: (args[0].native as? NamedValue)?.name, title: nil, handler: args[1], loc: ctx.loc))
        }
        library.function(action, "init(title: String, handler: @escaping (UIAction) -> Void)") { args, ctx in
            .native(ActionValue(action, identifier: nil, title: args[0].text, handler: args[1], loc: ctx.loc))
        }
        library.function(action, "init(title: String, identifier: UIAction.Identifier?, handler: @escaping (UIAction) -> Void)") { args, ctx in
            .native(ActionValue(action, identifier: (args[1].native as? NamedValue)?.name, title: args[0].text, handler: args[2], loc: ctx.loc))
        }
    }

    // MARK: Views

    func registerViews() {
        let view = type("UIView")
        for name in UIKitClasses.tree.map(\.name) where classes.types[name]!.isSubclass(of: view) || name == "NSObject" {
            library.function(type(name), "init()") { [unowned screen] _, ctx throws(Interrupt) in try screen.make(name, ctx) }
        }
        library.method(view, "func addSubview(_ view: UIView)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let parent = try object(v, View.self, ctx), child = try object(args[0], View.self, ctx)
            do { try screen.world.addSubview(child, to: parent) } catch { throw screen.interrupt(error, at: ctx.loc) }
            return .void
        }
        library.property(view, "var superview: UIView?") { [unowned screen] v, ctx throws(Interrupt) in
            let me = try object(v, View.self, ctx)
            return me.superview.map { .optional(.object(screen.instance(for: $0))) } ?? .nilValue
        }
        library.property(view, "var subviews: [UIView]") { [unowned screen] v, ctx throws(Interrupt) in
            .array(try object(v, View.self, ctx).subviews.map { .object(screen.instance(for: $0)) })
        }
    }

    // MARK: Controls

    func registerControls() {
        let control = type("UIControl")
        library.method(control, "func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let c = try object(v, Control.self, ctx)
            let action = try screen.selector(args[1], ctx)
            if let selfMethod = args[0].native as? SelfMethodReference { screen.noteInitializerTarget(action, at: selfMethod.loc) }
            screen.simulator.registration.addTarget(screen.simObject(args[0]), action: action, to: c, for: try events(args[2], ctx))
            return .void
        }
        library.method(control, "func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let c = try object(v, Control.self, ctx)
            let target: TargetActionTable.TargetMatch = screen.simObject(args[0]).map { .only($0.id) } ?? .any
            let action: SimCore.Selector? = args[1].isNilOptional ? nil : try screen.selector(args[1], ctx)
            screen.simulator.registration.removeTarget(target, action: action, from: c, for: try events(args[2], ctx))
            return .void
        }
        library.method(control, "func addAction(_ action: UIAction, for controlEvents: UIControl.Event)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let c = try object(v, Control.self, ctx)
            guard let action = args[0].native as? ActionValue else { throw ctx.unsupported("expected a UIAction") }
            screen.register(action, on: c, for: try events(args[1], ctx))
            return .void
        }
        library.method(control, "func sendActions(for controlEvents: UIControl.Event)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let c = try object(v, Control.self, ctx)
            do { try screen.simulator.actions.sendActions(try events(args[0], ctx), from: c) } catch { throw screen.interrupt(error, at: ctx.loc) }
            return .void
        }
        library.function(type("UITableViewCell"), "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)") { [unowned screen] _, ctx throws(Interrupt) in
            try screen.make("UITableViewCell", ctx)
        }
        let button = type("UIButton")
        library.function(button, "init(type buttonType: UIButton.ButtonType)") { [unowned screen] _, ctx throws(Interrupt) in try screen.make("UIButton", ctx) }
        // The title for .normal, the one state simrepl models.
        library.property(button, "var currentTitle: String?") { [unowned screen] v, ctx throws(Interrupt) in
            screen.swiftValue(try object(v, Button.self, ctx).property("title") ?? .null, like: .nilValue)
        }
        library.method(button, "func title(for state: UIControl.State) -> String?") { [unowned screen] v, _, ctx throws(Interrupt) in
            screen.swiftValue(try object(v, Button.self, ctx).property("title") ?? .null, like: .nilValue)
        }
        library.method(button, "func setTitle(_ title: String?, for state: UIControl.State)") { [unowned screen] v, args, ctx throws(Interrupt) in
            let b = try object(v, Button.self, ctx)
            try screen.set("title", of: b, to: args[0].isNilOptional ? .string("") : .string(args[0].text), ctx)
            return .void
        }
    }

    private func events(_ v: SwiftInterpreter.Value, _ ctx: NativeContext) throws(Interrupt) -> ControlEvents {
        guard let e = v.native as? EventsValue else { throw ctx.unsupported("expected a UIControl.Event") }
        return e.events
    }

    // MARK: Controllers

    func registerControllers() {
        let controller = type("UIViewController")
        library.function(controller, "init()") { [unowned screen] _, ctx throws(Interrupt) in try screen.make("UIViewController", ctx) }
        // UIKit's own implementations do nothing a subclass's `super` call would see.
        // NSObject's: a nib's objects get it once their outlets are connected.
        library.method(type("NSObject"), "func awakeFromNib()") { _, _, _ in .void }
        for name in ["viewDidLoad()", "loadView()", "viewDidLayoutSubviews()", "didReceiveMemoryWarning()"] {
            library.method(controller, "func \(name)") { _, _, _ in .void }
        }
        for name in ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"] {
            library.method(controller, "func \(name)(_ animated: Bool)") { _, _, _ in .void }
        }
        library.property(controller, "var view: UIView!") { [unowned screen] v, ctx throws(Interrupt) in
            .optional(.object(screen.instance(for: try object(v, ViewController.self, ctx).view)))
        }
    }

    // MARK: Descriptor properties

    /// Every property the engine models on a class (its descriptor's), as Swift spells it
    /// (`isHidden` for `hidden`), read and set through the descriptor so UIKit's rule applies.
    func registerDescriptorProperties() {
        for entry in UIKitClasses.tree {
            let t = type(entry.name)
            let inherited = Set(entry.superclass.map { classes.kind(of: $0).descriptor.properties.all.map(\.name) } ?? [])
            for property in entry.kind.descriptor.properties.all where !inherited.contains(property.name) && property.availability != .appkit {
                // UIButton has no `title`: `currentTitle` and `title(for:)` read it (registerControls).
                if entry.name == "UIButton" && property.name == "title" { continue }
                guard let swift = SwiftSpelling(property) else { continue }
                let name = property.name
                let get: NativeGetter = { [unowned screen] v, ctx throws(Interrupt) in
                    guard let o = screen.simObject(v) else { throw ctx.unsupported("expected a \(entry.name)") }
                    return swift.swiftValue(o.property(name) ?? .null, screen)
                }
                let set: NativeSetter? = property.settable == nil ? nil : { [unowned screen] receiver, value, ctx throws(Interrupt) in
                    guard let o = screen.simObject(receiver) else { throw ctx.unsupported("expected a \(entry.name)") }
                    guard let engine = screen.engineValue(value) else { throw ctx.unsupported("'\(swift.name)' cannot hold this value") }
                    try screen.set(name, of: o, to: engine, ctx)
                }
                library.add(t, "var \(swift.name): \(swift.type)", .property(get: get, set: set))
            }
        }
    }
}

/// How Swift spells and types an engine property: UIKit's Boolean properties read `isHidden`,
/// counts and indexes are `Int`, other numbers `Double` (the interpreter has no CGFloat yet),
/// texts optional `String`s as UIKit declares them.
struct SwiftSpelling {
    let name: String
    let type: String
    static let isPrefixed: Set<String> = ["hidden", "enabled", "selected", "highlighted", "userInteractionEnabled", "on", "continuous",
                                          "tracking", "touchInside", "editing", "momentary", "opaque", "multipleTouchEnabled",
                                          "exclusiveTouch", "pagingEnabled", "scrollEnabled", "refreshing", "firstResponder"]
    static let integers: Set<String> = ["tag", "selectedSegmentIndex", "numberOfPages", "currentPage", "numberOfTapsRequired",
                                        "numberOfTouchesRequired", "numberOfSegments", "row", "section"]
    static let optionalTexts: Set<String> = ["text", "placeholder", "title"]

    init?(_ p: Property) {
        switch p.kind {
        case .bool:
            name = Self.isPrefixed.contains(p.name) ? "is" + p.name.prefix(1).uppercased() + p.name.dropFirst() : p.name
            type = "Bool"
        case .number:
            name = p.name
            type = Self.integers.contains(p.name) ? "Int" : "Double"
        case .string where p.name == "image":
            name = p.name
            type = "UIImage?"
        case .string:
            name = p.name
            type = Self.optionalTexts.contains(p.name) ? "String?" : "String"
        default:
            return nil
        }
    }

    func swiftValue(_ v: SimCore.Value, _ screen: ScreenProgram) -> SwiftInterpreter.Value {
        switch type {
        case "Int": return screen.swiftValue(v, like: .int(0))
        case "String?", "UIImage?": return screen.swiftValue(v, like: .nilValue)
        case "String": if case .null = v { return .string("") }; return screen.swiftValue(v)
        case "Bool": if case .null = v { return .bool(false) }; return screen.swiftValue(v)
        default: if case .null = v { return .double(0) }; return screen.swiftValue(v)
        }
    }
}

/// `UIControl.Event` values: the engine's event mask.
final class EventsValue: NativeObject {
    let events: ControlEvents
    init(_ type: TypeDecl, _ events: ControlEvents) { self.events = events; super.init(typeDecl: type) }
}

/// A value named by a word: `UIControl.State.normal`, `UIAction.Identifier("save")`.
final class NamedValue: NativeObject {
    let name: String
    init(_ type: TypeDecl, _ name: String) { self.name = name; super.init(typeDecl: type) }
}

/// A `UIAction`: the closure it runs, and the identifier that makes a second one replace it.
final class ActionValue: NativeObject {
    let identifier: String?
    let title: String?
    let handler: SwiftInterpreter.Value
    let loc: SourceLoc
    init(_ type: TypeDecl, identifier: String?, title: String?, handler: SwiftInterpreter.Value, loc: SourceLoc) {
        self.identifier = identifier; self.title = title; self.handler = handler; self.loc = loc
        super.init(typeDecl: type)
    }
}

extension SwiftInterpreter.Value {
    var native: AnyObject? {
        switch self {
        case .native(let o): return o
        case .optional(let inner?): return inner.native
        default: return nil
        }
    }

    var text: String {
        switch self {
        case .string(let s): return s
        case .optional(let inner?): return inner.text
        default: return ""
        }
    }

    var isNilOptional: Bool {
        if case .optional(nil) = self { return true }
        return false
    }
}
