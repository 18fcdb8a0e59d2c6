import SimCore

/// The arguments only this file's command reads.
extension ArgumentKey {
    static let condition = ArgumentKey("condition")
}

/// `if CONDITION { BODY } [else if CONDITION { BODY }]… [else { BODY }]`, inside a handler body.
///
/// Swift's rules, kept: the condition must be a Bool (`if count` is an error, as in Swift; write
/// `if count > 0`); a `let` or `var` declared in a branch is gone after its `}`. The branches are
/// not handlers of their own: `return` in one ends the whole method or closure.
struct IfCommand: MatchedCommand {
    let condition: Expression
    /// The condition's first word, where a condition that is not a Bool is reported.
    let conditionToken: Token
    let then: [BoundCommand]
    /// The `else` branch: a plain block, or one command — the `else if`'s own IfCommand.
    let otherwise: [BoundCommand]

    init(_ match: inout Match, binder: inout Binder) throws {
        let node = match.node
        guard binder.scope.isHandler else {
            throw node.error(node.name, "'if' decides inside a method or closure body, not at the top level of a script",
                             hint: "a script runs its lines in order; put the decision in the handler, e.g. method form check: { if sender == email { log \"email\" } }")
        }
        condition = try match.expression(.condition)
        conditionToken = node.arguments.first ?? node.name
        then = try binder.bindBranch(try match.block())
        guard let otherwise = node.otherwise else { self.otherwise = []; return }
        if let first = otherwise.arguments.first {
            guard first.text == "if", first.kind == .word else {
                throw otherwise.error(first, "'else' takes a block or `if CONDITION { … }`, not \(first.quotedForMessage)",
                                      hint: "write `} else {` or `} else if CONDITION {`")
            }
            // `else if …` is an `if` of its own, as the else branch's only command.
            let nested = CommandNode(name: first, arguments: Array(otherwise.arguments.dropFirst()), block: otherwise.block,
                                     blockLocation: otherwise.blockLocation, source: "if", otherwise: otherwise.otherwise)
            self.otherwise = [BoundCommand(command: try binder.bind(nested), node: nested)]
        } else {
            guard let block = otherwise.block else {
                throw otherwise.error(nil, "'else' needs a block { … }", hint: "write `} else { … }`")
            }
            self.otherwise = try binder.bindBranch(block)
        }
    }

    func run(in session: Session) throws {
        guard let context = session.state.frames.context else { return }
        try run(in: session, handler: context)
    }

    func run(in session: Session, handler context: ActionContext) throws {
        let value = try session.evaluate(condition)
        guard case .bool(let chosen) = value else {
            throw session.error(conditionToken, "an if's condition must be true or false, and this one is \(value.typeName == "nil" ? "nil" : "a \(value.typeName)")",
                                hint: "compare it, as Swift requires: if \(conditionToken.text) == …, != nil, > 0")
        }
        try session.runCommands(chosen ? then : otherwise, context: context)
    }
}

extension CommandTable {
    /// `if`: its grammar, help and availability.
    static let ifSpec = CommandSpec(name: "if", forms: [
                    form(.argument(.expression(.condition, "CONDITION")),
                         .block(.init(label: "BODY", missing: "missing the if's block { … }",
                                      hint: "e.g. {source} { log \"yes\" } else { log \"no\" }")))],
                command: IfCommand.self,
                summary: "Inside a method or closure body, run one block or another: `if CONDITION { BODY } else if CONDITION { BODY } else { BODY }`. CONDITION is true or false: a comparison (`sender == email`, `point.y < 0`, `count + 1 > 3`), a Bool property or variable, `!NAME`, or several joined by `&&` or by `||` (not both: .sim has no parentheses). `else` goes after the `}` on the same line. A `let` in a branch ends with it; `return` in a branch ends the whole handler.",
                examples: ["method form fieldChanged: {\n    if sender == email {\n        log \"email changed\"\n    } else if sender.text == \"\" {\n        log \"{sender} cleared\"\n    } else {\n        log \"password changed\"\n    }\n}"], topic: .wiring)
}

extension Binder {
    /// A branch of an `if`: its commands bound in the enclosing body's scope (they read and set
    /// its locals), its own `let`s and `var`s out of sight after the `}`, as in Swift.
    mutating func bindBranch(_ block: [CommandNode]) throws -> [BoundCommand] {
        var binder = self
        return try scope.branch { try block.map { BoundCommand(command: try binder.bind($0), node: $0) } }
    }
}
