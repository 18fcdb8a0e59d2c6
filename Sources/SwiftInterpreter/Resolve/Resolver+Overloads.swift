import SwiftSyntax

/// Choosing among overloads whose labels fit a call — the one whose parameter types best fit
/// the arguments' types, as the compiler ranks them — and the compiler's words when none fits.
extension Resolver {
    /// Among overloads whose labels fit, the one whose parameter types best fit the arguments'
    /// types (resolved tentatively, without keeping their diagnostics).
    func pickOverload(_ matches: [(MemberDecl, [[Int]])], _ args: [CallArgument], receiver: SType?,
                              expected: SType?) -> (MemberDecl, [[Int]]) {
        let saved = diagnostics
        let types: [SType?] = args.map { a in
            if a.syntax.is(ClosureExprSyntax.self) { return nil }
            if isLiteral(a.syntax) || a.syntax.is(StringLiteralExprSyntax.self) { return nil }
            return expr(a.syntax).type
        }
        diagnostics = saved
        var best = matches[0], bestScore = Int.min
        for (m, mapping) in matches {
            guard let sig = m.signature else { continue }
            let b = receiver.map { bindings(of: $0, for: m) } ?? [:]
            var score = 0
            for (pi, indices) in mapping.enumerated() {
                for i in indices {
                    let want = sig.params[pi].type.substituting(b)
                    score += fitScore(want, argument: args[i], type: types[i])
                }
            }
            if let expected, !expected.isUnknown, sig.result.substituting(b) == expected { score += 2 }
            if score > bestScore { best = (m, mapping); bestScore = score }
        }
        return best
    }

    func fitScore(_ want: SType, argument a: CallArgument, type: SType?) -> Int {
        let s = a.syntax
        if s.is(ClosureExprSyntax.self) { return want.functionType != nil ? 2 : -5 }
        if let member = s.as(MemberAccessExprSyntax.self), member.base == nil {
            // `.newlines`: an implicit member fits a parameter whose type has a member so named.
            let target = want.unwrappedFully
            guard target.nominalDecl != nil else { return 0 }
            return lookupMembers(in: target, member.declName.baseName.text).contains(where: \.isStatic) ? 3 : -5
        }
        if s.is(StringLiteralExprSyntax.self) {
            if let d = want.unwrappedFully.nominalDecl { return d.builtinTag == .string ? 3 : (d === lib.character ? 2 : -5) }
            return 0
        }
        if isLiteral(s) {
            let isFloat = s.is(FloatLiteralExprSyntax.self) || s.as(PrefixOperatorExprSyntax.self)?.expression.is(FloatLiteralExprSyntax.self) == true
            switch literalTarget(want.unwrappedFully) {
            case .int?: return isFloat ? -5 : 3
            case .double?, .float?: return isFloat ? 3 : 1
            case .sized?: return isFloat ? -5 : 1
            case nil: return want.isOpen || want.hasParameters ? 0 : -5
            }
        }
        guard let type, !type.isUnknown else { return 0 }
        if want == type { return 3 }
        if want.hasParameters || want.isOpen { return 1 }
        if case .optional(let w) = want, w == type { return 2 }
        if case .nominal(let d1, _) = want, case .nominal(let d2, _) = type {
            if d1 === d2 { return 2 }
            // The library declares String where Swift takes any StringProtocol (`Int(_:)`).
            if d1 === lib.string && d2 === lib.substring { return 2 }
            if d2.isSubclass(of: d1) { return 2 }
            if d1.isProtocol && d2.conforms(to: d1) { return 1 }
        }
        if case .existential(let ps) = want, let d = type.nominalDecl, ps.allSatisfy({ d.conforms(to: $0) }) { return 1 }
        return -5
    }

    func argumentRank(_ indices: [Int], _ args: [CallArgument]) -> Int {
        guard let i = indices.first else { return 3 }
        let s = args[i].syntax
        if s.is(ClosureExprSyntax.self) || s.as(DeclReferenceExprSyntax.self).map({ isOperatorToken($0.baseName) }) == true {
            return 1
        }
        if isLiteral(s) || s.is(ArrayExprSyntax.self) || s.is(NilLiteralExprSyntax.self) { return 2 }
        return 0
    }

    /// The compiler's words for arguments that fit no candidate's labels: what is missing,
    /// extra or mislabeled, at the parenthesis the compiler points to.
    func diagnoseLabels(_ m: MemberDecl, _ args: [CallArgument], at node: some SyntaxProtocol, named name: String) {
        let params = m.paramShapes
        let required = params.filter { !$0.hasDefault && !$0.isVariadic }
        let given = args.map(\.label)
        let open = callSite.left ?? loc(node), close = callSite.right ?? loc(node)
        func text(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        if args.count > params.count && !params.contains(where: \.isVariadic) {
            if params.isEmpty {
                report(Diagnostic("argument passed to call that takes no arguments", at: loc(args[0].syntax)))
            } else {
                let extra = args[params.count]
                let label = extra.label.map { " '\($0)'" } ?? ""
                report(Diagnostic("extra argument\(label) in call", at: loc(extra.syntax)))
            }
            return
        }
        if args.count < required.count {
            // The first required parameter no argument is labeled for.
            let missing = required.first { p in !given.contains(p.label) } ?? required[args.count]
            let label = missing.label.map { "'\($0)'" } ?? "#\((params.firstIndex { $0.label == missing.label } ?? args.count) + 1)"
            report(Diagnostic("missing argument for parameter \(label) in call", at: close))
            return
        }
        let expectedLabels = params.prefix(args.count).map(\.label)
        let wrong = zip(given, expectedLabels).filter { $0 != $1 }
        if wrong.count == 1, let (have, want) = wrong.first {
            if have == nil, let want {
                report(Diagnostic("missing argument label '\(want):' in call", at: open))
                return
            }
            if let have, want == nil {
                report(Diagnostic("extraneous argument label '\(have):' in call", at: open))
                return
            }
        }
        report(Diagnostic("incorrect argument label\(wrong.count > 1 ? "s" : "") in call (have '\(text(given))', expected '\(text(expectedLabels))')",
                          at: open))
    }
}
