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

/// `why [not] HANDLER`. The investigation is in Interpreter+Why.swift.
struct WhyCommand: MatchedCommand {
    let question: WhyQuestion

    init(_ match: inout Match, binder: inout Binder) throws {
        question = try WhyQuestion(&match)
    }

    func run(in session: Interpreter) throws {
        try session.why(question)
    }
}
