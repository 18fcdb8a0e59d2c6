/// Optional's own members (`map`, `flatMap`, `unsafelyUnwrapped`) and Result.
extension Library {
    func registerOptional() {
        let o = optional
        method(o, "func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U?") { v, args, ctx throws(Interrupt) in
            guard case .optional(let inner?) = v else { return .nilValue }
            return .optional(try ctx.call(args[0], inner))
        }
        method(o, "func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U?") { v, args, ctx throws(Interrupt) in
            guard case .optional(let inner?) = v else { return .nilValue }
            let r = try ctx.call(args[0], inner)
            if case .optional = r { return r }
            return .optional(r)
        }
        property(o, "var unsafelyUnwrapped: Wrapped") { v, ctx throws(Interrupt) in
            guard case .optional(let inner?) = v else { throw ctx.fatal("Unexpectedly found nil while unwrapping an Optional value") }
            return inner
        }
        function(o, "init(_ some: Wrapped)") { args, _ in .optional(args[0]) }
        let someCase = EnumCaseDecl(name: "some", owner: o, index: 0)
        let noneCase = EnumCaseDecl(name: "none", owner: o, index: 1)
        _ = (someCase, noneCase)
        function(o, "static func some(_ value: Wrapped) -> Wrapped?") { args, _ in .optional(args[0]) }
        registerResult()
    }

    private func registerResult() {
        let r = result
        let success = EnumCaseDecl(name: "success", owner: r, index: 0)
        let failure = EnumCaseDecl(name: "failure", owner: r, index: 1)
        success.payloadLabels = [nil]
        failure.payloadLabels = [nil]
        success.payloadTypes = [.parameter(r.genericParams[0])]
        failure.payloadTypes = [.parameter(r.genericParams[1])]
        success.payloadDefaults = [nil]
        failure.payloadDefaults = [nil]
        r.cases = [success, failure]
        let me = SType.nominal(r, r.genericParams.map { .parameter($0) })
        for c in [success, failure] {
            let m = MemberDecl(name: c.name, kind: .enumCase, isStatic: true, owner: r, loc: .unknown, impl: .enumCase(c))
            m.labels = [nil]
            m.signature = Signature(params: [Signature.Param(label: nil, name: "value", type: c.payloadTypes[0])], result: me)
            m.type = me
            r.addMember(m)
        }
        function(r, "init(catching body: () throws -> Success)") { args, ctx throws(Interrupt) in
            do throws(Interrupt) {
                return .enumeration(EnumValue(caseDecl: success, payload: [try ctx.call(args[0])]))
            } catch {
                guard case .thrown(let e, _) = error else { throw error }
                return .enumeration(EnumValue(caseDecl: failure, payload: [e]))
            }
        }
        method(r, "func get() throws -> Success") { v, _, ctx throws(Interrupt) in
            guard case .enumeration(let e) = v, let payload = e.payload.first else { return .void }
            if e.caseDecl.name == "success" { return payload }
            throw .thrown(payload, ctx.loc)
        }
        method(r, "func map<NewSuccess>(_ transform: (Success) throws -> NewSuccess) rethrows -> Result<NewSuccess, Failure>") { v, args, ctx throws(Interrupt) in
            guard case .enumeration(let e) = v, let payload = e.payload.first, e.caseDecl.name == "success" else { return v }
            return .enumeration(EnumValue(caseDecl: e.caseDecl, payload: [try ctx.call(args[0], payload)]))
        }
        method(r, "func mapError<NewFailure>(_ transform: (Failure) throws -> NewFailure) rethrows -> Result<Success, NewFailure>") { v, args, ctx throws(Interrupt) in
            guard case .enumeration(let e) = v, let payload = e.payload.first, e.caseDecl.name == "failure" else { return v }
            return .enumeration(EnumValue(caseDecl: e.caseDecl, payload: [try ctx.call(args[0], payload)]))
        }
        method(r, "func flatMap<NewSuccess>(_ transform: (Success) throws -> Result<NewSuccess, Failure>) rethrows -> Result<NewSuccess, Failure>") { v, args, ctx throws(Interrupt) in
            guard case .enumeration(let e) = v, let payload = e.payload.first, e.caseDecl.name == "success" else { return v }
            return try ctx.call(args[0], payload)
        }
    }
}
