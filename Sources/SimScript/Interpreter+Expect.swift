import SimCore

/// `expect`: assertions over what happened since the start (or the last `trace clear`) and over
/// the current state. A failed expectation is reported with its location and counted; the run
/// goes on, so one run lists every failure. (`ExpectCommand` reads the arguments.)
extension Interpreter {
    /// `expect [not] log TEXT`
    func expectLog(_ text: String, negated: Bool, at location: SourceLocation) {
        let lines = recorder.loggedLines
        let found = lines.contains(text)
        if found != negated { pass() } else if negated {
            fail(location, "expected no logged line \(quoted(text)), but one was logged")
        } else {
            let hint = Suggestions.closest(to: text, in: lines).map { "closest logged line: \(quoted($0))" }
                ?? (lines.isEmpty ? "nothing was logged" : "last logged line: \(quoted(lines.last!))")
            fail(location, "no logged line equals \(quoted(text))", hint: hint)
        }
    }

    /// `expect [not|no] stale`: no handler ran for a row its (reused) cell no longer shows;
    /// `expect stale`: at least one did (the bug, demonstrated).
    func expectStale(wantsNone: Bool, at location: SourceLocation) {
        let stale = recorder.staleRuns
        if stale.isEmpty == wantsNone { pass() } else if !stale.isEmpty {
            fail(location, "\(stale.count) stale handler run\(stale.count == 1 ? "" : "s"): \(stale.first!)",
                 hint: "the cell was reused for another row after the handler was attached; reattach handlers in cellForRow, or clear them in prepareForReuse")
        } else {
            fail(location, "expected a stale handler run, but every handler ran for the row its cell shows")
        }
    }

    /// `expect handled ACTION by OBJECT`
    func expectHandled(_ selector: Token, by responder: SimObject, at location: SourceLocation) {
        let results = world.selectors.lookup(selector.text).flatMap { recorder.resolutions[$0.id] } ?? []
        guard let last = results.last else {
            fail(location, "\(selector.text) was never sent to a nil target", hint: "wire it with `addTarget CONTROL nil \(selector.text) for EVENTS` or use `sendAction`")
            return
        }
        if last == responder.id { pass() } else {
            fail(location, "expected \(responder.name) to handle \(selector.text), but it was " +
                 (last.map { "handled by \(world.object($0).name)" } ?? "not handled by anyone"),
                 hint: "`chain \(responder.name)` shows the chain and who implements what")
        }
    }

    /// `expect unhandled ACTION`
    func expectUnhandled(_ selector: Token, at location: SourceLocation) {
        let results = world.selectors.lookup(selector.text).flatMap { recorder.resolutions[$0.id] } ?? []
        guard let last = results.last else {
            fail(location, "\(selector.text) was never sent to a nil target")
            return
        }
        if last == nil { pass() } else {
            fail(location, "expected \(selector.text) to be unhandled, but \(world.object(last!).name) handled it")
        }
    }

    /// `expect [not] ran TARGET ACTION [COUNT]`
    func expectRan(_ target: SimObject, _ selectorToken: Token, count expected: Int?, negated: Bool, at location: SourceLocation) throws {
        guard let selector = world.selectors.lookup(selectorToken.text), target.respondsTo(selector) else {
            throw error(selectorToken, "'\(target.name)' does not implement '\(selectorToken.text)'",
                        hint: Suggestions.hint(for: selectorToken.text, in: target.methodOrder.map(world.name(of:))))
        }
        let description = "\(target.name).\(selectorToken.text)"
        let count = recorder.runCount(target: target.id, selector: selector)
        expectRuns(description, count, expected: expected, negated: negated, at: location)
    }

    /// `expect [not] ran closure NAME [COUNT]`
    func expectRan(closure name: Token, count expected: Int?, negated: Bool, at location: SourceLocation) throws {
        guard world.closures.contains(where: { $0.name == name.text }) else {
            throw error(name, "no closure named '\(name.text)'",
                        hint: Suggestions.hint(for: name.text, in: world.closures.map(\.name)) ?? "closures get names from `addAction … id NAME` or are numbered closure#1, closure#2…")
        }
        let description = "closure \(name.text)"
        let count = recorder.runCount(closureNamed: name.text)
        expectRuns(description, count, expected: expected, negated: negated, at: location)
    }

    private func expectRuns(_ description: String, _ count: Int, expected: Int?, negated: Bool, at location: SourceLocation) {
        let ok: Bool
        let wanted: String
        switch (negated, expected) {
        case (true, _): ok = count == 0; wanted = "not to run"
        case (false, nil): ok = count > 0; wanted = "to run"
        case (false, let n?): ok = count == n; wanted = "to run \(times(n))"
        }
        if ok { pass(); return }
        let ran = recorder.runs.map { key, n -> String in
            let name = key.target < 0 ? world.closures[Int(key.selectorOrClosure)].displayName
                : world.object(key.target).name + "." + world.name(of: Selector(id: key.selectorOrClosure))
            return "\(name) (\(times(n)))"
        }.sorted()
        fail(location, "expected \(description) \(wanted), but it ran \(times(count))",
             hint: ran.isEmpty ? "no handler ran; the trace shows where the touch went" : "handlers that ran: " + ran.joined(separator: ", "))
    }

    private func times(_ n: Int) -> String {
        n == 1 ? "once" : n == 2 ? "twice" : "\(n) times"
    }

    /// `expect captured CLOSURE NAME == VALUE`
    func expectCaptured(_ closureToken: Token, _ name: Token, _ expected: Value, at location: SourceLocation) throws {
        guard let closure = world.closure(named: closureToken.text) else {
            throw error(closureToken, "no closure named '\(closureToken.text)'",
                        hint: Suggestions.hint(for: closureToken.text, in: world.closures.map(\.name)))
        }
        guard let actual = closure.captured(name.text) else {
            throw error(name, "\(closure.displayName) did not capture '\(name.text)'",
                        hint: closure.captures.isEmpty ? "it captured nothing" : "it captured: " + closure.captures.map(\.name).joined(separator: ", "))
        }
        if actual == expected { pass() } else {
            fail(location, "expected closure \(closure.name) to have captured \(name.text) == \(expected.rendered(in: world)), but it captured \(actual.rendered(in: world))")
        }
    }

    /// `expect [not] SUBJECT ==|!= VALUE`: a property, a variable or the first responder, as it is now.
    func expectComparison(_ subject: Token, _ actual: Value, equal: Bool, _ expected: Value, negated: Bool, at location: SourceLocation) {
        let holds = (actual == expected) == (equal != negated)
        if holds { pass() } else {
            let op = (equal != negated) ? "==" : "!="
            fail(location, "expected \(subject.text) \(op) \(expected.rendered(in: world)), but it is \(actual.rendered(in: world))")
        }
    }

    private func pass() { expectationsPassed += 1 }

    private func fail(_ location: SourceLocation, _ message: String, hint: String? = nil) {
        expectationsFailed += 1
        simulator.tracer.flush()
        diagnose(withSourceLine(Diagnostic(.expectationFailed, location, message, hint: hint)))
    }
}
