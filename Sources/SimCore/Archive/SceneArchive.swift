/// A scene as a file, the nib idea: the objects with their design-time properties and the
/// connections between them (outlets, target-action, delegates), never code. `save scene`
/// writes one, `load` makes its objects again and connects them in a nib loader's order.
///
/// The JSON is stable: keys sorted, 2-space indentation, objects in hierarchy order and
/// connections in the order they were made, so saving the same scene twice gives the same bytes.
/// docs/scenes.md describes every field.
public struct SceneArchive: Codable, Equatable, Sendable {
    /// The `format` every scene file names, so a reader can tell it from other JSON.
    public static let formatName = "simrepl-scene"
    /// The `version` this build writes; a reader refuses a newer one.
    public static let currentVersion = 1
    /// How connections name the placeholder `load … owner NAME` binds (Interface Builder's
    /// "File's Owner"): not an identifier, so no object of a scene can be called that.
    public static let fileOwner = "File's Owner"

    /// The file's format: ``formatName``.
    public var format = SceneArchive.formatName
    /// The format's version: ``currentVersion`` when written.
    public var version = SceneArchive.currentVersion
    /// The framework the class names belong to (`UIKit`).
    public var platform: String
    /// File's Owner, when the scene was saved with one: its class (it is not one of `objects`).
    public var owner: ArchivedOwner?
    /// The objects, in hierarchy order (a superview before its subviews).
    public var objects: [ArchivedObject] = []
    /// Outlets, target-action and delegates, in the order they were made.
    public var connections: [ArchivedConnection] = []
    /// What the scene held that a scene file cannot (closures, methods defined on one object,
    /// timers…), one line each: `load` cannot bring them back.
    public var notSaved: [String] = []

    /// An empty scene for `platform` (`UIKit`).
    public init(platform: String) { self.platform = platform }

    private enum Key: String, CodingKey { case format, version, platform, owner, objects, connections, notSaved }

    /// Only `format` and `version` are required: a hand-written file may leave the rest out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        format = try c.decode(String.self, forKey: .format)
        version = try c.decode(Int.self, forKey: .version)
        platform = try c.decodeIfPresent(String.self, forKey: .platform) ?? "UIKit"
        owner = try c.decodeIfPresent(ArchivedOwner.self, forKey: .owner)
        objects = try c.decodeIfPresent([ArchivedObject].self, forKey: .objects) ?? []
        connections = try c.decodeIfPresent([ArchivedConnection].self, forKey: .connections) ?? []
        notSaved = try c.decodeIfPresent([String].self, forKey: .notSaved) ?? []
    }
}

/// File's Owner: the class of the object that `load … owner NAME` binds.
public struct ArchivedOwner: Codable, Equatable, Sendable {
    /// The owner's framework class (`UIViewController`).
    public var `class`: String
    /// The script's class the owner was made as, if any.
    public var customClass: String?
}

/// One object: what it is, where it sits, and its design-time properties.
public struct ArchivedObject: Codable, Equatable, Sendable {
    /// The object's name; connections refer to objects by it.
    public var name: String
    /// The framework class (`UIButton`); `customClass` the script's class it was made as.
    public var `class`: String
    /// The script's class (`class LoginController { … }`) the object was made as, if any.
    public var customClass: String?
    /// A view's superview.
    public var superview: String?
    /// A view controller's container: the window it is the root of, or the view its view is in.
    public var container: String?
    /// A controller's root view: made with the controller, so loading finds it rather than makes it.
    public var rootViewOf: String?
    /// A gesture recognizer's view, and the recognizers it waits for (`require … toFail`).
    public var view: String?
    /// The recognizers a gesture recognizer waits for to fail.
    public var requiresToFail: [String]?
    /// A view's frame.
    public var frame: ArchivedRect?
    /// A segmented control's titles (they are given when it is made).
    public var segments: [String]?
    /// Property name → value, as `set` and the creating commands spell them.
    public var properties: [String: ArchivedValue]?

    /// An object named `name` of framework class `className`, with nothing else set.
    public init(name: String, class className: String) { self.name = name; self.class = className }
}

/// A frame as JSON: `{"x":…,"y":…,"width":…,"height":…}`.
public struct ArchivedRect: Codable, Equatable, Sendable {
    /// The origin and the size.
    public var x, y, width, height: Double
    /// The JSON form of `r`.
    public init(_ r: Rect) { x = r.origin.x; y = r.origin.y; width = r.size.width; height = r.size.height }
    /// The frame as a ``Rect``.
    public var rect: Rect { Rect(x, y, width, height) }
}

/// A property's value: JSON's own types, and an object by name as `{"object": NAME}`.
public enum ArchivedValue: Codable, Equatable, Sendable {
    /// JSON's booleans, numbers, strings and null.
    case bool(Bool), number(Double), string(String), null
    /// An object, by name: `{"object": NAME}`.
    case object(String)
    /// A list of values, as a JSON array.
    indirect case list([ArchivedValue])

    private enum Key: String, CodingKey { case object }

    /// Reads a value: `{"object": NAME}` is an object, anything else JSON's own value.
    public init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(try keyed.decode(String.self, forKey: .object))
            return
        }
        if var items = try? decoder.unkeyedContainer() {
            var list: [ArchivedValue] = []
            while !items.isAtEnd { list.append(try items.decode(ArchivedValue.self)) }
            self = .list(list)
            return
        }
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else { self = .string(try c.decode(String.self)) }
    }

    /// Writes the value as JSON's own value, or an object as `{"object": NAME}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let name):
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(name, forKey: .object)
        case .list(let items):
            var c = encoder.unkeyedContainer()
            for item in items { try c.encode(item) }
        case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
        case .number(let n): var c = encoder.singleValueContainer(); try c.encode(n)
        case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
        }
    }
}

/// One connection, as Interface Builder's connections inspector lists them.
public enum ArchivedConnection: Codable, Equatable, Sendable {
    /// `source.name = destination`.
    case outlet(source: String, name: String, destination: String, strong: Bool)
    /// A control's target-action (`target` nil: the first responder, i.e. a nil-targeted
    /// action) or a gesture recognizer's (`events` nil).
    case action(source: String, target: String?, action: String, events: [String]?)
    /// A weak delegate property (`delegate`, `dataSource`, or one declared with `weak`).
    case delegate(source: String, property: String, destination: String, protocolName: String?)

    private enum Key: String, CodingKey {
        case type, source, name, destination, storage, target, action, events, property
        case protocolName = "protocol"
    }

    /// Reads a connection by its `type` (`outlet`, `action`, `delegate`) and that type's keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let source = try c.decode(String.self, forKey: .source)
        switch try c.decode(String.self, forKey: .type) {
        case "outlet":
            let storage = try c.decodeIfPresent(String.self, forKey: .storage) ?? "weak"
            guard storage == "weak" || storage == "strong" else {
                throw DecodingError.dataCorruptedError(forKey: .storage, in: c, debugDescription: "storage is \"weak\" or \"strong\", not \"\(storage)\"")
            }
            self = .outlet(source: source, name: try c.decode(String.self, forKey: .name),
                           destination: try c.decode(String.self, forKey: .destination), strong: storage == "strong")
        case "action":
            self = .action(source: source, target: try c.decodeIfPresent(String.self, forKey: .target),
                           action: try c.decode(String.self, forKey: .action), events: try c.decodeIfPresent([String].self, forKey: .events))
        case "delegate":
            self = .delegate(source: source, property: try c.decode(String.self, forKey: .property),
                             destination: try c.decode(String.self, forKey: .destination),
                             protocolName: try c.decodeIfPresent(String.self, forKey: .protocolName))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown connection type \"\(other)\" (outlet, action or delegate)")
        }
    }

    /// Writes the connection with its `type` and that type's keys.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .outlet(let source, let name, let destination, let strong):
            try c.encode("outlet", forKey: .type)
            try c.encode(source, forKey: .source)
            try c.encode(name, forKey: .name)
            try c.encode(destination, forKey: .destination)
            try c.encode(strong ? "strong" : "weak", forKey: .storage)
        case .action(let source, let target, let action, let events):
            try c.encode("action", forKey: .type)
            try c.encode(source, forKey: .source)
            try c.encode(target, forKey: .target)  // null, not absent: the nil target is a choice
            try c.encode(action, forKey: .action)
            try c.encodeIfPresent(events, forKey: .events)
        case .delegate(let source, let property, let destination, let protocolName):
            try c.encode("delegate", forKey: .type)
            try c.encode(source, forKey: .source)
            try c.encode(property, forKey: .property)
            try c.encode(destination, forKey: .destination)
            try c.encodeIfPresent(protocolName, forKey: .protocolName)
        }
    }
}
