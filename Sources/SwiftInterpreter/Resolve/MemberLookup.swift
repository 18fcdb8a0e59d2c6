/// Where a type's members come from, in the order Swift prefers them: the type's own
/// declaration and extensions, then its superclasses', then its protocols' extensions (the
/// defaults a conformance falls back on) and requirements.
enum MemberLookup {
    static func members(named name: String, in type: TypeDecl, library: Library) -> [MemberDecl] {
        var result: [MemberDecl] = []
        for t in type.kind == .classType ? type.classChain : [type] {
            result += (t.members[name] ?? []).filter { if case .overridingObservers = $0.impl { return false } else { return true } }
        }
        // An ArraySlice answers to Array's members; ranges share theirs.
        if type === library.slice { result += library.array.members[name] ?? [] }
        if type === library.closedRange || type === library.partialRangeFrom || type === library.partialRangeThrough
            || type === library.partialRangeUpTo {
            result += library.range.members[name] ?? []
        }
        var implemented: [MemberDecl] = []
        var requirements: [MemberDecl] = []
        for p in type.allConformances {
            for m in p.members[name] ?? [] {
                if case .requirement = m.impl { requirements.append(m) } else { implemented.append(m) }
            }
        }
        return result + implemented + requirements
    }

    /// The observers that run when stored property `m` of an instance of `type` changes: its
    /// own and those subclasses add with `override`, most derived first.
    static func observers(of m: MemberDecl, in type: TypeDecl) -> [MemberDecl] {
        // Asked at every change of a stored property of a non-final class; the answer is fixed
        // once the program is resolved (the only time this runs).
        if let known = type.observersByProperty[ObjectIdentifier(m)] { return known }
        var found: [MemberDecl] = []
        defer { type.observersByProperty[ObjectIdentifier(m)] = found }
        for t in type.kind == .classType ? type.classChain : [type] {
            for candidate in t.members[m.name] ?? [] where candidate.willSet != nil || candidate.didSet != nil {
                if candidate === m { found.append(candidate); continue }
                if case .overridingObservers = candidate.impl { found.append(candidate) }
            }
        }
        return found
    }

    /// Whether `name` with these labels is a requirement of `proto` or a protocol it inherits:
    /// such calls dispatch on the value's type; other protocol-extension members are chosen by
    /// the static type, as Swift does.
    static func isRequirement(_ m: MemberDecl, of proto: TypeDecl) -> Bool {
        if m.isRequirement { return true }
        for p in [proto] + proto.allConformances {
            for r in p.members[m.name] ?? [] where r.isRequirement && r.argumentLabels == m.argumentLabels {
                return true
            }
        }
        return false
    }
}

/// What an argument list needs to know of a parameter to match labels to it.
struct ParamShape {
    var label: String?
    var hasDefault: Bool
    var isVariadic: Bool
    var isFunction: Bool
}

/// One argument of a call as written: its label, and whether it is a trailing closure.
struct ArgumentShape {
    var label: String?
    var isTrailingClosure = false
}

/// Matches a call's arguments to a function's parameters by label, as Swift does: arguments
/// in parameter order, defaulted parameters skippable, a variadic taking a run of arguments,
/// an unlabeled trailing closure taking the next parameter that can take a function.
enum ArgumentMatcher {
    /// For each parameter, the arguments it takes (empty: its default; several: a variadic's).
    static func match(_ params: [ParamShape], _ args: [ArgumentShape]) -> [[Int]]? {
        var result = [[Int]](repeating: [], count: params.count)
        var ai = 0
        for (pi, p) in params.enumerated() {
            guard ai < args.count else {
                if p.hasDefault || p.isVariadic { continue }
                return nil
            }
            let a = args[ai]
            if a.isTrailingClosure && a.label == nil {
                let laterTakesIt = params[(pi + 1)...].contains { !$0.hasDefault || $0.isFunction }
                if p.isFunction || !p.hasDefault || !laterTakesIt {
                    result[pi] = [ai]
                    ai += 1
                    continue
                }
                continue
            }
            if a.label == p.label {
                result[pi] = [ai]
                ai += 1
                if p.isVariadic {
                    while ai < args.count, args[ai].label == nil, !args[ai].isTrailingClosure {
                        result[pi].append(ai)
                        ai += 1
                    }
                }
            } else if p.hasDefault || p.isVariadic {
                continue
            } else {
                return nil
            }
        }
        return ai == args.count ? result : nil
    }

    static func accepts(_ m: MemberDecl, labels: [String?]) -> Bool {
        match(m.paramShapes, labels.map { ArgumentShape(label: $0) }) != nil
    }
}

extension MemberDecl {
    /// The parameters as label matching sees them: from the signature, or for a native not yet
    /// resolved, read off its declaration text.
    var paramShapes: [ParamShape] {
        if signature == nil, case .memberwise = impl, owner.kind == .structType {
            return owner.storedProperties.filter { !($0.isLet && $0.hasInitialValue) }.map { p in
                ParamShape(label: p.name, hasDefault: p.hasInitialValue || (!p.isLet && p.type?.wrapped != nil),
                           isVariadic: false, isFunction: false)
            }
        }
        if let signature {
            return signature.params.map { p in
                ParamShape(label: p.label, hasDefault: p.hasDefault, isVariadic: p.isVariadic,
                           isFunction: p.type.functionType != nil || p.type.wrapped?.functionType != nil)
            }
        }
        if declarationText != nil {
            return nativeShapes
        }
        return (labels ?? []).map { ParamShape(label: $0, hasDefault: false, isVariadic: false, isFunction: false) }
    }
}
