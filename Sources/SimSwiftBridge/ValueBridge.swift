import SimCore
import SwiftInterpreter

/// Values crossing between Swift and the engine. An object is the same object on both sides:
/// a SimCore object in the engine, an `Instance` standing for it in Swift (one per object, so
/// `===` holds). Strings, numbers, booleans, nil and lists of them convert; other Swift values
/// (structs, closures, dictionaries) stay in Swift.
extension ScreenProgram {
    /// The Swift value for an engine value, shaped as `like` (an optional stays optional, an
    /// `Int` property reads back an `Int`).
    func swiftValue(_ value: SimCore.Value, like shape: SwiftInterpreter.Value? = nil) -> SwiftInterpreter.Value {
        let optional: Bool
        var inner = shape
        if case .optional(let wrapped)? = shape { optional = true; inner = wrapped } else { optional = false }
        let converted: SwiftInterpreter.Value
        switch value {
        case .null: return .nilValue
        case .string(let s): converted = .string(s)
        case .bool(let b): converted = .bool(b)
        case .number(let n):
            if case .int? = inner, let i = Int(exactly: n) { converted = .int(i) } else { converted = .double(n) }
        case .object(let id): converted = structValues[id] ?? .object(instance(for: world.object(id)))
        case .list(let items): converted = .array(items.map { swiftValue($0) })
        }
        return optional ? .optional(converted) : converted
    }

    /// The engine value for a Swift value; nil when the engine has no such value.
    func engineValue(_ value: SwiftInterpreter.Value) -> SimCore.Value? {
        switch value {
        case .optional(nil): return .null
        case .optional(let inner?): return engineValue(inner)
        case .string(let s): return .string(s)
        case .character(let c): return .string(String(c))
        case .bool(let b): return .bool(b)
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .float(let f): return .number(Double(f))
        case .object(let o): return (o.host as? SimObject).map { .object($0.id) }
        case .weak(let w): return (w.object?.host as? SimObject).map { .object($0.id) } ?? .null
        case .array(let items):
            var out: [SimCore.Value] = []
            for item in items { guard let v = engineValue(item) else { return nil }; out.append(v) }
            return .list(out)
        default: return nil
        }
    }

    /// The engine's object a Swift value refers to.
    func simObject(_ value: SwiftInterpreter.Value) -> SimObject? {
        switch value {
        case .object(let o): return o.host as? SimObject
        case .optional(let inner?): return simObject(inner)
        case .weak(let w): return w.object?.host as? SimObject
        default: return nil
        }
    }

    /// The instance standing for `object` in Swift: its Swift class's, or its UIKit class's.
    func instance(for object: SimObject) -> Instance {
        if let known = instances[object.id] { return known }
        // An object made as one of the file's classes elsewhere (a cell built from the cell
        // type named as the Swift class, as a storyboard's prototype names its custom class):
        // its Swift instance, made now.
        if let name = object.customClass ?? (object as? TableViewCell)?.typeName, let declared = program.declaredClasses.first(where: { $0.name == name }),
           let made = try? makeInstance(of: declared, for: object) {
            return made
        }
        let made = Instance.hosted(uikit.type(of: object), host: object)
        instances[object.id] = made
        return made
    }

    /// The program's declaration of `instance`'s class (nil for a UIKit class's instance).
    func declaredClass(of instance: Instance) -> DeclaredClass? {
        program?.declaredClasses.first { $0.name == instance.cls.name }
    }

    func fieldsKeeper(for instance: Instance) -> PropertyMirror? {
        guard let declared = declaredClass(of: instance) else { return nil }
        return PropertyMirror(screen: self, properties: declared.storedProperties, hasClosureProperty: ClosureProperty.isDeclared(by: declared))
    }
}

/// Keeps a Swift instance's stored properties and its engine object's in step: an `@IBOutlet`
/// is the object's outlet, a `weak var` of a protocol type its delegate slot, any other property
/// the engine can hold its stored property (`loginVC.loginButton` in a `.sim` line), so a script
/// reads and sets them as it does a `.sim` object's, and Swift sees what the script set.
final class PropertyMirror: HostFields {
    unowned let screen: ScreenProgram
    let properties: [DeclaredProperty]

    /// The class declares the seed's closure property (ClosureProperty).
    let hasClosureProperty: Bool
    /// The instance's initial values have run.
    var isMade = false

    /// Each property is an `@IBOutlet` (read once: every field read and write asks).
    private let isOutlet: [Bool]

    init(screen: ScreenProgram, properties: [DeclaredProperty], hasClosureProperty: Bool = false) {
        self.screen = screen
        self.properties = properties
        self.hasClosureProperty = hasClosureProperty
        isOutlet = properties.map { $0.attributes.contains("IBOutlet") }
    }

    func replacesObservers(_ instance: Instance, field: Int) -> Bool {
        hasClosureProperty && field < properties.count && properties[field].name == ClosureProperty.name
    }

    func read(_ instance: Instance, field: Int, stored: SwiftInterpreter.Value) -> SwiftInterpreter.Value {
        guard let object = instance.host as? SimObject, field < properties.count else { return stored }
        let name = properties[field].name
        if let target = object.outlet(name)?.target {
            return screen.swiftValue(.object(target), like: stored.isVoid ? .nilValue : stored)
        }
        if isOutlet[field] {
            // Not connected: the subview the object's cell type named so (`cell#1.titleLabel`),
            // which is what a prototype cell's outlet points at; else nil.
            let part = screen.world.object(named: object.name + "." + name)
            return screen.swiftValue(part.map { .object($0.id) } ?? .null, like: .nilValue)
        }
        if let slot = object.delegateSlot(name) {
            return screen.swiftValue(slot.target.map { .object($0) } ?? .null, like: .nilValue)
        }
        // Only what the engine holds (stored was mirrored, or a script set it): else Swift's own.
        guard let value = object.attribute(name), screen.engineValue(stored) != nil || stored.isVoid else { return stored }
        return screen.swiftValue(value, like: stored)
    }

    func wrote(_ instance: Instance, field: Int, value: SwiftInterpreter.Value) {
        guard let object = instance.host as? SimObject, field < properties.count, !value.isVoid else { return }
        let property = properties[field]
        if hasClosureProperty, property.name == ClosureProperty.name, let button = object as? Button {
            if !(value.isNilOptional && button.didTouchUpInside == nil) { screen.setClosureProperty(on: button, to: value) }
            return
        }
        if isOutlet[field] {
            // Declared outlets read nil until connected: only a value connects one. While the
            // instance is made, its outlets' nil does not undo a nib's connections (the object
            // existed first).
            let target = screen.simObject(value)
            if target != nil || (isMade && object.outlet(property.name) != nil) {
                object.connectOutlet(property.name, to: target, strong: !property.isWeak)
            }
            return
        }
        if property.isWeak {
            // A weak reference is the object's delegate slot: it holds nothing alive.
            let target = screen.simObject(value)
            if object.delegateSlot(property.name)?.target != target?.id { screen.setDelegate(property.name, of: object, to: target) }
            return
        }
        // A value the engine cannot hold (a closure, a struct) stays Swift's: `show` lists it
        // from Swift, so the engine's last value must not stay behind as if current.
        guard let engine = screen.engineValue(value) else { object.removeAttribute(property.name); return }
        screen.setAttribute(property.name, of: object, to: engine)
    }

    func willInitialize(_ instance: Instance, field: Int) {
        guard let object = instance.host as? SimObject, field < properties.count else { return }
        let property = properties[field]
        screen.namingHint = object.name + "." + property.name
        screen.initializing = (instance.cls.name, property.name)
        if property.isWeak, !isOutlet[field], object.delegateSlot(property.name) == nil {
            screen.simulator.delegation.declareDelegate(property.name, on: object, protocol: nil)
        }
    }
}

extension SwiftInterpreter.Value {
    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }
}
