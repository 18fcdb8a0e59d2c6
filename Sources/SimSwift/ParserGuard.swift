import SimCore
import SimScript

/// What the parser is not given. swift-syntax 603's parser looks ahead over a run of `[` trying
/// each as an array type, an inline array type and an expression: its time doubles with each
/// bracket (28 in a row take half a minute on this machine; the fuzzer found it). A file with
/// more in a row than any UIKit code nests is refused before parsing, so that no input hangs.
enum ParserGuard {
    /// The most `[` in a row (whitespace between them allowed) a file may have: 12 parse in a
    /// millisecond; `[[String]]` is two.
    static let maxBracketRun = 12

    /// The error for a file that would take the parser too long, or nil.
    static func problem(in text: String, path: String) -> ScriptError? {
        var line = 1, column = 1, run = 0
        var inString = false, inLineComment = false, blockDepth = 0
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
                previous = scalar
            }
            if inLineComment { if scalar == "\n" { inLineComment = false }; continue }
            if blockDepth > 0 {
                if previous == "*" && scalar == "/" { blockDepth -= 1 } else if previous == "/" && scalar == "*" { blockDepth += 1 }
                continue
            }
            if inString {
                if scalar == "\"" && previous != "\\" || scalar == "\n" { inString = false }
                continue
            }
            switch scalar {
            case "\"": inString = true; run = 0
            case "/" where previous == "/": inLineComment = true; run = 0
            case "*" where previous == "/": blockDepth = 1; run = 0
            case "[":
                run += 1
                if run > maxBracketRun {
                    return ScriptError(Diagnostic(.error, SourceLocation(file: path, line: line, column: column),
                        "\(run) '[' in a row: the Swift parser's time doubles with each one, so simrepl stops before parsing this file",
                        hint: "nest at most \(maxBracketRun) brackets directly (a typealias or a local variable breaks a deep nesting up)"))
                }
            case " ", "\t", "\n", "\r": break
            default: run = 0
            }
        }
        return nil
    }
}
