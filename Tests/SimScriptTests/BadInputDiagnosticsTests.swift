import Foundation
import Testing
@testable import SimCore
@testable import SimScript

/// The fixes the bad-input corpus (Tests/BadInput, issue 16) called for, each pinned here so the
/// reason for it stays next to the code: numbers out of range or not decimal, hints that name the
/// right maker, invisible characters, long lines, and the traps.
@Suite("Bad input diagnostics")
struct BadInputDiagnosticsTests {
    private let scene = "window main\ncontroller home in main\nbutton b in home.view\n"

    private func failure(_ source: String) -> Diagnostic? {
        if case .failed(let d) = ScriptRun().run(source) { return d }
        return nil
    }

    // MARK: - Numbers

    @Test func aNumberTooLargeForADoubleIsOutOfRangeNotBadSyntax() {
        let d = failure("window main size 1e400 10")
        #expect(d?.message == "'1e400' is out of range")
        #expect(d?.hint == "numbers run from -1.79e308 to 1.79e308")
        #expect(d?.location?.column == 18)
        #expect(failure(scene + "set b.alpha = -1e999")?.message == "'-1e999' is out of range")
    }

    @Test func hexadecimalNumbersAreRejectedWithTheirDecimalValue() {
        let d = failure(scene + "tap at 0x10 5")
        #expect(d?.message == "'0x10' is a hexadecimal number; numbers are decimal")
        #expect(d?.hint == "write it as 16")
        #expect(failure(scene + "set b.alpha = 0X1p-1")?.hint == "write it as 0.5")
        #expect(failure(scene + "tap at 0b101 5")?.message == "'0b101' is a binary number; numbers are decimal")
        #expect(failure("wait 0x10s")?.hint == "write it as 16s")
        // Swift's Double("0x10") is 16: the language's numbers must not follow it.
        #expect(Numeral.read("0x10") == .notDecimal(base: "hexadecimal", value: 16))
        #expect(Numeral.read("inf") == .notFinite)
        #expect(Numeral.read("-nan") == .notFinite)
        #expect(Numeral.read("infinite") == .notANumber)
        #expect(Numeral.read("1e-400") == .number(0))
        #expect(Numeral.read(".5") == .number(0.5))
        #expect(Numeral.read("-4") == .number(-4))
        #expect(Numeral.read("1e") == .notANumber)
    }

    @Test func wholeNumbersOutsideInt32SayTheirRange() {
        let d = failure(scene + "expect ran closure x 99999999999999999999 times")
        #expect(d?.message == "'99999999999999999999' is out of range")
        #expect(d?.hint == "whole numbers run from -2,147,483,648 to 2,147,483,647")
        #expect(Numeral.readInteger("2147483648") == .outOfRange)
        #expect(Numeral.readInteger("-2147483648") == .number(-2147483648))
        #expect(Numeral.readInteger("1.5") == .notANumber)
    }

    @Test func aDurationTooLongSaysTheAllowedRange() {
        for text in ["1e400s", "10000000000000s", "1e16ms"] {
            let d = failure("wait \(text)")
            #expect(d?.message == "the duration '\(text)' is out of range")
            #expect(d?.hint == "durations run from 0 to 1e12s (about 31,700 years)")
        }
        #expect(failure("wait -1e400s")?.message == "a duration cannot be negative")
        #expect(failure("config tapDuration 1e400s")?.message == "the duration '1e400s' is out of range")
        #expect(failure("config trackingMargin 0x46")?.message == "'0x46' is a hexadecimal number; numbers are decimal")
        #expect(parseDuration("1000000000000s") == 1_000_000_000_000_000_000)
    }

    // MARK: - Unknown names

    @Test func anUnknownNameIsHintedWithTheMakerOfTheKindWanted() {
        let cases: [(String, String)] = [
            ("fire beat", "create it first, e.g. `timer beat every 1s { … }`"),
            ("invalidate beat", "create it first, e.g. `timer beat every 1s { … }`"),
            ("showAlert confirm", "create it first, e.g. `alertView confirm title \"…\"`"),
            ("choose confirm \"OK\"", "create it first, e.g. `alertController confirm title \"…\"` or `alertView confirm title \"…\"`"),
            ("alertAction confirm \"OK\"", "create it first, e.g. `alertController confirm title \"…\"`"),
            ("require tapper toFail doubleTapper", "create it first, e.g. `gesture tapper tap on VIEW`; `recognizers VIEW` lists a view's recognizers"),
            ("reloadData list", "create it first, e.g. `tableview list in VIEW`; `tree` lists the views"),
            ("present details from home", "create it first, e.g. `controller details in WINDOW`"),
            ("tap card", "create it first, e.g. `view card in VIEW`; `tree` lists the views"),
        ]
        for (source, hint) in cases {
            let d = failure(scene + source)
            #expect(d?.message.hasPrefix("no object named") == true, "\(source): \(String(describing: d))")
            #expect(d?.hint == hint, "\(source)")
        }
    }

    // MARK: - Lexical limits

    @Test func invisibleCharactersAreErrorsOutsideComments() throws {
        let cases: [(String, String, Int)] = [
            ("log \"a\u{1B}[2Jb\"", "an escape character (U+001B) in a string", 7),
            ("tap b\u{200B}", "a zero-width space (U+200B) in a word", 6),
            ("tap\u{A0}b", "a no-break space (U+00A0) in a word", 4),
            ("note \"x\u{202E}y\"", "a bidirectional control character (U+202E) in a string", 8),
            ("\u{FEFF}tap b", "a byte-order mark (U+FEFF) in a word", 1),
            ("log \"\u{0}\"", "a NUL byte (U+0000) in a string", 6),
            ("tap b\u{7F}", "a delete character (U+007F) in a word", 6),
            ("log \"\u{85}\"", "a control character (U+0085) in a string", 6),
        ]
        for (line, message, column) in cases {
            let d = failure(scene + line)
            #expect(d?.message == message, "\(line.debugDescription)")
            #expect(d?.location?.line == 4 && d?.location?.column == column, "\(line.debugDescription): \(String(describing: d?.location))")
            #expect(d.map { !$0.description.unicodeScalars.contains(where: Diagnostic.isInvisible) } == true)
        }
        // A comment may hold anything; a string may hold a tab, joiners and marks (emoji, RTL text).
        #expect(ScriptRun.of(scene + "# \u{1B}[2J \u{200B}\nlog \"\tfamily: 👨\u{200D}👩\u{200D}👧 \u{200F}\"").errors.isEmpty)
        // Only the file's first byte-order mark is skipped.
        #expect(try Lexer.tokenize("\u{FEFF}tap", file: "f.sim").first?.text == "tap")
    }

    @Test func aLongLineIsLexedInLinearTime() throws {
        // The column used to be counted from the line's start for each token: quadratic.
        let words = Lexer.maxLineLength / 4
        let line = String(repeating: "ab, ", count: words)
        let start = Date()
        let tokens = try Lexer.tokenize(line, file: "f.sim")
        #expect(Date().timeIntervalSince(start) < 2, "\(Date().timeIntervalSince(start)) s")
        #expect(tokens.count == 2 * words + 1)
        #expect(tokens[tokens.count - 2].location.column == 4 * words - 1)
    }

    @Test func aLineLongerThan64KiBIsAnErrorQuotedShort() {
        let d = failure("log \"" + String(repeating: "x", count: Lexer.maxLineLength) + "\"")
        #expect(d?.message == "this line is longer than 65536 bytes (64 KiB), the longest line simrepl reads")
        #expect(d?.location == SourceLocation(file: "test.sim", line: 1, column: 65537))
        let lines = d?.description.split(separator: "\n") ?? []
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.count < 200 }, "\(lines.map(\.count))")
        // A line of exactly the limit is read.
        #expect(ScriptRun.of("log \"" + String(repeating: "x", count: Lexer.maxLineLength - 6) + "\"").errors.isEmpty)
    }

    @Test func theCaretLineExpandsTabsAndCutsLongLines() {
        var d = Diagnostic(.error, SourceLocation(file: "a.sim", line: 1, column: 3), "msg")
        d.sourceLine = "\t\tx"
        #expect(d.description == "a.sim:1:3: error: msg\n            x\n            ^")
        d.sourceLine = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 300)
        d.location?.column = 301
        let lines = d.description.split(separator: "\n")
        #expect(lines[1] == "    …" + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59) + "…")
        #expect(lines[2] == "    " + String(repeating: " ", count: 61) + "^")
    }

    // MARK: - Traps

    @Test func aHugeRowCountInARowUpdateIsAnErrorNotATrap() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let table = """
                window main
                controller vc in main
                tableview list in vc.view
                celltype C {
                    label t frame 0 0 1 1
                }
                register C for list id c
                handler list numberOfRowsHandler { return 5 }
                reloadData list

                """
            for update in ["insertRows list at 0 count 2147483647", "deleteRows list at 1 count 2147483647"] {
                let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
                interpreter.run(source: table + update, file: "t.sim")
            }
            guard messages == ["count must be from 1 to 100,000,000", "count must be from 1 to 100,000,000"] else { fatalError("\(messages)") }
        }
    }

    @Test func aListIndexBeyondIntIsOutOfRangeNotATrap() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
            interpreter.run(source: "let items = list 1, 2\nlet x = items[1e300]", file: "t.sim")
            guard messages == ["items[1e+300] is out of range: the list has 2 items"] else { fatalError("\(messages)") }
        }
    }

    @Test func aTimerWhoseNextFiringPassesTheClocksLimitIsNotATrap() async {
        await #expect(processExitsWith: .success) {
            var messages: [String] = []
            let interpreter = Interpreter(write: { _ in }, report: { messages.append($0.message) })
            interpreter.run(source: """
                timer t every 900000000000s { log "x" }
                \(String(repeating: "wait 900000000000s\n", count: 10))
                """, file: "t.sim")
            // Ten firings, the last at 9e18 µs; the eleventh would be past Int64's range.
            guard messages.isEmpty else { fatalError("\(messages)") }
        }
    }

    @Test func aWaitThatWouldFireTimersTooOftenStopsBeforeTheFirstFiring() {
        let run = ScriptRun.of("timer beat every 0.0001s { log \"x\" }\nwait 1000s")
        #expect(run.errors.map(\.message) == ["this wait would run 10,000,000 timer firings (timer 'beat' every 0.0001s)"])
        #expect(run.errors.first?.location?.line == 2)
        #expect(run.loggedLines.isEmpty)
        let held = ScriptRun.of(scene + "stepper s in home.view wraps true\npress s plus for 1000000s")
        #expect(held.errors.map(\.message) == ["this wait would run 9,999,996 timer firings (stepper 's' repeating every 0.1s)"])
        // One that pins at its limit stops repeating: no error for a long press.
        #expect(ScriptRun.of(scene + "stepper s in home.view\npress s plus for 100000s").errors.isEmpty)
    }

    @Test func runLoopItemsThatScheduleMoreAreStoppedAtTheLimit() throws {
        let simulator = Simulator()
        simulator.maxEvents = 1_000
        var fired = 0
        func again() throws {
            fired += 1
            try simulator.schedule(after: 0) { try again() }
        }
        try simulator.schedule(after: 0) { try again() }
        #expect(throws: SimulationError.tooManyFirings(1_001, busiest: nil, budget: 1_000)) {
            try simulator.wait(microseconds: 1)
        }
        #expect(fired == 1_000)
    }
}
