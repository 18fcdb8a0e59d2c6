import SimCore

/// `why HANDLER` and `expect why HANDLER CAUSE`: the question read into a `WhySubject`, the
/// investigation (SimCore's `WhyInvestigation`, over the event log and a scene graph) and its
/// answer in words (`ExplanationText`).
extension Session {
    /// What a question names: one handler, or every handler of a control, recognizer or timer.
    enum WhyAsked {
        case handler(WhySubject, label: String)
        case handlersOf(SimObject)
    }

    /// One handler's answer: what `why` printed for it, and its fix as steps.
    struct WhyAnswer {
        let subject: WhySubject
        let label: String
        let explanation: Explanation
        let fix: Fix?
    }

    /// `why [not] HANDLER`
    func why(_ question: WhyQuestion) throws {
        let investigation = WhyInvestigation(simulator: simulator)
        let text = ExplanationText(names: names, graph: investigation.graph, now: simulator.clock.now, withholdingFixes: withheldFixesAskWith)
        func answer(_ subject: WhySubject, _ label: String) -> String {
            let explanation = investigation.explain(subject)
            // A withheld fix is not offered either (a page's whatif buttons are the fix).
            lastWhyAnswers.append(WhyAnswer(subject: subject, label: label, explanation: explanation,
                                            fix: withheldFixesAskWith == nil ? text.fix(explanation, label: label) : nil))
            let words = text.text(explanation, subject: label)
            if case .method(let target, let selector) = subject,
               let note = swiftInitializerNote(target: world.object(target), selector: world.name(of: selector)) {
                return words + "\n  " + note
            }
            return words
        }
        lastWhyAnswers = []
        switch try resolve(question) {
        case .handler(let subject, let label):
            emitOutput(answer(subject, label))
        case .handlersOf(let object):
            var (subjects, nilTargeted) = investigation.handlers(of: object.id)
            var parts: [String] = []
            let count = subjects.count + nilTargeted.count
            if count == 0, !object.methodOrder.isEmpty {
                // A controller or a plain object: the question is about its methods.
                subjects = object.methodOrder.map { .method(target: object.id, selector: $0) }
                parts.append("\(object.name) implements \(subjects.count) method\(subjects.count == 1 ? "" : "s"):")
            } else {
                parts.append(count == 0 ? "\(object.name) has no handlers and implements no methods: nothing of it can run"
                                        : "\(object.name) has \(count) handler\(count == 1 ? "" : "s"):")
            }
            for subject in subjects {
                parts.append(answer(subject, label(of: subject)))
            }
            for selector in nilTargeted {
                let name = world.name(of: selector)
                parts.append("\(object.name) sends \(name) to a nil target: the first responder on the chain that implements it runs it; ask `why RESPONDER.\(name)` about one")
            }
            emitOutput(parts.joined(separator: "\n"))
        }
    }

    /// `expect [not] why HANDLER CAUSE`: the handler ran (`ran`), ran for a reused cell's other
    /// row (`stale`), or did not run for that cause (`coveredBy`, `disabled`…). Asked of a
    /// control, recognizer or timer, the cause may be any of its handlers'.
    func expectWhy(_ question: WhyQuestion, _ cause: Token, negated: Bool, at location: SourceLocation) throws {
        let investigation = WhyInvestigation(simulator: simulator)
        let text = ExplanationText(names: names, graph: investigation.graph, now: simulator.clock.now)
        let asked: [(WhySubject, String)]
        switch try resolve(question) {
        case .handler(let subject, let label): asked = [(subject, label)]
        case .handlersOf(let object):
            let handlers = investigation.handlers(of: object.id).subjects
            let subjects = handlers.isEmpty ? object.methodOrder.map { WhySubject.method(target: object.id, selector: $0) } : handlers
            asked = subjects.map { ($0, label(of: $0)) }
        }
        let explanations = asked.map { (investigation.explain($0.0), $0.1) }
        var found: [String] = []
        for (explanation, _) in explanations { for k in explanation.keywords where !found.contains(k) { found.append(k) } }
        if found.contains(cause.text) != negated { pass(); return }
        // Each answer's first two lines: the verdict and the decision (or the run) behind it.
        let answers = explanations.map { explanation, label in
            text.text(explanation, subject: label).split(separator: "\n").prefix(2).map { $0.drop { $0 == " " } }.joined(separator: " ")
        }
        let subject = asked.count == 1 ? asked[0].1 : question.token.text
        fail(location, "expected why \(subject) \(negated ? "not " : "")to be '\(cause.text)', but it is " +
                (found.isEmpty ? "nothing (it has no handlers)" : "'\(found.joined(separator: "', '"))'"),
             hint: answers.isEmpty ? nil : answers.joined(separator: " | "))
    }

    /// One line on why a handler that was expected to run did not, for `expect ran`'s hint.
    func whyNotHint(_ subject: WhySubject) -> String? { whyNot(subject)?.text }

    /// That line, and the fix it ends with (the explanation's `fix:` line), apart.
    func whyNot(_ subject: WhySubject) -> (text: String, fix: String?)? {
        let investigation = WhyInvestigation(simulator: simulator)
        let explanation = investigation.explain(subject)
        guard case .didNotRun = explanation.verdict else { return nil }
        let lines = ExplanationText(names: names, graph: investigation.graph, now: simulator.clock.now)
            .text(explanation, subject: label(of: subject)).split(separator: "\n").dropFirst()
        let parts = lines.map { $0.drop { $0 == " " } }
        let fix = parts.last { $0.hasPrefix("fix: ") }.map { String($0.dropFirst("fix: ".count)) }
        return ("why: " + parts.joined(separator: "; "), fix)
    }

    private func label(of subject: WhySubject) -> String {
        switch subject {
        case .method(let target, let selector): return world.object(target).name + "." + world.name(of: selector)
        // On a control, the answer is under a line that names the control (`why CONTROL`).
        case .closure(let name, _): return name.hasPrefix("closure#") ? name : "closure " + name
        }
    }

    /// Reads the question against the world as it is now.
    private func resolve(_ question: WhyQuestion) throws -> WhyAsked {
        switch question {
        case .closure(let name):
            guard world.closures.contains(where: { $0.name == name.text }) else { throw unknownClosure(name) }
            return .handler(.closure(name: name.text), label: label(of: .closure(name: name.text)))
        case .method(let reference, let action):
            return try method(try reference.resolve(in: self), action, action.text)
        case .word(let word):
            if let object = object(atPath: word.text) { return .handlersOf(object) }
            if world.closures.contains(where: { $0.name == word.text }) {
                return .handler(.closure(name: word.text), label: label(of: .closure(name: word.text)))
            }
            // TARGET.ACTION: split at the last dot (root views are named like `home.view`).
            if let dot = word.text.lastIndex(of: "."), let target = object(atPath: String(word.text[..<dot])) {
                return try method(target, word, String(word.text[word.text.index(after: dot)...]))
            }
            throw error(word, "nothing named '\(word.text)' to ask about",
                        hint: Suggestions.hint(for: word.text, in: world.names + world.closures.map(\.name))
                            ?? "ask about a method (`why home.didTapSave:`), a closure by its name, or a control")
        }
    }

    /// The object `text` names as `tap` reads it: a name (`list.cell#2.rowButton`, `home.view`),
    /// or a named object then members — `list.row#12.rowButton` is the button of the cell that
    /// shows row 12 now (cellForRow(at:)).
    private func object(atPath text: String) -> SimObject? {
        if let object = world.object(named: text) { return object }
        var base = Substring(text)
        while let dot = base.lastIndex(of: ".") {
            base = base[..<dot]
            guard var current = world.object(named: String(base)) else { continue }
            for member in text[text.index(after: dot)...].split(separator: ".") {
                guard case .object(let id)? = self.member(String(member), of: .object(current.id)) else { return nil }
                current = world.object(id)
            }
            return current
        }
        return nil
    }

    private func method(_ target: SimObject, _ at: Token, _ selectorName: String) throws -> WhyAsked {
        // A known selector the target lacks is a fair question (an optional delegate method it
        // does not implement: the answer says so); one nothing anywhere mentions is a typo.
        guard let selector = world.selectors.lookup(selectorName) else {
            throw error(at, "no method '\(selectorName)' anywhere in the scene",
                        hint: Suggestions.hint(for: selectorName, in: target.methodOrder.map(world.name(of:)))
                            ?? "`show \(target.name)` lists its methods")
        }
        let subject = WhySubject.method(target: target.id, selector: selector)
        return .handler(subject, label: label(of: subject))
    }

    private func unknownClosure(_ name: Token) -> ScriptError {
        error(name, "no closure named '\(name.text)'",
              hint: Suggestions.hint(for: name.text, in: world.closures.map(\.name)) ?? "closures get names from `addAction … id NAME` or are numbered closure#1, closure#2…")
    }
}

extension WhyQuestion {
    /// Where to point an error about the question.
    var token: Token {
        switch self {
        case .closure(let t), .method(_, let t), .word(let t): return t
        }
    }
}
