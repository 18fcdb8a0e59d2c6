import SimCore

/// What `why` and `expect why` ask about, as written: `closure NAME`, `TARGET ACTION`, or one
/// word — `TARGET.ACTION`, a closure's name, or a control, recognizer or timer. The word is read
/// when the question runs: a closure or a method may be defined after the line that asks.
enum WhyQuestion {
    case closure(Token)
    case method(ObjectReference, Token)
    case word(Token)

    init(_ match: inout Match) throws {
        if let target = match.objectIfPresent(.target) {
            self = .method(target, try match.token(.action))
        } else if let handler = match.tokenIfPresent(.handler) {
            self = .word(handler)
        } else {
            self = .closure(try match.token(.closure))
        }
    }
}

/// `why [not] HANDLER`. The investigation is in Session+Why.swift.
struct WhyCommand: MatchedCommand {
    let question: WhyQuestion

    init(_ match: inout Match, binder: inout Binder) throws {
        question = try WhyQuestion(&match)
    }

    func run(in session: Session) throws {
        try session.why(question)
    }
}

extension CommandTable {
    /// `why`: its grammar, help and availability.
    static let whySpec = CommandSpec(name: "why", forms: [
                    form(not, .keyword("closure"), .argument(.word(.closure, "NAME", "a closure name", .closures))),
                    form(not, target("the object whose method it is"), .argument(.selector(implementedBy: .target))),
                    form(not, handler)],
                command: WhyCommand.self,
                summary: "Did this handler run in the last interaction, and why (or why not)? For a method (TARGET.ACTION or TARGET ACTION) or a closure: the decisions that led to each run, or the first one that kept it from running, with the view's path and a fix. For a control, recognizer or timer: each of its handlers; for another object, each of its methods. `not` reads naturally and changes nothing.", examples: ["why home.didTapSave:", "why not saveClosure", "why save"], topic: .inspect,
                firstWord: .init(missing: "missing the handler to ask about",
                                 unknown: Choice(words: ["not", "closure"], unknown: "nothing named '{word}' to ask about")))
}
