import Testing
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// The text trace's brief level and colour (Rendering/TraceStyle.swift).
@Suite("Trace style")
struct TraceStyleTests {
    /// Runs `source` after the login scene with an extra text renderer in `style`; its output.
    private func render(_ source: String, _ style: TraceStyle) -> String {
        let run = ScriptRun()
        var out: [UInt8] = []
        let renderer = TextTraceRenderer(names: run.interpreter.names, style: style) { out += $0 }
        run.simulator.tracer.add(renderer)
        run.run(loginSceneSource + "\n" + source)
        renderer.flush()
        return String(decoding: out, as: UTF8.self)
    }

    @Test func briefLeavesOutThePlumbingOfATapOnAPlainView() {
        let full = render("tap card", TraceStyle())
        let brief = render("tap card", TraceStyle(brief: true))
        let tapLines = { (text: String) in text.split(separator: "\n").drop { !$0.contains("> tap card") }.count }
        #expect(full.split(separator: "\n").filter { $0.contains("passes it to its next responder") }.count == 8, "\(full)")
        // The command, the touch down, the hit, "not handled", the touch up, "not handled".
        #expect(tapLines(brief) == 6, "\(brief)")
        #expect(brief.contains("touchesBegan was not handled: the responder chain ended at app"))
        #expect(!brief.contains("passes it to its next responder"))
        // "Not handled" came from the delivery (hidden), a sibling of the hit-test: both sit
        // one level under the touch, not the one under the other.
        let indent = { (needle: String) in brief.split(separator: "\n").first { $0.contains(needle) }?.prefix { $0 == " " }.count }
        #expect(indent("hit-test") == indent("touchesBegan was not handled"), "\(brief)")
    }

    @Test func briefKeepsWhatRanNestedUnderWhatLedToIt() {
        let brief = render("method home didTapLogin: { log \"login\" }\naddTarget login home didTapLogin: for touchUpInside\ntap login",
                           TraceStyle(brief: true))
        let lines = brief.split(separator: "\n").map(String.init).drop { !$0.contains("> tap login") }
        #expect(lines.contains { $0.hasSuffix("  login sends touchUpInside: 1 handler") })
        #expect(lines.contains { $0.hasSuffix("    target-action -> home.didTapLogin:(sender: login)") }, "\(brief)")
        #expect(lines.contains { $0.hasSuffix("      log: login") }, "\(brief)")
        #expect(!lines.contains { $0.contains("touchesBegan") })
    }

    @Test func colourMarksRunsAndSkipsAndPlainTextHasNoEscapes() {
        let colored = render("addAction login for touchUpInside { log \"ran\" }\nset login.enabled = false\ntap login\nset login.enabled = true\ntap login",
                             TraceStyle(color: true))
        #expect(colored.contains("\u{1B}[33mlogin is disabled"), "skipped in yellow")
        #expect(colored.contains("\u{1B}[32mclosure#"), "a closure that ran in green")
        #expect(colored.contains("\u{1B}[36mlog: ran"), "log lines in cyan")
        let plain = render("tap login", TraceStyle())
        #expect(!plain.contains("\u{1B}"))
    }

    @Test func aWidthWrapsLongLinesUnderTheirText() {
        let source = "view toolbar in card frame 20 200 100 44\nbutton more in toolbar frame 80 0 100 44\ntap more at 75 22"
        let wide = render(source, TraceStyle())
        let narrow = render(source, TraceStyle(width: 80))
        #expect(wide.split(separator: "\n").contains { $0.count > 80 }, "the test needs a long line: \(wide)")
        let lines = narrow.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(narrow)")
        // The same words, in the same order, once the breaks are undone.
        let words = { (t: String) in t.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        #expect(words(narrow) == words(wide))
        let skip = lines.firstIndex { $0.contains("hit-test skips more") }
        #expect(skip != nil, "\(narrow)")
        if let skip { #expect(lines[skip + 1].hasPrefix(String(repeating: " ", count: 12)), "continued under the text: \(narrow)") }
        // "-> login  [path]" has two spaces: a break between them leaves no trailing blank.
        let tight = render("tap login", TraceStyle(width: 50))
        #expect(tight.contains("-> login\n"), "\(tight)")
        #expect(!tight.split(separator: "\n").contains { $0.hasSuffix(" ") }, "\(tight)")
    }

    /// A `why` answer (an inspection's output) wraps at spaces like a trace line, each of its
    /// lines continued two columns further in than its own text; so does `WordWrap.wrap` on
    /// any text (a diagnostic's message and hint).
    @Test func aWidthWrapsAWhyAnswerAtSpaces() {
        let source = "method home didTapLogin: { log \"login\" }\naddTarget login home didTapLogin: for touchUpInside\nview toast in home.view frame 0 100 390 200\ntap login\nwhy home.didTapLogin:"
        let wide = render(source, TraceStyle())
        let narrow = render(source, TraceStyle(width: 60))
        let answer = { (t: String) in t.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("home.didTapLogin: did not run") }.map(String.init) }
        #expect(answer(wide).contains { $0.count > 60 }, "the test needs a long line: \(wide)")
        #expect(answer(narrow).allSatisfy { $0.count <= 60 }, "\(narrow)")
        let words = { (t: [String]) in t.joined(separator: " ").split(separator: " ").joined(separator: " ") }
        #expect(words(answer(narrow)) == words(answer(wide)), "no word broken, none lost")
        let cause = answer(narrow).firstIndex { $0.hasPrefix("  the touch at") }
        #expect(cause.map { answer(narrow)[$0 + 1].hasPrefix("    ") && !answer(narrow)[$0 + 1].hasPrefix("     ") } == true, "\(narrow)")
        #expect(WordWrap.wrap("  hint: one two three four five", width: 20) == "  hint: one two three\n    four five")
        #expect(WordWrap.wrap("short\n  also short", width: 20) == "short\n  also short")
    }
}
