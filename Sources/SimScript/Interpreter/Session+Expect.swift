import SimCore
import SimRendering

/// `expect`: assertions over what happened since the start (or the last `trace clear`) and over
/// the current state. A failed expectation is reported with its location and counted; the run
/// goes on, so one run lists every failure. (`ExpectCommand` reads the arguments.)
extension Session {
    /// `expect [not] log TEXT`
    func expectLog(_ text: String, negated: Bool, at location: SourceLocation) {
        let index = simulator.log.index
        ledger.loggedTexts.update(from: simulator.log, names: names)
        let found = ledger.loggedTexts.contains(text)
        if found != negated {
            pass()
            if negated { noteIfNoLogCanWrite(text, at: location) }
        } else if negated {
            fail(location, "expected no logged line \(quoted(text)), but one was logged")
        } else {
            let hint = Suggestions.closest(to: text, in: ledger.loggedTexts.ordered).map { "closest logged line: \(quoted($0))" }
                ?? index.lastLogged.map { "last logged line: \(quoted(names.logText($0)))" } ?? "nothing was logged"
            fail(location, "no logged line equals \(quoted(text))", hint: hint)
        }
    }

    /// `expect [not|no] stale`: no handler ran for a row its (reused) cell no longer shows;
    /// `expect stale`: at least one did (the bug, demonstrated).
    func expectStale(wantsNone: Bool, at location: SourceLocation) {
        let index = simulator.log.index
        let count = index.staleRunCount
        if (count == 0) == wantsNone { pass() } else if !index.staleRuns.isEmpty {
            fail(location, "\(count) stale handler run\(count == 1 ? "" : "s"): \(describeStaleRuns(count))",
                 hint: "the cell was reused for another row after the handler was attached; reattach handlers in cellForRow, or clear them in prepareForReuse",
                 fix: "reattach handlers in cellForRow, or clear them in prepareForReuse")
        } else {
            fail(location, "expected a stale handler run, but every handler ran for the row its cell shows")
        }
    }

    /// `expect handled ACTION by OBJECT`
    func expectHandled(_ selector: Token, by responder: SimObject, at location: SourceLocation) {
        guard let last = world.selectors.lookup(selector.text).flatMap({ simulator.log.index.lastResolution[$0] }) else {
            let wire = "wire it with `addTarget CONTROL nil \(selector.text) for EVENTS` or use `sendAction`"
            fail(location, "\(selector.text) was never sent to a nil target", hint: wire, fix: wire)
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
        guard let last = world.selectors.lookup(selector.text).flatMap({ simulator.log.index.lastResolution[$0] }) else {
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
            throw notImplemented(selectorToken, by: target)
        }
        let description = "\(target.name).\(selectorToken.text)"
        // A touches override (touchesBegan…) runs whenever its responder is given that phase.
        let phase = TouchPhase.allCases.first { $0.methodName == selectorToken.text }
        let count = phase.map { simulator.log.index.timesGiven($0, to: target.id) } ?? simulator.log.index.runCount(.method(target.id, selector))
        expectRuns(description, .method(target: target.id, selector: selector), count, expected: expected, negated: negated, at: location)
    }

    /// `expect [not] ran closure NAME [COUNT]`
    func expectRan(closure name: Token, count expected: Int?, negated: Bool, at location: SourceLocation) throws {
        guard world.closures.contains(where: { $0.name == name.text }) else {
            throw error(name, "no closure named '\(name.text)'",
                        hint: Suggestions.hint(for: name.text, in: world.closures.map(\.name)) ?? "closures get names from `addAction … id NAME` or are numbered closure#1, closure#2…")
        }
        let description = "closure \(name.text)"
        // Every closure with this name: a replaced UIAction keeps its identifier as its name.
        let count = world.closures.filter { $0.name == name.text }.reduce(0) { $0 + simulator.log.index.runCount(.closure($1.id)) }
        expectRuns(description, .closure(name: name.text), count, expected: expected, negated: negated, at: location)
    }

    private func expectRuns(_ description: String, _ subject: WhySubject, _ count: Int, expected: Int?, negated: Bool,
                            at location: SourceLocation) {
        let ok: Bool
        let wanted: String
        switch (negated, expected) {
        case (true, nil): ok = count == 0; wanted = "not to run"
        case (true, let n?): ok = count != n; wanted = "not to run \(times(n))"
        case (false, nil): ok = count > 0; wanted = "to run"
        case (false, let n?): ok = count == n; wanted = "to run \(times(n))"
        }
        if ok {
            pass()
            noteIfVacuous(subject, negated: negated, at: location)
            return
        }
        let index = simulator.log.index
        let ran = index.handlersInOrder.map { handler -> String in
            let name = handler.isClosure ? world.closures[Int(handler.selectorOrClosure)].displayName
                : world.object(handler.target).name + "." + world.name(of: Selector(id: handler.selectorOrClosure))
            return "\(name) (\(times(index.runCount(handler))))"
        }.sorted()
        // It never ran: say why (the first decision that kept it from running), not only what did.
        let why = count == 0 && !negated ? whyNot(subject) : nil
        let others = ran.isEmpty ? "no handler ran" : "handlers that ran: " + ran.joined(separator: ", ")
        fail(location, "expected \(description) \(wanted), but it ran \(times(count))",
             hint: why.map { $0.text + " (" + others + ")" } ?? (ran.isEmpty ? "no handler ran; the trace shows where the touch went" : others),
             fix: why?.fix)
    }

    /// `closure#3 configured for row 0 ran while its cell showed row 12`.
    private func describe(_ stale: EventIndex.StaleRun) -> String {
        func row(_ p: RowPosition?) -> String { p.map { "row \($0.flat)" } ?? "no row" }
        let closure = world.closures[Int(stale.closure)].displayName
        if stale.cellShows?.flat == stale.configuredFor.flat {
            return "\(closure) configured for \(row(stale.configuredFor)) at the cell's generation \(stale.generation) ran after the cell was reused (it shows that row again)"
        }
        return "\(closure) configured for \(row(stale.configuredFor)) ran while its cell showed \(row(stale.cellShows))"
    }

    /// Every stale run kept (up to three), and how many more there were.
    private func describeStaleRuns(_ count: Int) -> String {
        let listed = simulator.log.index.staleRuns.prefix(3).map(describe)
        let more = count - listed.count
        return listed.joined(separator: "; ") + (more > 0 ? "; and \(more) more" : "")
    }

    private func times(_ n: Int) -> String {
        n == 1 ? "once" : n == 2 ? "twice" : "\(n) times"
    }

    /// `expect captured CLOSURE NAME == VALUE`
    func expectCaptured(_ closureToken: Token, _ name: Token, _ expected: Value, at location: SourceLocation) throws {
        simulator.lifetimes.collectPending()  // not a closure nothing took
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

    /// `expect [not] SUBJECT ==|!=|<|<=|>|>= VALUE`: a property, a variable or the first
    /// responder, as it is now. The ordering relations compare numbers only.
    func expectComparison(_ subject: Token, _ actual: Value, _ relation: Token, _ expected: Value, negated: Bool, at location: SourceLocation) throws {
        let holds: Bool
        switch relation.kind {
        case .equalEqual: holds = actual == expected
        case .notEqual: holds = actual != expected
        default:
            guard case .number(let x) = actual, case .number(let y) = expected, let compare = Expression.comparison(relation) else {
                throw error(relation, "'\(relation.text)' compares numbers, but \(subject.text) is \(actual.typeName) \(actual.rendered(in: world)) and the expected value \(expected.typeName) \(expected.rendered(in: world))",
                            hint: "== and != compare any two values")
            }
            holds = compare(x, y)
        }
        if holds != negated { pass(); return }
        // `not a == b` reads as `a != b`; `not a < b` stays as written.
        let wanted: String
        switch (relation.kind, negated) {
        case (.equalEqual, true): wanted = "\(subject.text) !="
        case (.notEqual, true): wanted = "\(subject.text) =="
        default: wanted = (negated ? "not " : "") + "\(subject.text) \(relation.text)"
        }
        fail(location, "expected \(wanted) \(expected.rendered(in: world)), but it is \(actual.rendered(in: world))")
    }

    /// `expect error ["TEXT"] { COMMANDS }`: runs the commands until one raises — what UIKit
    /// would raise (an exception) or the simulator refuses. That error is expected: it is traced,
    /// not reported, and the script goes on. Passes when it contains TEXT (if given); fails
    /// when none is raised. Nothing after the failing command in the block runs.
    func expectError(containing text: String?, _ commands: [BoundCommand], handler context: ActionContext?,
                     at location: SourceLocation) throws {
        var raised: String?
        do {
            for bound in commands {
                // Echoed as at the top level (`> insertRows …`), so the trace shows what failed.
                if context == nil && state.frames.isEmpty && bound.node.echoes { simulator.commandStarted(bound.node.source) }
                if let context { try bound.command.run(in: self, handler: context) } else { try bound.command.run(in: self) }
            }
        } catch let e as ScriptError where !e.stopsTheRun {
            raised = e.diagnostic.message
        } catch let e where e is ScriptError || e is SimulationStop || e is HandlerReturn || e is ReplayFinished {
            throw e  // an interruption, the work budget, a `return` or the end of a replay: not an error of the commands
        } catch {
            raised = "\(error)"
        }
        guard let raised else {
            fail(location, "expected an error" + (text.map { " containing \(quoted($0))" } ?? "") + ", but the commands ran without one")
            return
        }
        simulator.output("error (expected): \(raised)")
        if text.map({ raised.contains($0) }) ?? true { pass() } else {
            fail(location, "expected an error containing \(quoted(text!)), but the error was \(quoted(raised))")
        }
    }

    func pass() { ledger.passed += 1 }

    func fail(_ location: SourceLocation, _ message: String, hint: String? = nil, fix: String? = nil) {
        ledger.failed += 1
        simulator.tracer.flush()
        var failure = Diagnostic(.expectationFailed, location, message, hint: hint)
        failure.fix = fix
        diagnose(withSourceLine(failure))
    }
}
