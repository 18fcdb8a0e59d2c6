/// How Swift turns values into text: `String(describing:)` (what `print` and interpolation
/// write) and `String(reflecting:)` (what a collection, an optional or a tuple writes for each
/// element). Both follow the standard library:
///
/// - a type conforming to `CustomStringConvertible` writes its `description` (and, for the
///   reflecting form, `CustomDebugStringConvertible`'s `debugDescription` first);
/// - otherwise a struct writes `Name(field: value, …)`, an enum its case (`clubs`,
///   `pawn(row: 2)`; reflecting: `main.Suit.clubs`, module `main` like a compiled top-level
///   file), a class instance its qualified class name (`main.Song`);
/// - `Optional(x)`, `[a, b]`, `[k: v]`, `(a, b)` write their contents reflecting, so strings in
///   them are quoted and escaped.
extension Runtime {
    func describe(_ v: Value, loc: SourceLoc) throws(Interrupt) -> String {
        switch v {
        case .string(let s): return s
        case .int(let i): return String(i)
        // `print` writes a Double through TextOutputStreamable, which keeps NaN's sign ("-nan")
        // where `description` does not.
        case .double(let d):
            var text = ""
            d.write(to: &text)
            return text
        case .bool(let b): return b ? "true" : "false"
        case .character(let c): return String(c)
        case .float(let x):
            var text = ""
            x.write(to: &text)
            return text
        case .integer(let s): return s.description
        case .structure, .enumeration, .object, .native:
            if let custom = try customDescription(v, debug: false, loc: loc) { return custom }
            return try reflect(v, debug: false, loc: loc)
        case .set(let s):
            return "[" + (try list(s.members, loc: loc)) + "]"
        case .slice(let s):
            return "[" + (try list(s.items, loc: loc)) + "]"
        case .range(let r):
            if r.lower == nil || r.upper == nil { return try debugDescribe(v, loc: loc) }
            return try rangeText(r, debug: false, loc: loc)
        case .type(let t):
            return runtimeName(t.type, qualified: false)
        case .weak:
            return try describe(try loadStored(v, loc: loc), loc: loc)
        default:
            return try debugDescribe(v, loc: loc)
        }
    }

    func debugDescribe(_ v: Value, loc: SourceLoc, qualified: Bool = true) throws(Interrupt) -> String {
        switch v {
        case .string(let s): return StringEscaping.quoted(s)
        case .character(let c): return StringEscaping.quoted(String(c))
        case .int, .double, .bool, .float, .integer: return try describe(v, loc: loc)
        case .void: return "()"
        case .optional(let inner):
            guard let inner else { return "nil" }
            return "Optional(" + (try debugDescribe(inner, loc: loc)) + ")"
        case .array(let items):
            return "[" + (try list(items, loc: loc)) + "]"
        case .slice(let s):
            return "ArraySlice([" + (try list(s.items, loc: loc)) + "])"
        case .set(let s):
            return "Set([" + (try list(s.members, loc: loc)) + "])"
        case .dictionary(let d):
            if d.isEmpty { return "[:]" }
            var parts: [String] = []
            for i in 0..<d.count {
                let (k, value) = d.entry(at: i)
                parts.append((try debugDescribe(k, loc: loc)) + ": " + (try debugDescribe(value, loc: loc)))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let t):
            var parts: [String] = []
            for (i, e) in t.elements.enumerated() {
                parts.append((t.label(i).map { $0 + ": " } ?? "") + (try debugDescribe(e, loc: loc)))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .structure, .enumeration, .object, .native:
            if let custom = try customDescription(v, debug: true, loc: loc) { return custom }
            return try reflect(v, debug: qualified, loc: loc)
        case .function: return "(Function)"
        case .type(let t): return runtimeName(t.type, qualified: true)
        case .range(let r):
            if let bound = r.lower ?? r.upper, r.lower == nil || r.upper == nil {
                // Partial ranges have no description of their own: the default reflection.
                let name = r.lower == nil ? (r.closed ? "PartialRangeThrough" : "PartialRangeUpTo") : "PartialRangeFrom"
                let label = r.lower == nil ? "upperBound" : "lowerBound"
                return name + "<" + runtimeTypeName(of: bound, qualified: false) + ">(" + label + ": " + (try debugDescribe(bound, loc: loc)) + ")"
            }
            let name = r.closed ? "ClosedRange" : "Range"
            return name + "(" + (try rangeText(r, debug: true, loc: loc)) + ")"
        case .stringIndex(let i): return "Swift.String.Index(utf16Offset: \(i.utf16Offset(in: "")))"
        case .weak: return try debugDescribe(try loadStored(v, loc: loc), loc: loc)
        }
    }

    private func list(_ items: [Value], loc: SourceLoc) throws(Interrupt) -> String {
        var parts: [String] = []
        parts.reserveCapacity(items.count)
        for e in items { parts.append(try debugDescribe(e, loc: loc)) }
        return parts.joined(separator: ", ")
    }

    /// `1..<3`: the bounds described (`a...c`), or reflected inside `ClosedRange("a"..."c")`.
    private func rangeText(_ r: RangeValue, debug: Bool, loc: SourceLoc) throws(Interrupt) -> String {
        func text(_ v: Value?) throws(Interrupt) -> String {
            guard let v else { return "" }
            return debug ? try debugDescribe(v, loc: loc) : try describe(v, loc: loc)
        }
        let lo = try text(r.lower), hi = try text(r.upper)
        return lo + (r.closed ? "..." : "..<") + hi
    }

    /// The program's own `description` or `debugDescription`, when the value's type conforms to
    /// `CustomStringConvertible`/`CustomDebugStringConvertible`.
    private func customDescription(_ v: Value, debug: Bool, loc: SourceLoc) throws(Interrupt) -> String? {
        guard let d = typeDecl(of: v) else { return nil }
        let order = debug ? [("debugDescription", library.customDebugStringConvertible),
                             ("description", library.customStringConvertible)]
                          : [("description", library.customStringConvertible),
                             ("debugDescription", library.customDebugStringConvertible)]
        for (name, proto) in order where d.conforms(to: proto) {
            if let m = findMember(name, labels: [], in: d), case .string(let s) = try getMember(m, of: v, loc: loc) {
                return s
            }
        }
        if case .native(let o) = v, let n = o as? CustomStringConvertible { return n.description }
        return nil
    }

    /// The standard library's default text for a value of the program's own type.
    private func reflect(_ v: Value, debug: Bool, loc: SourceLoc) throws(Interrupt) -> String {
        switch v {
        case .structure(let s):
            var parts: [String] = []
            for (i, p) in s.type.storedProperties.enumerated() where i < s.fields.count {
                parts.append(p.name + ": " + (try debugDescribe(try loadStored(s.fields[i], loc: loc), loc: loc)))
            }
            // `print` names a struct plainly (`Config(on: true)`); reflecting, with its module and
            // enclosing types (`main.Outer.Config(on: true)`).
            return genericName(s.type, fields: s.fields, qualified: debug) + "(" + parts.joined(separator: ", ") + ")"
        case .enumeration(let e):
            var text = (debug ? enumTypeName(v, e) + "." : "") + e.caseDecl.name
            if !e.payload.isEmpty {
                text += try debugDescribe(.tuple(TupleValue(e.payload, labels: e.caseDecl.payloadLabels)), loc: loc)
            }
            return text
        case .object(let o):
            // An object the host made (a UIKit view) is described as the host names it.
            if o.host != nil, let text = host.describe(o) { return text }
            return genericName(o.cls, fields: o.fields, qualified: true)
        case .native(let o):
            return (o as? NativeObject)?.typeDecl.qualifiedName ?? "native"
        default:
            return try debugDescribe(v, loc: loc)
        }
    }

    /// An enum's qualified name, with its generic arguments when the value knows them all
    /// (`main.Either<Swift.Int, Swift.String>`).
    private func enumTypeName(_ v: Value, _ e: EnumValue) -> String {
        let arguments = genericArguments(of: v, e.type)
        if arguments.isEmpty || arguments.contains(where: \.isUnknown) { return e.type.moduleQualifiedName }
        return runtimeName(.nominal(e.type, arguments), qualified: true)
    }

    /// `Box<Int>` for a generic struct: its parameters read off the fields that hold them.
    private func genericName(_ t: TypeDecl, fields: [Value], qualified: Bool) -> String {
        let name = qualified ? t.moduleQualifiedName : t.name
        if t.genericParams.isEmpty { return name }
        var bound: [GenericParam: SType] = [:]
        for (p, f) in zip(t.kind == .classType ? t.allStoredProperties : t.storedProperties, fields) {
            if let declared = p.type { bindRuntime(declared, runtimeType(of: f), &bound) }
        }
        return name + "<" + t.genericParams.map { runtimeName(bound[$0] ?? .any, qualified: qualified) }
            .joined(separator: ", ") + ">"
    }
}

extension Runtime {
    /// Binds the generic parameters in a declared type to the parts of a value's run-time type
    /// (`[T]` holding `[1]` makes `T` Int).
    func bindRuntime(_ declared: SType, _ actual: SType, _ bound: inout [GenericParam: SType]) {
        switch (declared, actual) {
        case (.parameter(let g), _):
            if bound[g] == nil, !actual.isUnknown { bound[g] = actual }
        case (.nominal(_, let a), .nominal(_, let b)):
            for (x, y) in zip(a, b) { bindRuntime(x, y, &bound) }
        case (.optional(let x), .optional(let y)):
            bindRuntime(x, y, &bound)
        case (.tuple(_, let xs), .tuple(_, let ys)):
            for (x, y) in zip(xs, ys) { bindRuntime(x, y, &bound) }
        default:
            break
        }
    }
}

extension SizedInt: CustomStringConvertible {
    public var description: String {
        if !kind.isSigned && kind.bitWidth == 64 { return String(UInt64(bitPattern: bits)) }
        return String(bits)
    }
}
