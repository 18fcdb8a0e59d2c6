import SimCore

/// What `OBJECT.NAME` reads and `set OBJECT.NAME = VALUE` writes in a script: the properties of
/// the object's class, from the typed tables SimCore keeps with each class (`Property`, with
/// UIKit's rules), then what belongs to this one object — a plain object's stored properties, an
/// outlet, a delegate property, a table's `row#N` — and `freed`. UIKit spells Boolean getters
/// `isHidden`; both spellings work.
enum Properties {
    /// `isHidden` → `hidden`, `isUserInteractionEnabled` → `userInteractionEnabled`.
    static func canonical(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        if scalars.count > 2, name.hasPrefix("is"), scalars[2].properties.isUppercase {
            return String(scalars[2]).lowercased() + String(String.UnicodeScalarView(scalars[3...]))
        }
        return name
    }

    /// Names readable on `object`, in `show`'s order: its class's, a plain object's own, then its
    /// delegate properties.
    static func names(of object: SimObject) -> [String] {
        object.properties.map(\.name) + object.attributes.map(\.name) + object.delegateSlots.map(\.name)
    }

    static func get(_ object: SimObject, _ rawName: String, world: World) -> Value? {
        // Whether ARC would have deallocated it (`show` says it in words, so it is not listed).
        if canonical(rawName) == "freed" { return .bool(object.isReleased) }
        if let value = object.property(rawName) { return value }
        return memberOf(object, rawName, world: world)
    }

    /// What belongs to this one object rather than its class.
    private static func memberOf(_ object: SimObject, _ rawName: String, world: World) -> Value? {
        func obj(_ o: SimObject?) -> Value { o.map { .object($0.id) } ?? .null }
        // A stored property: a plain object's, or one `var OBJECT.NAME = VALUE` declared.
        if let v = object.attribute(rawName) { return v }
        // NSObject's className: the script's class (a Swift class, a cell type) or UIKit's, for
        // `as?` and `is`.
        if rawName == "className" { return .string(object.customClass ?? object.className) }
        // cellForRow(at:) as a name: `list.row#3` is the cell showing row 3 (nil off screen).
        if let table = object as? TableView, rawName.hasPrefix("row#"), let row = Int(rawName.dropFirst(4)) {
            return table.cellForRow(row).map { .object($0.id) } ?? .null
        }
        // An outlet; a weak one reads nil once its object is freed.
        if let outlet = object.outlet(rawName) { return obj(object.liveTarget(of: outlet)) }
        // A weak delegate property reads nil once its object is released.
        if let slot = object.delegateSlot(rawName) {
            return obj(slot.target.map(world.object).flatMap { $0.isReleased ? nil : $0 })
        }
        // A property the object's Swift class makes on first read (`lazy var`).
        return world.lazyMember?(object, rawName)
    }

    /// The names a script may set on `object` (a gesture recognizer's as its maker's options).
    static func settableNames(of object: SimObject) -> [String] {
        guard object is GestureRecognizer else { return object.settableProperties.map(\.name) }
        return object.settableProperties.map { $0.isListed ? $0.name : $0.aliases.first ?? $0.name }
    }

    /// What a property of this kind takes, as errors say it.
    static func words(_ kind: Property.ValueKind) -> String {
        switch kind {
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string in double quotes"
        case .object: return "an object"
        case .frame: return "a frame (X Y W H)"
        case .list: return "a list"
        case .any: return "a value"
        }
    }
}
