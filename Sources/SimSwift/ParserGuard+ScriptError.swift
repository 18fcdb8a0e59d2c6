import SimCore
import SimScript
import SwiftInterpreter

/// The parser guard (SwiftInterpreter's, one for both ways Swift is read) with the front end's
/// error: a file that would take swift-syntax too long is refused before it is parsed.
enum FrontEndParserGuard {
    static func problem(in text: String, path: String) -> ScriptError? {
        guard let refused = ParserGuard.problem(in: text) else { return nil }
        return ScriptError(SimScript.Diagnostic(.error, SourceLocation(file: path, line: refused.loc.line, column: refused.loc.column),
                                                refused.message, hint: refused.hint))
    }
}
