/// Why evaluation stopped before the end of an expression or statement, other than normal
/// control flow (`break`, `continue`, `return` travel as `Flow` instead).
public enum Interrupt: Error {
    /// A Swift runtime failure: what Swift prints (`Fatal error: Index out of range`) and where.
    case trap(Trap)
    /// A Swift `throw`, travelling to the nearest `catch`.
    case thrown(Value, SourceLoc)
    /// Something the program does that simrepl cannot do, found only while running.
    case unsupported(Diagnostic)
    /// A nil link in an optional chain (`a?.b`), caught where the chain ends; never escapes it.
    case nilInChain
    /// The run used up its work budget (`Program.workBudget`) here: a loop or a recursion that
    /// does not end, or one far longer than a program simrepl is meant to run.
    case overBudget(SourceLoc)
}

/// A runtime failure as Swift reports it. `message` is the text compiled Swift writes after the
/// file and line: `Fatal error: Index out of range`, `Precondition failed: msg`.
public struct Trap: Sendable, CustomStringConvertible {
    public var message: String
    public var loc: SourceLoc

    public init(_ message: String, at loc: SourceLoc) {
        self.message = message
        self.loc = loc
    }

    public var description: String { "\(loc): \(message)" }

    public func rendered(file: String) -> String { "\(file):\(loc.line):\(loc.column): \(message)" }
}

extension Interrupt {
    /// `Fatal error: <message>`, the wording of the standard library's `_precondition` failures.
    static func fatal(_ message: String, _ loc: SourceLoc) -> Interrupt {
        .trap(Trap(message.isEmpty ? "Fatal error" : "Fatal error: \(message)", at: loc))
    }

    static func unsupported(_ message: String, _ loc: SourceLoc, hint: String? = nil) -> Interrupt {
        .unsupported(Diagnostic(message, at: loc, hint: hint))
    }
}

/// How a statement finished, when it did not throw.
enum Flow {
    case normal
    /// `break`, with the loop or statement it leaves (nil: the innermost).
    case breakLoop(LabelID?)
    case continueLoop(LabelID?)
    /// `return`; the value waits in the frame.
    case returned
    /// `fallthrough`: on to the next case's body.
    case fallthroughCase
}

/// A statement label (`outer:`), resolved to an identity so `break outer` finds its loop.
typealias LabelID = Int
