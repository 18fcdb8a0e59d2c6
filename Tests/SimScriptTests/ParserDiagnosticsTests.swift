import Testing
import XCTest
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// The `.sim` lexer, parser and the interpreter's diagnostics (Script/Lexer.swift, Parser.swift,
/// Diagnostic.swift, ArgumentReader.swift, Interpreter*.swift): `file:line:col` locations with
/// 1-based columns counted in Unicode scalars, messages and "did you mean" hints.
final class ParserDiagnosticsTests: XCTestCase {
    /// The line number of the first line appended after `loginSceneSource + "\n"`.
    private let nextLine = loginSceneSource.split(separator: "\n", omittingEmptySubsequences: false).count + 1

    /// Runs the login scene followed by `line`, expecting exactly one error diagnostic.
    private func error(after line: String, file: String = "test.sim") throws -> (Diagnostic, ScriptRun) {
        let run = ScriptRun()
        let outcome = run.run(loginSceneSource + "\n" + line, file: file)
        let diagnostic = try run.onlyDiagnostic()
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(outcome, .failed(diagnostic))
        return (diagnostic, run)
    }

    // MARK: - Lexer

    func testTokenLocationsAreOneBasedLinesAndColumns() throws {
        let tokens = try Lexer.tokenize("tap a\n  tap b;tap c", file: "f.sim")
        let words = tokens.filter { $0.kind == .word }
        XCTAssertEqual(words.map(\.text), ["tap", "a", "tap", "b", "tap", "c"])
        XCTAssertEqual(words.map(\.location.line), [1, 1, 2, 2, 2, 2])
        XCTAssertEqual(words.map(\.location.column), [1, 5, 3, 7, 9, 13])
        XCTAssertEqual(words.first?.location.file, "f.sim")
    }

    func testColumnsCountUnicodeScalarsAfterANonASCIIString() throws {
        // é and ö are one scalar (two UTF-8 bytes) each.
        let tokens = try Lexer.tokenize("log \"héllo wörld\" extra", file: "f.sim")
        XCTAssertEqual(tokens[1].kind, .string)
        XCTAssertEqual(tokens[1].text, "héllo wörld")
        XCTAssertEqual(tokens[1].location.column, 5)
        XCTAssertEqual(tokens[2].text, "extra")
        XCTAssertEqual(tokens[2].location.column, 19)
    }

    func testColumnsCountScalarsNotBytesOrGraphemes() throws {
        // 👋 is one scalar of four bytes; "e\u{301}" is one grapheme of two scalars.
        let emoji = try Lexer.tokenize("log \"👋\" x", file: "f.sim")
        XCTAssertEqual(emoji[2].location.column, 9)
        let combining = try Lexer.tokenize("log \"e\u{301}\" x", file: "f.sim")
        XCTAssertEqual(combining[2].location.column, 10)
    }

    func testCommentsSemicolonsAndHashInsideWords() throws {
        let tokens = try Lexer.tokenize("tap button#3 # a comment\nnote \"# not a comment\"", file: "f.sim")
        XCTAssertEqual(tokens.map(\.kind), [.word, .word, .newline, .word, .string, .end])
        XCTAssertEqual(tokens[1].text, "button#3")
        XCTAssertEqual(tokens[4].text, "# not a comment")
    }

    func testStringEscapes() throws {
        let tokens = try Lexer.tokenize(#"log "a\"b\\c\nd\te""#, file: "f.sim")
        XCTAssertEqual(tokens[1].text, "a\"b\\c\nd\te")
        XCTAssertThrowsError(try Lexer.tokenize(#"log "bad \q""#, file: "f.sim")) { error in
            let d = (error as? ScriptError)?.diagnostic
            XCTAssertEqual(d?.message, "unknown escape '\\q' in string")
            XCTAssertEqual(d?.location?.column, 10)
        }
    }

    func testOperatorsAreTokensOfTheirOwn() throws {
        let kinds = try Lexer.tokenize("expect a.b==c; expect a != b; x = y | z, w", file: "f.sim").map(\.kind)
        XCTAssertEqual(kinds, [.word, .word, .equalEqual, .word, .newline,
                               .word, .word, .notEqual, .word, .newline,
                               .word, .equals, .word, .pipe, .word, .comma, .word, .end])
    }

    // MARK: - Parser

    func testUnterminatedString() throws {
        let run = ScriptRun()
        let outcome = run.run("note \"ok\"\nlog \"abc\nnote \"after\"", file: "u.sim")
        let d = try run.onlyDiagnostic()
        XCTAssertEqual(outcome, .failed(d))
        XCTAssertEqual(d.message, "unterminated string")
        XCTAssertEqual(d.location, SourceLocation(file: "u.sim", line: 2, column: 5))
        XCTAssertEqual(d.sourceLine, "log \"abc")
        XCTAssertNotNil(d.hint)
        // Like a shell, a script runs command by command: up to the broken line, none after it.
        XCTAssertTrue(run.output.contains("* ok"))
        XCTAssertFalse(run.output.contains("after"))
    }

    /// The REPL lexes an entry a line at a time as it is typed, once (`LexedEntry`): the tokens,
    /// their locations and the first error must be those of the entry lexed whole — for every
    /// scenario in scripts/ taken as one entry, and for the lexer's edge cases.
    func testAnEntryLexedLineByLineIsTheEntryLexedWhole() throws {
        func tokens(_ lex: () throws -> Token) -> (tokens: [Token], error: Diagnostic?) {
            var out: [Token] = []
            while true {
                do {
                    let t = try lex()
                    out.append(t)
                    if t.kind == .end { return (out, nil) }
                } catch {
                    return (out, (error as? ScriptError)?.diagnostic)
                }
            }
        }
        var sources = [
            "method home x: {\n    log \"{sender} }\"  # }\n}\ntap login",
            "\u{FEFF}tap login\n\u{FEFF}tap login",  // a byte-order mark only at the entry's start
            "log \"unterminated\ntap login\nlog \"\\q\"",
            "tap a\t b\r\nlog \"é \\\"x\\\"\" ; tap c\n\n   # only a comment\n}",
            "log \"tab\u{200B}\"\ntap login",
        ]
        let scripts = packageRoot.appendingPathComponent("scripts")
        for case let url as URL in FileManager.default.enumerator(at: scripts, includingPropertiesForKeys: nil)! where url.pathExtension == "sim" {
            sources.append(try String(contentsOf: url, encoding: .utf8))
        }
        XCTAssertGreaterThan(sources.count, 100)
        for source in sources {
            var lines = source.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            if lines.last == "" { lines.removeLast() }
            var entry = LexedEntry(file: "<repl>", firstLine: 7)
            for line in lines { entry.append(line: line) }
            var reader = LexedEntry.Reader(entry)
            var lexer = Lexer(source: entry.source, file: "<repl>", firstLine: 7)
            let (byLine, byLineError) = tokens { try reader.next() }
            let (whole, wholeError) = tokens { try lexer.next() }
            XCTAssertEqual(byLine, whole, source)
            XCTAssertEqual(byLineError, wholeError, source)
            XCTAssertEqual(entry.needsMoreInput, wholeError == nil && whole.filter { $0.kind == .leftBrace }.count > whole.filter { $0.kind == .rightBrace }.count, source)
        }
    }

    func testUnclosedBraceNeedsMoreInputAndIsAnErrorInAFile() throws {
        let source = "method home x: {\n    log \"a\""
        XCTAssertTrue(Parser.needsMoreInput(source))
        XCTAssertTrue(Parser.needsMoreInput("addAction login for touchUpInside {"))
        XCTAssertFalse(Parser.needsMoreInput(source + "\n}"))
        XCTAssertFalse(Parser.needsMoreInput("method home x: { log \"a\" }"))
        XCTAssertFalse(Parser.needsMoreInput("log \"{ is text\""))
        XCTAssertFalse(Parser.needsMoreInput("tap login # {"))
        XCTAssertFalse(Parser.needsMoreInput("}"))

        XCTAssertThrowsError(try Parser.parse(source, file: "b.sim")) { error in
            let d = (error as? ScriptError)?.diagnostic
            XCTAssertEqual(d?.message, "this '{' is never closed")
            XCTAssertEqual(d?.location, SourceLocation(file: "b.sim", line: 1, column: 16))
            XCTAssertEqual(d?.sourceLine, "method home x: {")
        }
    }

    func testStrayClosingBrace() throws {
        XCTAssertThrowsError(try Parser.parse("tap login\n  }", file: "s.sim")) { error in
            let d = (error as? ScriptError)?.diagnostic
            XCTAssertEqual(d?.message, "unexpected '}' with no open block")
            XCTAssertEqual(d?.location, SourceLocation(file: "s.sim", line: 2, column: 3))
        }
    }

    func testBlocksNestAndSpanLines() throws {
        let nodes = try Parser.parse("method home a: {\n  log \"1\"\n\n  log \"2\" }\ntap login", file: "f.sim")
        XCTAssertEqual(nodes.map(\.name.text), ["method", "tap"])
        XCTAssertEqual(nodes[0].block?.map(\.source), ["log \"1\"", "log \"2\""])
        XCTAssertEqual(nodes[0].blockLocation?.column, 16)
        XCTAssertEqual(nodes[1].location.line, 5)
    }

    func testSomethingAfterAClosingBraceIsAnError() {
        XCTAssertThrowsError(try Parser.parse("method home a: { log \"1\" } tap", file: "f.sim")) { error in
            XCTAssertEqual((error as? ScriptError)?.diagnostic.message, "unexpected 'tap' after '}'")
        }
    }

    // MARK: - Interpreter errors with hints

    func testUnknownCommandSuggestsTheClosestCommand() throws {
        let (d, _) = try error(after: "tpa login")
        XCTAssertEqual(d.message, "unknown command 'tpa'")
        XCTAssertEqual(d.hint, "did you mean 'tap'?")
        XCTAssertEqual(d.location, SourceLocation(file: "test.sim", line: nextLine, column: 1))
    }

    func testUnknownObjectSuggestsTheClosestName() throws {
        let (d, _) = try error(after: "tap logn")
        XCTAssertEqual(d.message, "no object named 'logn'")
        XCTAssertEqual(d.hint, "did you mean 'login'?")
        XCTAssertEqual(d.location, SourceLocation(file: "test.sim", line: nextLine, column: 5))
    }

    func testUnknownEventSuggestsTheClosestEvent() throws {
        let (d, _) = try error(after: "addTarget login home didTapButton: for touchUpInsde")
        XCTAssertEqual(d.message, "unknown control event 'touchUpInsde'")
        XCTAssertEqual(d.hint, "did you mean 'touchUpInside'?")
        XCTAssertEqual(d.location?.column, 40)
    }

    func testUnknownSelectorOnAddTargetSuggestsAnImplementedOne() throws {
        let (d, _) = try error(after: "addTarget login home didTapButon: for touchUpInside")
        XCTAssertEqual(d.message, "'home' does not implement 'didTapButon:'")
        XCTAssertEqual(d.hint, "did you mean 'didTapButton:'?")
        XCTAssertEqual(d.location?.column, 22)
    }

    func testUnknownPropertySuggestsTheClosestProperty() throws {
        let (d, _) = try error(after: "set login.hiden = true")
        XCTAssertEqual(d.message, "a UIButton has no settable property 'hiden'")
        XCTAssertEqual(d.hint, "did you mean 'hidden'?")
        XCTAssertEqual(d.location?.column, 11)
    }

    func testLetCannotBeReassigned() throws {
        let (d, _) = try error(after: "let x = 1\nset x = 2")
        XCTAssertEqual(d.message, "cannot assign to 'x': it is a 'let' constant")
        XCTAssertEqual(d.location, SourceLocation(file: "test.sim", line: nextLine + 1, column: 5))
        XCTAssertTrue(d.hint?.contains("var") == true, d.hint ?? "no hint")
    }

    func testVarCanBeReassignedButNotRedeclared() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run("var x = 1\nset x = 2\nlog \"x is {x}\"", file: "v.sim"), .completed)
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.loggedLines, ["x is 2"])

        let (d, _) = try error(after: "var x = 1\nvar x = 2")
        XCTAssertTrue(d.message.hasPrefix("'x' is already declared"), d.message)
    }

    func testWrongValueTypeForAProperty() throws {
        let (d, _) = try error(after: "set login.hidden = 3")
        XCTAssertEqual(d.message, "'hidden' takes true or false, not number 3")
        XCTAssertEqual(d.location?.column, 11)

        let (title, _) = try error(after: "set login.title = Hello")
        XCTAssertEqual(title.message, "unknown name 'Hello'")
        XCTAssertEqual(title.hint, "strings need double quotes: \"Hello\"; a name must be declared first (`let Hello = VALUE`)")
    }

    func testExtraArguments() throws {
        let (d, _) = try error(after: "tap login extra")
        XCTAssertEqual(d.message, "unexpected 'extra'")
        XCTAssertEqual(d.location?.column, 11)
        XCTAssertEqual(d.hint, "usage: tap VIEW [at X Y] | tap SEGMENTED segment N | tap at X Y")
    }

    func testExtraArgumentAfterANonASCIIStringPointsAtTheRightColumn() throws {
        let run = ScriptRun()
        run.run("note \"héllo\" extra", file: "n.sim")
        let d = try run.onlyDiagnostic()
        XCTAssertEqual(d.message, "unexpected 'extra'")
        XCTAssertEqual(d.location, SourceLocation(file: "n.sim", line: 1, column: 14))
    }

    func testMissingArgumentPointsJustAfterTheCommand() throws {
        let (d, _) = try error(after: "tap")
        XCTAssertEqual(d.message, "missing a view or 'at X Y'")
        XCTAssertEqual(d.location?.column, 5)
    }

    func testAnErrorStopsTheRun() throws {
        let (_, run) = try error(after: "tap logn\nnote \"after the error\"")
        XCTAssertFalse(run.output.contains("after the error"), run.output)
    }

    func testNilTargetNobodyImplementsIsOnlyAWarning() throws {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\naddTarget login nil didTapButon: for touchUpInside\nnote \"still here\""), .completed)
        XCTAssertEqual(run.warnings.count, 1)
        XCTAssertEqual(run.warnings.first?.hint, "did you mean 'didTapButton:'?")
        XCTAssertTrue(run.output.contains("still here"))
    }

    func testClassNamesTakeTheRightArticle() throws {
        // "a UIButton" (you-eye), as the trace itself writes "a UILabel"; "an NSObject" (en-ess).
        XCTAssertEqual(article("UIButton"), "a UIButton")
        XCTAssertEqual(article("UIViewController"), "a UIViewController")
        XCTAssertEqual(article("NSObject"), "an NSObject")
        let (d, _) = try error(after: "object analytics\ntap analytics")
        XCTAssertEqual(d.message, "'analytics' is an NSObject, not a view")
    }

    func testAMethodBodyErrorInALaterREPLEntryQuotesTheLineItWasWrittenOn() throws {
        // The REPL runs every entry as file "<repl>", numbering its lines on from the previous
        // entry. An error inside a method body that runs during a later entry points at the
        // body's line and column, so the quoted line must be the body's line, not the entry
        // being run now. (A body is bound when it is defined, so this is an error only the run
        // can find: a value of the wrong type for the property.)
        let run = ScriptRun()
        let sceneLines = loginSceneSource.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertEqual(run.interpreter.run(source: loginSceneSource, file: "<repl>"), .completed)
        XCTAssertEqual(run.interpreter.run(source: "method home x { set login.hidden = 3 }", file: "<repl>",
                                           firstLine: sceneLines + 1), .completed)
        run.interpreter.run(source: "sendAction x to home", file: "<repl>", firstLine: sceneLines + 2)
        let d = try run.onlyDiagnostic()
        XCTAssertEqual(d.message, "'hidden' takes true or false, not number 3")
        XCTAssertEqual(d.location, SourceLocation(file: "<repl>", line: sceneLines + 1, column: 27))
        XCTAssertEqual(d.sourceLine, "method home x { set login.hidden = 3 }")
    }

    // MARK: - Diagnostic.description

    func testDescriptionFormatWithSourceLineCaretAndHint() throws {
        let (d, _) = try error(after: "tap logn", file: "demo.sim")
        XCTAssertEqual(d.description, """
            demo.sim:\(nextLine):5: error: no object named 'logn'
                tap logn
                    ^
              hint: did you mean 'login'?
            """)
    }

    func testCaretCountsScalarsAndExpandsTabs() {
        var d = Diagnostic(.error, SourceLocation(file: "a.sim", line: 2, column: 9), "msg", hint: "h")
        d.sourceLine = "log \"é\" x"
        XCTAssertEqual(d.description, "a.sim:2:9: error: msg\n    log \"é\" x\n            ^\n  hint: h")
        d.sourceLine = "\ttap x"
        d.location?.column = 6
        // A tab is four spaces in both lines: no control character reaches the terminal.
        XCTAssertEqual(d.description, "a.sim:2:6: error: msg\n        tap x\n            ^\n  hint: h")
    }

    func testCaretPastTheEndOfTheLineStaysAtTheReportedColumn() throws {
        // A missing argument is reported just after the last token (`tap` → column 5); the caret
        // must sit under column 5, not right after the last character.
        let (d, _) = try error(after: "tap", file: "m.sim")
        XCTAssertEqual(d.location?.column, 5)
        XCTAssertEqual(d.description, """
            m.sim:\(nextLine):5: error: missing a view or 'at X Y'
                tap
                    ^
              hint: usage: tap VIEW [at X Y] | tap SEGMENTED segment N | tap at X Y
            """)
    }

    func testDescriptionWithoutLocationOrHint() {
        XCTAssertEqual(Diagnostic(.error, nil, "cannot read 'x.sim'").description, "error: cannot read 'x.sim'")
        XCTAssertEqual(Diagnostic(.expectationFailed, SourceLocation(file: "t.sim", line: 3, column: 1), "nope").description,
                       "t.sim:3:1: expectation failed: nope")
    }
}

// MARK: - Suggestions (Swift Testing)

@Suite("Did you mean")
struct SuggestionTests {
    @Test(arguments: [
        ("tpa", "tap"), ("tapp", "tap"), ("windwo", "window"), ("addTraget", "addTarget"), ("expcet", "expect"),
    ])
    func commandTypos(typo: String, meant: String) {
        #expect(Suggestions.closest(to: typo, in: CommandTable.names) == meant)
    }

    @Test func eventTyposAndPrefixes() {
        #expect(Suggestions.closest(to: "touchUpInsde", in: ControlEvents.allNames) == "touchUpInside")
        #expect(Suggestions.closest(to: "touchupinside", in: ControlEvents.allNames) == "touchUpInside")
        // Too far for an edit, but a prefix of exactly one candidate family: the first one listed.
        #expect(Suggestions.closest(to: "touchUp", in: ControlEvents.allNames) == "touchUpInside")
    }

    @Test func nothingCloseGivesNoHint() {
        #expect(Suggestions.closest(to: "zzzzzz", in: CommandTable.names) == nil)
        #expect(Suggestions.hint(for: "qq", in: ["tap"]) == nil)
    }
}
