/// A Swift value at run time, type-erased: the evaluator works on these alone.
///
/// Every payload is at most two words, so a `Value` stays three words and arrays of values
/// stay compact. Value types (arrays, structs, tuples…) copy as Swift's do — each payload is
/// itself a Swift value with copy-on-write storage — and class instances are shared references
/// (`Instance`), so Swift's semantics fall out of the host's.
public enum Value {
    /// `()`, what a function without a result returns; also a slot not yet initialised.
    case void
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case character(Character)
    /// Int8…Int64, UInt8…UInt64 and UInt: the bits and which type they are.
    case integer(SizedInt)
    case float(Float)
    case array([Value])
    /// An `ArraySlice`: its elements and the index of the first (slices keep their base's indices).
    case slice(ArraySliceValue)
    case dictionary(OrderedDictionary)
    case set(OrderedSet)
    /// `Optional<Wrapped>`: nested optionals nest (`Int??` holding `.some(nil)` is `.optional(.optional(nil))`).
    indirect case optional(Value?)
    case tuple(TupleValue)
    case structure(StructValue)
    case enumeration(EnumValue)
    case object(Instance)
    case function(Callable)
    /// `T.self`, `type(of: x)`.
    case type(RuntimeType)
    case range(RangeValue)
    case stringIndex(String.Index)
    /// How a `weak` or `unowned` variable or stored property holds its object; reading the
    /// variable turns it back into an optional (weak) or the object (unowned).
    case weak(WeakReference)
    /// A value a host provides (a SimCore view, later): the interpreter only passes it around.
    case native(AnyObject)

    /// `nil` of any optional type.
    public static var nilValue: Value { .optional(nil) }
}

/// A fixed-width integer other than `Int`: its bit pattern, sign-extended or zero-extended to 64
/// bits, and its type. Arithmetic checks the type's range, as Swift traps on overflow.
public struct SizedInt: Hashable, Sendable {
    public var kind: IntegerKind
    public var bits: Int64

    public init(_ kind: IntegerKind, _ bits: Int64) {
        self.kind = kind
        self.bits = bits
    }
}

public enum IntegerKind: UInt8, Sendable, CaseIterable {
    case int8, int16, int32, int64, uint8, uint16, uint32, uint64, uint

    public var name: String {
        switch self {
        case .int8: "Int8"
        case .int16: "Int16"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint8: "UInt8"
        case .uint16: "UInt16"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .uint: "UInt"
        }
    }

    public var isSigned: Bool { self.rawValue <= IntegerKind.int64.rawValue }

    public var bitWidth: Int {
        switch self {
        case .int8, .uint8: 8
        case .int16, .uint16: 16
        case .int32, .uint32: 32
        case .int64, .uint64, .uint: 64
        }
    }
}

/// A tuple: its elements and, when it has any, their labels (`(x: 1, y: 2)`).
public struct TupleValue {
    public var elements: [Value]
    /// Empty when no element has a label; otherwise one entry per element.
    public var labels: [String?]

    public init(_ elements: [Value], labels: [String?] = []) {
        self.elements = elements
        self.labels = labels.allSatisfy { $0 == nil } ? [] : labels
    }

    func label(_ i: Int) -> String? { labels.isEmpty ? nil : labels[i] }
}

/// An `ArraySlice`: Swift's slices share their base's indices, so `a[2...][2]` is `a[2]`.
public struct ArraySliceValue {
    public var items: [Value]
    public var start: Int
}

/// A range of any bound type: `0..<n`, `1...3`, `"a"..."z"`, `2...` (no upper), `..<5` (no lower).
public final class RangeValue {
    public let lower: Value?
    public let upper: Value?
    /// `...` rather than `..<`.
    public let closed: Bool

    public init(lower: Value?, upper: Value?, closed: Bool) {
        self.lower = lower
        self.upper = upper
        self.closed = closed
    }

    /// The bounds of an Int range as a half-open pair, for loops and slicing.
    var intBounds: (Int, Int)? {
        guard case .int(let lo)? = lower, case .int(let hi)? = upper else { return nil }
        return (lo, closed ? hi + 1 : hi)
    }
}

/// A value of a struct type: its type and its stored properties in declaration order.
public struct StructValue {
    public let type: TypeDecl
    public var fields: [Value]
}

/// An enum case, with its associated values (empty for a case without them).
public struct EnumValue {
    public let caseDecl: EnumCaseDecl
    public var payload: [Value]

    public var type: TypeDecl { caseDecl.owner }
}

/// How a weak or unowned reference holds its object without keeping it alive.
public final class WeakReference {
    public weak var object: Instance?
    /// `unowned`: reading it after the object is gone traps rather than giving nil.
    public let isUnowned: Bool

    public init(_ object: Instance?, unowned: Bool) {
        self.object = object
        self.isUnowned = unowned
    }
}

/// `T.self` at run time.
public struct RuntimeType {
    public let type: SType
    public init(_ type: SType) { self.type = type }
}

extension Value {
    var isNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }

    /// The value inside an optional, looking through any number of levels; `nil` for nil.
    var unwrappedFully: Value? {
        var v = self
        while case .optional(let inner) = v {
            guard let inner else { return nil }
            v = inner
        }
        return v
    }

    var asInt: Int? {
        switch self {
        case .int(let i): return i
        case .integer(let s): return Int(truncatingIfNeeded: s.bits)
        default: return nil
        }
    }

    var asDouble: Double? {
        switch self {
        case .double(let d): return d
        case .float(let f): return Double(f)
        case .int(let i): return Double(i)
        default: return nil
        }
    }

    var asBool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var asString: String? {
        switch self {
        case .string(let s): return s
        case .character(let c): return String(c)
        default: return nil
        }
    }

    var asArray: [Value]? {
        switch self {
        case .array(let a): return a
        case .slice(let s): return s.items
        default: return nil
        }
    }

    var asObject: Instance? {
        if case .object(let o) = self { return o }
        return nil
    }
}

/// A program runs on one thread; its values never cross to another. `Error` (which a thrown
/// Swift error travels in) requires `Sendable`, hence the unchecked conformance.
extension Value: @unchecked Sendable {}
