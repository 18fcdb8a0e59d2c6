import SimCore

/// `expect`: assertions over what happened since the start (or the last `trace clear`) and over
/// the current state. A failed expectation is reported with its location and counted; the run
/// goes on, so one run lists every failure.
extension Interpreter {
    func expect(_ args: inout ArgumentReader) throws {
        let location = args.node.location
        let negated = args.accept("not")
        guard let first = args.peek else { throw args.error(nil, "missing what to expect") }
        switch first.text {
        case "ran":
            _ = try args.word("ran")
            try expectRan(&args, negated: negated, at: location)
        case "log":
            _ = try args.word("log")
            let text = try args.string("the logged text").literalText
            try args.end()
            let index = simulator.log.index
            let lines = index.loggedLines.map(names.logText)
            let found = lines.contains(text)
            if found != negated { pass() } else if negated {
                fail(location, "expected no logged line \(quoted(text)), but one was logged")
            } else {
                let hint = Suggestions.closest(to: text, in: lines).map { "closest logged line: \(quoted($0))" }
                    ?? index.lastLogged.map { "last logged line: \(quoted(names.logText($0)))" } ?? "nothing was logged"
                fail(location, "no logged line equals \(quoted(text))", hint: hint)
            }
        case "no", "stale":
            // `expect no stale`: no handler ran for a row its (reused) cell no longer shows;
            // `expect stale`: at least one did (the bug, demonstrated).
            let wantsNone = try args.word("no or stale").text == "no"
            if wantsNone {
                let what = try args.word("stale")
                guard what.text == "stale" else { throw args.error(what, "expected 'stale' after 'expect no'", hint: "expect no stale") }
            }
            try args.end()
            let index = simulator.log.index
            let count = index.staleRunCount
            if (count == 0) == (wantsNone != negated) { pass() } else if let first = index.staleRuns.first {
                fail(location, "\(count) stale handler run\(count == 1 ? "" : "s"): \(describe(first))",
                     hint: "the cell was reused for another row after the handler was attached; reattach handlers in cellForRow, or clear them in prepareForReuse")
            } else {
                fail(location, "expected a stale handler run, but every handler ran for the row its cell shows")
            }
        case "captured" where !negated:
            _ = try args.word("captured")
            try expectCaptured(&args, at: location)
        case "handled" where !negated:
            _ = try args.word("handled")
            let selector = try args.selectorToken()
            try args.expect("by")
            let responder = try args.object("the object expected to handle it")
            try args.end()
            guard let last = world.selectors.lookup(selector.text).flatMap({ simulator.log.index.lastResolution[$0] }) else {
                fail(location, "\(selector.text) was never sent to a nil target", hint: "wire it with `addTarget CONTROL nil \(selector.text) for EVENTS` or use `sendAction`")
                return
            }
            if last == responder.id { pass() } else {
                fail(location, "expected \(responder.name) to handle \(selector.text), but it was " +
                     (last.map { "handled by \(world.object($0).name)" } ?? "not handled by anyone"),
                     hint: "`chain \(responder.name)` shows the chain and who implements what")
            }
        case "unhandled" where !negated:
            _ = try args.word("unhandled")
            let selector = try args.selectorToken()
            try args.end()
            guard let last = world.selectors.lookup(selector.text).flatMap({ simulator.log.index.lastResolution[$0] }) else {
                fail(location, "\(selector.text) was never sent to a nil target")
                return
            }
            if last == nil { pass() } else {
                fail(location, "expected \(selector.text) to be unhandled, but \(world.object(last!).name) handled it")
            }
        default:
            try expectComparison(&args, negated: negated, at: location)
        }
    }

    private func expectRan(_ args: inout ArgumentReader, negated: Bool, at location: SourceLocation) throws {
        let subject = try args.word("a target, or 'closure NAME'")
        var description: String
        var count: Int
        if subject.text == "closure" {
            let name = try args.word("a closure name")
            guard world.closures.contains(where: { $0.name == name.text }) else {
                throw error(name, "no closure named '\(name.text)'",
                            hint: Suggestions.hint(for: name.text, in: world.closures.map(\.name)) ?? "closures get names from `addAction … id NAME` or are numbered closure#1, closure#2…")
            }
            description = "closure \(name.text)"
            // Every closure with this name: a replaced UIAction keeps its identifier as its name.
            count = world.closures.filter { $0.name == name.text }.reduce(0) { $0 + simulator.log.index.runCount(.closure($1.id)) }
        } else {
            let target = try resolveObject(subject)
            let selectorToken = try args.selectorToken()
            guard let selector = world.selectors.lookup(selectorToken.text), target.respondsTo(selector) else {
                throw error(selectorToken, "'\(target.name)' does not implement '\(selectorToken.text)'",
                            hint: Suggestions.hint(for: selectorToken.text, in: target.methodOrder.map(world.name(of:))))
            }
            description = "\(target.name).\(selectorToken.text)"
            count = simulator.log.index.runCount(.method(target.id, selector))
        }
        let expected = try expectedCount(&args)
        try args.end()
        let ok: Bool
        let wanted: String
        switch (negated, expected) {
        case (true, _): ok = count == 0; wanted = "not to run"
        case (false, nil): ok = count > 0; wanted = "to run"
        case (false, let n?): ok = count == n; wanted = "to run \(times(n))"
        }
        if ok { pass(); return }
        let index = simulator.log.index
        let ran = index.handlersInOrder.map { handler -> String in
            let name = handler.isClosure ? world.closures[Int(handler.selectorOrClosure)].displayName
                : world.object(handler.target).name + "." + world.name(of: Selector(id: handler.selectorOrClosure))
            return "\(name) (\(times(index.runCount(handler))))"
        }.sorted()
        fail(location, "expected \(description) \(wanted), but it ran \(times(count))",
             hint: ran.isEmpty ? "no handler ran; the trace shows where the touch went" : "handlers that ran: " + ran.joined(separator: ", "))
    }

    /// `closure#3 configured for row 0 ran while its cell showed row 12`.
    private func describe(_ stale: EventIndex.StaleRun) -> String {
        func row(_ p: RowPosition?) -> String { p.map { "row \($0.flat)" } ?? "row -1" }
        return "\(world.closures[Int(stale.closure)].displayName) configured for \(row(stale.configuredFor)) ran while its cell showed \(row(stale.cellShows))"
    }

    private func times(_ n: Int) -> String {
        n == 1 ? "once" : n == 2 ? "twice" : "\(n) times"
    }

    /// `once`, `twice`, `never`, `N times`; nil when absent (= at least once).
    private func expectedCount(_ args: inout ArgumentReader) throws -> Int? {
        guard let t = args.peek else { return nil }
        switch t.text {
        case "once": _ = try args.word("once"); return 1
        case "twice": _ = try args.word("twice"); return 2
        case "never": _ = try args.word("never"); return 0
        default:
            let n = try args.integer("a count (once, twice, never or N times)")
            guard n >= 0 else { throw args.error(t, "a count cannot be negative") }
            if !args.accept("times") && !args.accept("time") {
                throw args.error(args.peek, "expected 'times' after the count")
            }
            return n
        }
    }

    private func expectCaptured(_ args: inout ArgumentReader, at location: SourceLocation) throws {
        let closureToken = try args.word("a closure name")
        guard let closure = world.closure(named: closureToken.text) else {
            throw error(closureToken, "no closure named '\(closureToken.text)'",
                        hint: Suggestions.hint(for: closureToken.text, in: world.closures.map(\.name)))
        }
        let name = try args.word("a captured name")
        try args.expect(.equalEqual, "==")
        let expected = try readValue(&args)
        try args.end()
        guard let actual = closure.captured(name.text) else {
            throw error(name, "\(closure.displayName) did not capture '\(name.text)'",
                        hint: closure.captures.isEmpty ? "it captured nothing" : "it captured: " + closure.captures.map(\.name).joined(separator: ", "))
        }
        if actual == expected { pass() } else {
            fail(location, "expected closure \(closure.name) to have captured \(name.text) == \(expected.rendered(in: world)), but it captured \(actual.rendered(in: world))")
        }
    }

    /// `expect OBJECT.PROPERTY == VALUE`, `!=`, `expect VARIABLE == VALUE` and
    /// `expect firstResponder == OBJECT|nil`.
    private func expectComparison(_ args: inout ArgumentReader, negated: Bool, at location: SourceLocation) throws {
        let subject = try args.word("what to check")
        let equal: Bool
        if args.accept(.equalEqual) { equal = true }
        else if args.accept(.notEqual) { equal = false }
        else {
            if args.peek == nil && !subject.text.contains(".") && variable(subject.text) == nil {
                throw args.error(subject, "unknown expectation '\(subject.text)'",
                                 hint: Suggestions.hint(for: subject.text, in: ["ran", "log", "captured", "handled", "unhandled", "firstResponder"])
                                    ?? "usage: \(CommandTable.spec("expect")!.usage)")
            }
            throw args.error(args.peek, "expected '==' or '!='")
        }
        let expected = try evaluate(&args)
        try args.end()
        let actual: Value
        if subject.text == "firstResponder" {
            actual = world.application.firstResponder.map { .object($0.id) } ?? .null
        } else if let variable = variable(subject.text) {
            actual = variable.value
        } else {
            guard let dot = subject.text.lastIndex(of: ".") else {
                throw error(subject, "unknown expectation '\(subject.text)'",
                            hint: Suggestions.hint(for: subject.text, in: ["ran", "log", "captured", "handled", "unhandled", "firstResponder"])
                                ?? "usage: \(CommandTable.spec("expect")!.usage)")
            }
            var objectToken = subject
            objectToken.text = String(subject.text[..<dot])
            let object = try resolveObject(objectToken)
            let property = String(subject.text[subject.text.index(after: dot)...])
            guard let value = Properties.get(object, property, world: world) else {
                throw error(subject, "\(article(object.className)) has no property '\(property)'",
                            hint: Suggestions.hint(for: Properties.canonical(property), in: Properties.names(of: object)))
            }
            actual = value
        }
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
