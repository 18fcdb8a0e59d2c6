/// What the parser is not given, so that no input hangs it (the fuzzer found both):
/// - swift-syntax 603's parser looks ahead over a run of `[` trying each as an array type, an
///   inline array type and an expression: its time doubles with each bracket (28 in a row take
///   half a minute on this machine);
/// - after an unclosed `[`, each bracket still open looks ahead to the end of the file for a
///   place to recover: the time grows with the square of the brackets open (17,000 `(` took
///   5 s, and 10 s in the fuzzer's build).
/// A file nested deeper than code people write is refused before parsing: by the interpreter
/// (`ParsedFile`), and by `isStandaloneProgram`.
public enum ParserGuard {
    /// The most `[` in a row (whitespace between them allowed) a file may have: 12 parse in a
    /// millisecond; `[[String]]` is two.
    static let maxBracketRun = 12

    /// The most brackets of any kind (`(`, `[`, `{`) a file may have open at once: a view
    /// controller's deepest closure inside an `if` inside a method is about ten.
    static let maxOpenBrackets = 64

    /// The error for a file that would take the parser too long, or nil.
    public static func problem(in text: String) -> Diagnostic? {
        var line = 1, column = 1, run = 0, open = 0
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
            case "(", "[", "{":
                open += 1
                if open > maxOpenBrackets {
                    return Diagnostic(
                        "more than \(maxOpenBrackets) brackets open at once: simrepl stops before parsing this file (no code people write nests so deep, and after an unclosed '[' the Swift parser's time grows with the square of them)",
                        at: SourceLoc(line: line, column: column),
                        hint: "close what you opened, or split the deepest code into a method of its own")
                }
                guard scalar == "[" else { run = 0; break }
                run += 1
                if run > maxBracketRun {
                    return Diagnostic(
                        "\(run) '[' in a row: the Swift parser's time doubles with each one, so simrepl stops before parsing this file",
                        at: SourceLoc(line: line, column: column),
                        hint: "nest at most \(maxBracketRun) brackets directly (a typealias or a local variable breaks a deep nesting up)")
                }
            case ")", "]", "}": open = max(open - 1, 0); run = 0
            case " ", "\t", "\n", "\r": break
            default: run = 0
            }
        }
        return nil
    }
}
