import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let expectation = ArgumentKey("expectation")
}

/// `expect …`: what it asserts, read from the form that matched. The checks themselves are in
/// Session+Expect.swift.
struct ExpectCommand: MatchedCommand {
    enum Expectation {
        case ran(ObjectReference, Token, count: Int?)
        case ranClosure(Token, count: Int?)
        case captured(Token, Token, Expression)
        case log(String)
        case handled(Token, by: ObjectReference)
        case unhandled(Token)
        case property(ObjectReference, property: Token, subject: Token, relation: Token, Expression)
        case variable(NameReference, subject: Token, relation: Token, Expression)
        case firstResponder(subject: Token, relation: Token, Expression)
        case stale
        case why(WhyQuestion, cause: Token)
        /// `expect error ["TEXT"] { COMMANDS }`: the commands, bound here, must raise.
        case error(String?, [BoundCommand])
    }
    let expectation: Expectation
    /// `not` (or `no` before `stale`).
    let negated: Bool
    let location: SourceLocation
    /// The expectation as written, for its record in the trace.
    let source: String

    init(_ match: inout Match, binder: inout Binder) throws {
        negated = match.has(.negated)
        location = match.node.location
        source = match.node.source
        let count = match.integerIfPresent(.count)
        // The relation is the first comparison word: it comes before the expected value.
        let relation = match.node.arguments.first(where: Expression.isComparison)
        func comparison() throws -> Token {
            guard let relation else { throw match.missing(.value) }
            return relation
        }
        switch match.form {
        case 0: expectation = .ran(try match.object(.target), try match.token(.action), count: count)
        case 1: expectation = .ranClosure(try match.token(.closure), count: count)
        case 2: expectation = .captured(try match.token(.closure), try match.token(.capture), try match.expression(.value))
        case 3: expectation = .log(try match.text(.text))
        case 4: expectation = .handled(try match.token(.action), by: try match.object(.responder))
        case 5: expectation = .unhandled(try match.token(.action))
        case 6:
            let (object, property) = try match.member(.member)
            expectation = .property(object, property: property, subject: try match.token(.member), relation: try comparison(), try match.expression(.value))
        case 7: expectation = .variable(try match.variable(.variable).reference, subject: try match.token(.variable), relation: try comparison(), try match.expression(.value))
        case 8: expectation = .firstResponder(subject: try match.token(.expectation), relation: try comparison(), try match.expression(.value))
        case 9: expectation = .stale
        case 10: expectation = .why(try WhyQuestion(&match), cause: try match.token(.cause))
        default:
            // Bound in the enclosing scope, like the lines around it: a mistake in them is a
            // binding error now, never the error the expectation is waiting for.
            let commands = try match.block().map { BoundCommand(command: try binder.bind($0), node: $0) }
            expectation = .error(match.textIfPresent(.text), commands)
        }
    }

    /// Checks the expectation and records its result in the trace (JSON Lines shows it; the
    /// text trace leaves it to the diagnostics).
    func run(in session: Session) throws {
        let failedBefore = session.ledger.failed
        try check(in: session)
        session.simulator.recordExpectation(passed: session.ledger.failed == failedBefore,
                                            text: source, at: location.description)
    }

    private func check(in session: Session) throws { try run(in: session, handler: nil) }

    func run(in session: Session, handler context: ActionContext) throws { try run(in: session, handler: Optional(context)) }

    private func run(in session: Session, handler context: ActionContext?) throws {
        switch expectation {
        case .ran(let target, let selector, let count):
            try session.expectRan(try target.resolve(in: session), selector, count: count, negated: negated, at: location)
        case .ranClosure(let name, let count):
            try session.expectRan(closure: name, count: count, negated: negated, at: location)
        case .captured(let closure, let name, let expected):
            try session.expectCaptured(closure, name, try session.evaluate(expected), at: location)
        case .log(let text):
            session.expectLog(text, negated: negated, at: location)
        case .handled(let selector, let responder):
            session.expectHandled(selector, by: try responder.resolve(in: session), at: location)
        case .unhandled(let selector):
            session.expectUnhandled(selector, at: location)
        case .property(let reference, let property, let subject, let relation, let expected):
            let expected = try session.evaluate(expected)
            let object = try reference.resolve(in: session)
            guard let actual = Properties.get(object, property.text, world: session.world) else {
                throw session.error(subject, "\(article(object.className)) has no property '\(property.text)'",
                                    hint: Suggestions.hint(for: Properties.canonical(property.text), in: Properties.names(of: object)))
            }
            try session.expectComparison(subject, actual, relation, expected, negated: negated, at: location)
        case .variable(let reference, let subject, let relation, let expected):
            let expected = try session.evaluate(expected)
            let actual = try session.value(of: reference, at: subject) ?? .null
            try session.expectComparison(subject, actual, relation, expected, negated: negated, at: location)
        case .firstResponder(let subject, let relation, let expected):
            let expected = try session.evaluate(expected)
            let actual: Value = session.world.application.firstResponder.map { .object($0.id) } ?? .null
            try session.expectComparison(subject, actual, relation, expected, negated: negated, at: location)
        case .stale:
            session.expectStale(wantsNone: negated, at: location)
        case .why(let question, let cause):
            try session.expectWhy(question, cause, negated: negated, at: location)
        case .error(let text, let commands):
            try session.expectError(containing: text, commands, handler: context, at: location)
        }
    }
}

extension CommandTable {
    /// `expect`: its grammar, help and availability.
    static let expectSpec = CommandSpec(name: "expect", forms: [
                    form(not, .keyword("ran"), .argument(.object(.target, .any, "TARGET", "a target, or 'closure NAME'")),
                         .argument(.selector(implementedBy: .target)), .optional(.argument(count))),
                    form(not, .keyword("ran"), .keyword("closure"), .argument(.word(.closure, "NAME", "a closure name", .closures)), .optional(.argument(count))),
                    form(.keyword("captured", records: .expectation), .argument(.word(.closure, "CLOSURE", "a closure name", .closures)),
                         .argument(.word(.capture, "NAME", "a captured name")), .symbol(.equalEqual, "=="), .argument(.value())),
                    form(not, .keyword("log", records: .expectation), .argument(.text(.text, "TEXT", "the logged text"))),
                    form(.keyword("handled", records: .expectation), .argument(.selector()), .keyword("by"),
                         .argument(.object(.responder, .any, "OBJECT", "the object expected to handle it"))),
                    form(.keyword("unhandled", records: .expectation), .argument(.selector())),
                    form(not, .argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "what to check")), comparison, .argument(.expression())),
                    form(not, .argument(Placeholder(key: .variable, kind: .variable, label: "VARIABLE", what: "what to check")), comparison, .argument(.expression())),
                    form(not, .keyword("firstResponder", records: .expectation), equality, .argument(.expression(.value, "OBJECT|nil"))),
                    form(.optional(.oneOf([.keyword("not", records: .negated), .keyword("no", records: .negated)])), .keyword("stale", records: .expectation)),
                    form(not, .keyword("why", records: .expectation), handler, whyCause),
                    form(.keyword("error", records: .expectation), .optional(.argument(.text(.text, "TEXT", "part of the expected error's message"))),
                         .block(.init(label: "COMMANDS", missing: "missing the commands expected to fail { … }",
                                      hint: "e.g. expect error \"cancel action\" { alertAction … style cancel }")))],
                command: ExpectCommand.self,
                summary: "Check what happened since the start (or the last `trace clear`). COUNT is `once`, `twice`, `never` or `N times`. A failed expectation is reported with its location and the run exits 1.", examples: ["expect ran home didTapButton: once", "expect not ran home didTapButton:", "expect ran closure greet 2 times", "expect captured greet item == \"Three\"", "expect log \"tapped Three\"", "expect handled copy: by home", "expect unhandled paste:", "expect login.highlighted == false", "expect volume.value >= 5", "expect firstResponder == nil", "expect why home.didTapSave: coveredBy", "expect error \"must be below\" { set guests.minimumValue = 9 }"], topic: .expect,
                firstWord: .init(missing: "missing what to expect",
                                 unknown: Choice(words: ["ran", "log", "captured", "handled", "unhandled", "firstResponder", "stale", "why", "error"], unknown: "unknown expectation '{word}'")))
}
