/// A value carried from one load of a module into the next (a host importing another file
/// loads its module again, and the objects it already made keep their state): what holds
/// only the standard library's and the host's values crosses as it is, each object the host
/// holds is handed to `rehost` for the new program's instance of it; what involves the old
/// program's own types (its structs, enums, classes, closures) cannot cross — the new program
/// declares those types anew — and is nil.
extension Value {
    public func carried(rehosting rehost: (Instance) -> Value?) -> Value? {
        switch self {
        case .void, .int, .double, .bool, .string, .character, .integer, .float, .range, .stringIndex, .native:
            return self
        case .optional(nil):
            return self
        case .optional(let wrapped?):
            return wrapped.carried(rehosting: rehost).map { .optional($0) }
        case .array(let items):
            return Value.carried(items, rehost).map { .array($0) }
        case .slice(var slice):
            guard let items = Value.carried(slice.items, rehost) else { return nil }
            slice.items = items
            return .slice(slice)
        case .tuple(var tuple):
            guard let elements = Value.carried(tuple.elements, rehost) else { return nil }
            tuple.elements = elements
            return .tuple(tuple)
        // Kept as they are, so only when nothing in them needs rehosting.
        case .dictionary(let d):
            return (d.keys + d.values).allSatisfy(\.holdsNoObjectOrProgramType) ? self : nil
        case .set(let s):
            return s.members.allSatisfy(\.holdsNoObjectOrProgramType) ? self : nil
        case .structure(let s):
            return !s.type.isUserDeclared && s.fields.allSatisfy(\.holdsNoObjectOrProgramType) ? self : nil
        case .enumeration(let e):
            return !e.type.isUserDeclared && e.payload.allSatisfy(\.holdsNoObjectOrProgramType) ? self : nil
        case .object(let o):
            return o.cls.isUserDeclared ? nil : rehost(o)
        case .weak(let w):
            guard let o = w.object else { return self }
            guard !o.cls.isUserDeclared, case .object(let now)? = rehost(o) else { return nil }
            return .weak(WeakReference(now, unowned: w.isUnowned))
        case .function, .type:
            return nil
        }
    }

    private static func carried(_ values: [Value], _ rehost: (Instance) -> Value?) -> [Value]? {
        var out: [Value] = []
        out.reserveCapacity(values.count)
        for v in values {
            guard let c = v.carried(rehosting: rehost) else { return nil }
            out.append(c)
        }
        return out
    }

    private var holdsNoObjectOrProgramType: Bool { carried(rehosting: { _ in nil }) != nil }
}
