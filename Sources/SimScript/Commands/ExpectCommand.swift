import SimCore

/// `expect …`: what it asserts, read from the form that matched. The checks themselves are in
/// Interpreter+Expect.swift.
struct ExpectCommand: Command {
    enum Expectation {
        case ran(ObjectReference, Token, count: Int?)
        case ranClosure(Token, count: Int?)
        case captured(Token, Token, Expression)
        case log(String)
        case handled(Token, by: ObjectReference)
        case unhandled(Token)
        case property(ObjectReference, property: Token, subject: Token, equal: Bool, Expression)
        case variable(NameReference, subject: Token, equal: Bool, Expression)
        case firstResponder(subject: Token, equal: Bool, Expression)
        case stale
        case why(WhyQuestion, cause: Token)
    }
    let expectation: Expectation
    /// `not` (or `no` before `stale`).
    let negated: Bool
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        negated = match.has(.negated)
        location = match.node.location
        let count = match.integer(.count)
        let equal = !match.node.arguments.contains { $0.kind == .notEqual }
        switch match.form {
        case 0: expectation = .ran(match.object(.target)!, match.token(.action)!, count: count)
        case 1: expectation = .ranClosure(match.token(.closure)!, count: count)
        case 2: expectation = .captured(match.token(.closure)!, match.token(.capture)!, match.expression(.value)!)
        case 3: expectation = .log(match.text(.text)!)
        case 4: expectation = .handled(match.token(.action)!, by: match.object(.responder)!)
        case 5: expectation = .unhandled(match.token(.action)!)
        case 6:
            let (object, property) = match.member(.member)!
            expectation = .property(object, property: property, subject: match.token(.member)!, equal: equal, match.expression(.value)!)
        case 7: expectation = .variable(match.variable(.variable)!.reference, subject: match.token(.variable)!, equal: equal, match.expression(.value)!)
        case 8: expectation = .firstResponder(subject: match.token(.expectation)!, equal: equal, match.expression(.value)!)
        case 9: expectation = .stale
        default: expectation = .why(WhyQuestion(&match), cause: match.token(.cause)!)
        }
    }

    func run(in session: Interpreter) throws {
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
        case .property(let reference, let property, let subject, let equal, let expected):
            let expected = try session.evaluate(expected)
            let object = try reference.resolve(in: session)
            guard let actual = Properties.get(object, property.text, world: session.world) else {
                throw session.error(subject, "\(article(object.className)) has no property '\(property.text)'",
                                    hint: Suggestions.hint(for: Properties.canonical(property.text), in: Properties.names(of: object)))
            }
            session.expectComparison(subject, actual, equal: equal, expected, negated: negated, at: location)
        case .variable(let reference, let subject, let equal, let expected):
            let expected = try session.evaluate(expected)
            let actual = try session.value(of: reference, at: subject) ?? .null
            session.expectComparison(subject, actual, equal: equal, expected, negated: negated, at: location)
        case .firstResponder(let subject, let equal, let expected):
            let expected = try session.evaluate(expected)
            let actual: Value = session.world.application.firstResponder.map { .object($0.id) } ?? .null
            session.expectComparison(subject, actual, equal: equal, expected, negated: negated, at: location)
        case .stale:
            session.expectStale(wantsNone: negated, at: location)
        case .why(let question, let cause):
            try session.expectWhy(question, cause, negated: negated, at: location)
        }
    }
}
