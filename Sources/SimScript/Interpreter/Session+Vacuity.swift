import SimCore
import SimRendering

/// Checks that cannot fail and scenarios that exercise nothing — what `simrepl test` warns about
/// (and `--strict` fails on), because a test that passes without checking anything is the
/// complaint every golden-testing tool hears:
/// - `expect not ran TARGET ACTION` (or `closure NAME`) when nothing ever wired the handler (no
///   target-action, recognizer, timer or delegate): it passes whatever the scenario does;
/// - the same when only controls can send it and none of them was touched (nor sent its actions,
///   nor had a touch land on its place) before the expectation;
/// - `expect not log TEXT` when no `log` of the scenario can write TEXT (a typo passes it);
/// - a scenario whose touches (or clicks) all hit no view.
/// (A scenario with neither an expectation nor a golden trace is the test runner's to say: only
/// it knows about goldens.) Every hint that shows a command shows one that runs as written.
extension Session {
    /// The warnings for this run, in the order found.
    public func vacuityWarnings() -> [Diagnostic] {
        var warnings = ledger.vacuous
        var touches = 0, hits = 0
        var firstPoint: Point?
        for e in simulator.log.events {
            switch e.payload {
            case .touch(.began, let point, _), .mouse(.event(.down, let point, _)):
                touches += 1
                if firstPoint == nil { firstPoint = point }
            case .hitTest: hits += 1
            default: break
            }
        }
        if touches > 0 && hits == 0 {
            let at = firstPoint.map { "\(Value.number($0.x).rendered(in: world)) \(Value.number($0.y).rendered(in: world))" } ?? "X Y"
            warnings.append(Diagnostic(.warning, nil, "every touch of the scenario hit no view (\(touches) touch\(touches == 1 ? "" : "es")): it exercises no handler",
                                       hint: "check the points and frames: `hitTest \(at)` shows why the first touch hit nothing"))
        }
        return warnings
    }

    /// `expect not ran` of a handler nothing wired, or that only untouched controls send:
    /// recorded when the expectation passes.
    func noteIfVacuous(_ subject: WhySubject, negated: Bool, at location: SourceLocation) {
        guard negated else { return }
        let investigation = WhyInvestigation(simulator: simulator)
        // A touches override (touchesBegan…) needs no wiring: any touch on the view reaches it.
        if case .method(_, let selector) = subject, TouchPhase.allCases.contains(where: { $0.methodName == world.name(of: selector) }) { return }
        if case .method(let target, let selector) = subject, !everWired(target, selector),
           case .didNotRun(.notWired) = investigation.explain(subject).verdict {
            let name = "\(world.object(target).name).\(world.name(of: selector))"
            let control = world.objects.first { $0 is Control && !$0.isReleased }
            let wire = control.map { "`addTarget \($0.name) \(world.object(target).name) \(world.name(of: selector))\(world.rules.input == .mouse ? "" : " for touchUpInside")`" }
            // The command is the fix (an exercise withholds it: wiring the handler may be the
            // exercise), apart from the advice.
            var warning = Diagnostic(
                .warning, location, "this expectation cannot fail: nothing ever wired \(name) (no target-action, recognizer, timer or delegate sends it)",
                hint: "wire it to a control, a recognizer, a timer or a delegate and check it does not run, or drop the expectation"
                    + (wire.map { "; fix: e.g. " + $0 } ?? ""))
            warning.fix = wire.map { "e.g. " + $0 }
            ledger.vacuous.append(warning)
            return
        }
        guard let controls = investigation.sendingControls(of: subject)?.map({ world.object($0) as! View }),
              !controls.contains(where: wasTouched) else { return }
        let names = controls.map(\.name)
        let handler: String
        switch subject {
        case .method(let target, let selector): handler = "\(world.object(target).name).\(world.name(of: selector))"
        case .closure(let name, _): handler = "closure \(name)"
        }
        let verb = world.rules.input == .mouse ? "click" : "tap"
        let one = names.count == 1
        ledger.vacuous.append(Diagnostic(
            .warning, location,
            "this expectation cannot fail: only \(Self.list(names)) can send \(handler), and nothing touched \(one ? "it" : "them") or sent \(one ? "its" : "their") actions",
            hint: "touch \(one ? "it" : "one") first (e.g. `\(verb) \(names[0])`) and check that \(handler) does not run, or drop the expectation"))
    }

    /// `expect not log TEXT` when no `log` bound so far can write TEXT: recorded when it passes.
    /// A `log` writes its text with any value in place of each `{placeholder}`; the world's
    /// templates add what Swift code logged.
    func noteIfNoLogCanWrite(_ text: String, at location: SourceLocation) {
        let templates = Array(ledger.boundLogTexts) + world.templates.all
        guard !templates.contains(where: { Self.template($0, canWrite: text) }) else { return }
        let shown = Set(templates.map { $0.map { segment -> String in
            switch segment {
            case .literal(let s): return s
            case .placeholder(let name): return "{\(name)}"
            }
        }.joined() }).sorted()
        ledger.vacuous.append(Diagnostic(
            .warning, location, "this expectation cannot fail: no `log` of the scenario writes \(quoted(text))",
            hint: (Suggestions.closest(to: text, in: shown).map { "the closest text a `log` writes is \(quoted($0)); " } ?? "")
                + "check the text for a typo, or drop the expectation"))
    }

    /// Whether a registration or a delegate assignment in the log ever named the handler (it may
    /// have been wired and unwired since: then the expectation says something).
    private func everWired(_ target: SimObject.ID, _ selector: Selector) -> Bool {
        simulator.log.events.contains { e in
            switch e.payload {
            case .registration(let r): return r.target == target && r.selector == selector
            case .delegateSet(let a): return a.delegate == target
            default: return false
            }
        }
    }

    /// Whether anything happened to `control` in the log: an event about it other than being
    /// wired (a touch delivered, a hit-test that skipped it, tracking, an action sent, a value
    /// changed), or a touch or click at a point inside it (one that a view in front took). When
    /// the log no longer holds the whole run, the answer is yes: it cannot be ruled out.
    private func wasTouched(_ control: View) -> Bool {
        guard simulator.log.dropped == 0 else { return true }
        // A refresh control sits above its table's content: a drag on the table pulls it.
        if control is RefreshControl, let table = control.superview, wasTouched(table) { return true }
        let bounds = control.bounds
        return simulator.log.events.contains { e in
            switch e.payload {
            case .registration, .delegateSet: return false
            case .touch(_, let point, _), .mouse(.event(_, let point, _)): return bounds.contains(control.convertFromWindow(point))
            default: return e.object == control.id
            }
        }
    }

    /// Whether `template` writes `text` for some values of its placeholders: its literal parts,
    /// in order, with anything (or nothing) in place of each placeholder.
    static func template(_ template: [TemplateSegment], canWrite text: String) -> Bool {
        // Runs of literal text between placeholders: the first must start the text, the last end
        // it, and those between appear in order (the leftmost place is always the best).
        var runs: [String] = [""]
        for segment in template {
            switch segment {
            case .literal(let s): runs[runs.count - 1] += s
            case .placeholder: runs.append("")
            }
        }
        let chars = Array(text.unicodeScalars)
        func at(_ run: String, _ i: Int) -> Bool {
            let r = Array(run.unicodeScalars)
            return i + r.count <= chars.count && Array(chars[i..<(i + r.count)]) == r
        }
        guard runs.count > 1 else { return runs[0] == text }
        let first = Array(runs[0].unicodeScalars), last = Array(runs[runs.count - 1].unicodeScalars)
        guard first.count + last.count <= chars.count, at(runs[0], 0), at(runs[runs.count - 1], chars.count - last.count) else { return false }
        var i = first.count
        for run in runs.dropFirst().dropLast() where !run.isEmpty {
            var found = false
            let length = run.unicodeScalars.count
            while i + length <= chars.count - last.count {
                if at(run, i) { found = true; break }
                i += 1
            }
            guard found else { return false }
            i += length
        }
        return true
    }

    /// `save`, `save and cancel`, `save, cancel and share`.
    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
