/// Every object in a simulated world: views, controllers, the application, plain target objects.
///
/// An object has a stable, user-visible `name` (never an address) and a small integer `id` that the
/// events store instead of strings. Objects can implement *action methods*: the simulator has
/// no Objective-C runtime, so a method is a selector name mapped to a body (script commands or a
/// Swift closure). `respondsTo` is what UIKit's `responds(to:)` / `canPerformAction` consult.
public class SimObject {
    /// An object's number in its world: its index in ``World/objects``.
    public typealias ID = Int32

    /// The object's number, which events store instead of a reference.
    public let id: ID
    /// The unique name scripts, the trace and `expect` use.
    public let name: String
    /// What the object is; the platform's rules name its class.
    public var kind: ObjectKind { Self.descriptor.kind }
    /// The object as ``BlockHandling`` when its class is one (a table view, a text field, a
    /// recognizer). Asked instead of `as? BlockHandling`: a cast to a protocol a class does not
    /// conform to makes the Swift runtime scan every conformance record in the binary (6,000 and
    /// more) the first time for each class, and a snapshot or `leaks` asks it of every object.
    public var blockHandling: (any BlockHandling)? { nil }
    /// Stored properties of this one object, in declaration order: a plain object's given at
    /// creation (`object product name "Lamp" price 19.99`), a Swift class's `let`/`var` made for
    /// each instance. They hold objects strongly.
    @exclusivity(unchecked) public private(set) var attributes: [(name: String, value: Value)] = []
    /// Where each stored property is in `attributes`: a Swift class with thousands of stored
    /// properties made each one after looking all the others up (80,000 took 12 s).
    @exclusivity(unchecked) private var attributePositions: [String: Int] = [:]

    /// The stored property `name`, if the object has one.
    public func attribute(_ name: String) -> Value? { attributePositions[name].map { attributes[$0].value } }

    /// Sets the stored property `name`, adding it at the end when the object has none.
    package func setAttribute(_ name: String, _ value: Value) {
        if let i = attributePositions[name] { attributes[i].value = value; return }
        attributePositions[name] = attributes.count
        attributes.append((name, value))
    }

    /// Removes the stored property `name`, if the object has one (a Swift property now holding
    /// a value the engine cannot: its last engine value must not be shown as current).
    package func removeAttribute(_ name: String) {
        guard let i = attributePositions.removeValue(forKey: name) else { return }
        attributes.remove(at: i)
        for j in i..<attributes.count { attributePositions[attributes[j].name] = j }
    }

    /// The class name in the platform's vocabulary, shown by `tree`, `chain` and `show` (`UIButton`).
    public var className: String { world?.rules.className(of: kind) ?? "\(kind)" }
    /// The world that made this object. Set when it is registered; the world owns every object, so
    /// it outlives them.
    @exclusivity(unchecked) package unowned(unsafe) var world: World?
    /// Simulates the object being deallocated: weak references to it (control targets, delegates) read nil.
    @exclusivity(unchecked) public internal(set) var isReleased = false

    /// Weak delegate properties (`delegate`, `dataSource`), in declaration order.
    @exclusivity(unchecked) public internal(set) var delegateSlots: [DelegateSlot] = []

    /// The delegate property named `name` (`delegate`, `dataSource`), if the object has it.
    public func delegateSlot(_ name: String) -> DelegateSlot? { delegateSlots.first { $0.name == name } }

    /// Action methods in definition order (the order `show` lists them).
    @exclusivity(unchecked) public internal(set) var methodOrder: [Selector] = []
    @exclusivity(unchecked) var methods: [Selector: Method] = [:]

    /// The script's class the object was made as (`class LoginController { … }`), whose methods
    /// it has; nil for a plain framework object. `className` stays the framework's class.
    public package(set) var customClass: String?
    /// Outlets in the order they were first connected (`Archive/Outlet.swift`).
    @exclusivity(unchecked) public internal(set) var outlets: [Outlet] = []

    init(id: ID, name: String) {
        self.id = id
        self.name = name
    }

    /// What the simulator knows of its class (`Descriptors/ClassDescriptor.swift`): each class
    /// overrides this with its own.
    public class var descriptor: ClassDescriptor { objectClass }

    /// The object's view path now, for an event about it (views only; -1 for anything else).
    func currentPath(in world: World) -> PathTable.ID { -1 }

    /// Whether the object implements the action method `selector` (NSObject's `responds(to:)`).
    public func respondsTo(_ selector: Selector) -> Bool { methods[selector] != nil }
    /// The object's action method for `selector`, if it has one.
    public func method(for selector: Selector) -> Method? { methods[selector] }

    /// Defines (or redefines, like a method override in a later `extension`) an action method.
    public func define(_ method: Method) {
        if methods[method.selector] == nil { methodOrder.append(method.selector) }
        methods[method.selector] = method
        if self is View, let world, !world.overridesHitTesting {
            let name = world.name(of: method.selector)
            world.overridesHitTesting = name == HitTestOverrideMethod.pointInside.selector || name == HitTestOverrideMethod.hitTest.selector
        }
        // A delegate that can offer a row's context menu: touches look for long presses then.
        if let world, world.name(of: method.selector).hasSuffix("contextMenuConfigurationForRowAtIndexPath:point:")
            || world.name(of: method.selector).hasSuffix("contextMenuConfigurationForItemAtIndexPath:point:") {
            world.contextMenus += 1
        }
    }
}

/// A plain `NSObject` subclass instance: can be an action target or a delegate but is not a responder.
public final class PlainObject: SimObject {}

extension SimObject {
    /// NSObject: a target or a delegate, with no properties of its class.
    public static let objectClass = ClassDescriptor(.object, uikit: "NSObject", appkit: "NSObject", maker: "object")
}
