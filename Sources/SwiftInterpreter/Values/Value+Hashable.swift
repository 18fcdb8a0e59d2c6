/// Equality and hashing of values as Swift's synthesized `Equatable`/`Hashable` see them: by
/// content for value types (structs and enums compare their stored properties and payloads),
/// by identity for class instances. Dictionary keys and Set members use this.
///
/// A type that writes its own `==` or `hash(into:)` is compared structurally here all the same;
/// the interpreter calls a user-written `==` where a program writes `==` itself.
extension Value: Hashable {
    public static func == (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case (.void, .void): return true
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.character(let x), .character(let y)): return x == y
        case (.string(let x), .character(let y)), (.character(let y), .string(let x)): return x == String(y)
        case (.integer(let x), .integer(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.slice(let x), .slice(let y)): return x.items == y.items
        case (.array(let x), .slice(let y)), (.slice(let y), .array(let x)): return x == y.items
        case (.dictionary(let x), .dictionary(let y)): return x.equalsIgnoringOrder(y)
        case (.set(let x), .set(let y)): return x.equalsIgnoringOrder(y)
        case (.optional(let x), .optional(let y)): return x == y
        case (.optional(let x?), let y), (let y, .optional(let x?)): return x == y
        case (.tuple(let x), .tuple(let y)): return x.elements == y.elements
        case (.structure(let x), .structure(let y)):
            guard x.type === y.type else { return false }
            if let eq = x.type.customEquality { return eq(a, b) }
            return x.fields == y.fields
        case (.enumeration(let x), .enumeration(let y)):
            if x.type === y.type, let eq = x.type.customEquality { return eq(a, b) }
            return x.caseDecl.unspecialized === y.caseDecl.unspecialized && x.payload == y.payload
        case (.object(let x), .object(let y)):
            if let eq = x.cls.customEquality, y.cls.isSubclass(of: x.cls) || x.cls.isSubclass(of: y.cls) { return eq(a, b) }
            return x === y
        case (.function(let x), .function(let y)): return x === y
        case (.type(let x), .type(let y)): return x.type == y.type
        case (.range(let x), .range(let y)): return x.lower == y.lower && x.upper == y.upper && x.closed == y.closed
        case (.stringIndex(let x), .stringIndex(let y)): return x == y
        case (.weak(let x), .weak(let y)): return x.object === y.object
        case (.native(let x), .native(let y)): return x === y
        default: return false
        }
    }

    public func hash(into h: inout Hasher) {
        switch self {
        case .void: h.combine(0)
        case .int(let x): h.combine(x)
        case .double(let x): h.combine(x)
        case .bool(let x): h.combine(x)
        case .string(let x): h.combine(x)
        case .character(let x): h.combine(String(x))
        case .integer(let x): h.combine(x.bits)
        case .float(let x): h.combine(x)
        case .array(let x): h.combine(x)
        case .slice(let x): h.combine(x.items)
        case .dictionary(let x): h.combine(x.count)
        case .set(let x): h.combine(x.count)
        case .optional(let x): if let x { x.hash(into: &h) } else { h.combine(-1) }
        case .tuple(let x): h.combine(x.elements)
        case .structure(let x):
            if let custom = x.type.customHash { custom(self).hash(into: &h) } else { h.combine(ObjectIdentifier(x.type)); h.combine(x.fields) }
        case .enumeration(let x):
            if let custom = x.type.customHash { custom(self).hash(into: &h) } else { h.combine(ObjectIdentifier(x.caseDecl.unspecialized)); h.combine(x.payload) }
        case .object(let x):
            if let custom = x.cls.customHash { custom(self).hash(into: &h) } else { h.combine(ObjectIdentifier(x)) }
        case .function(let x): h.combine(ObjectIdentifier(x))
        case .type(let x): h.combine(x.type)
        case .range(let x): h.combine(x.lower); h.combine(x.upper)
        case .stringIndex(let x): h.combine(x)
        case .weak(let x): h.combine(x.object.map(ObjectIdentifier.init))
        case .native(let x): h.combine(ObjectIdentifier(x))
        }
    }
}
