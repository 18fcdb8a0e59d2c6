import Foundation
import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// Inputs that broke simrepl, found by fuzzing the language (scripts/fuzz.sh, docs/fuzzing.md),
/// each kept as it was minimised: a crash, a trap or a time-out, now a diagnostic.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// A run that must end quickly: well under a second, so a regression to seconds shows.
    private func quickly(_ source: String, within seconds: Int = 2) -> ScriptRun {
        let clock = ContinuousClock()
        var run: ScriptRun!
        let elapsed = clock.measure { run = ScriptRun.of(source) }
        #expect(elapsed < .seconds(seconds), "took \(elapsed)")
        return run
    }

    /// Found by the ten-million run (three time-outs, 2.5 to 10.7 s for 4 KB): `type` with a few
    /// thousand characters. Each keystroke's trace shows the whole text so far, so the trace of n
    /// characters is about n² long, and the work budget was asked only between commands. Now a
    /// text over 1,000 characters is refused where it is written, and the budget is asked between
    /// keystrokes.
    @Test func typingThousandsOfCharactersIsRefusedAndABudgetStopsALongType() throws {
        let scene = "window main\ntextfield f in main\ntap f\n"
        let tooLong = quickly(scene + "type \"" + String(repeating: "é", count: 1_001) + "\"\n")
        let d = try #require(tooLong.errors.first)
        #expect(d.message == "'type' takes at most 1,000 characters at a time; this text has 1,001")
        #expect(d.location?.line == 4 && d.location?.column == 6)
        #expect(try tooLong.object("f", TextField.self).text == "")

        let longest = quickly(scene + "type \"" + String(repeating: "x", count: 1_000) + "\"\n")
        #expect(longest.errors.isEmpty)
        #expect(try longest.object("f", TextField.self).text.count == 1_000)

        let run = ScriptRun()
        run.interpreter.maxEvents = 200
        let outcome = run.run(scene + "type \"" + String(repeating: "x", count: 500) + "\"\n")
        guard case .overBudget(let stop) = outcome else { Issue.record("expected the budget to stop the type, got \(outcome)"); return }
        #expect(stop.location?.line == 4)
        #expect(try run.object("f", TextField.self).text.count < 100)  // stopped inside the command
    }

    /// Found profiling the fuzzer: each diagnostic quoted its line by splitting the whole source
    /// again, so a script of failing expectations was quadratic — 2,400 of them in 64 KiB took 7 s
    /// (debug). Lines are now found by an index made once per source.
    @Test func thousandsOfFailingExpectationsAreReportedInLinearTime() {
        let source = "window main\n" + String(repeating: "expect main.hidden == true\n", count: 2_400)
        let run = quickly(source, within: 4)
        #expect(run.failedExpectations.count == 2_400)
        #expect(run.failedExpectations.last?.sourceLine == "expect main.hidden == true")
        #expect(run.failedExpectations.last?.location?.line == 2_401)
    }

    /// Lines that end in "\r\n" are quoted too ("\r\n" is one Character: splitting the text
    /// at "\n" Characters never split it, so such a file's errors quoted nothing).
    @Test func aCRLFSourceLineIsQuoted() {
        let run = ScriptRun.of("window main\r\nbogus x\r\ntap y\r\n")
        #expect(run.errors.first?.sourceLine == "bogus x", "\(run.errors)")
        let parse = ScriptRun.of("window main\r\nbutton {\r\n")
        #expect(parse.errors.first?.sourceLine == "button {", "\(parse.errors)")
    }

    /// Found when the fuzzer's memory grew by kilobytes an input: two Swift reference cycles
    /// outlived the session — a button whose `didTouchUpInside` is set held the method that
    /// calls it, which held the button; a cell whose subviews live in the cell itself
    /// (`contentView false`) was its own content view. Each session of a long REPL (and each
    /// `whatif` replay) kept such objects forever.
    @Test func aSessionsObjectsAreFreedWithIt() throws {
        #expect(survivors("""
            window main
            button b in main
            set b.didTouchUpInside { log "tapped" }
            tap b
            """) == [])
        #expect(survivors("""
            window main
            controller vc in main
            tableview list in vc.view frame 0 0 390 200 rowHeight 44
            celltype FlatCell contentView false {
                button buy frame 0 0 80 30
            }
            register FlatCell for list id flat
            handler list numberOfRowsHandler { return 3 }
            reloadData list
            """) == [])
        // And every scenario of the library.
        let scripts = packageRoot.appendingPathComponent("scripts")
        let files = try FileManager.default.subpathsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".sim") }.sorted()
        #expect(files.count > 100)
        for file in files {
            let url = scripts.appendingPathComponent(file)
            let left = survivors(try String(contentsOf: url, encoding: .utf8)) { path in
                try String(contentsOf: URL(fileURLWithPath: path, relativeTo: url.deletingLastPathComponent()), encoding: .utf8)
            }
            #expect(left.isEmpty, "\(file): \(left)")
        }
    }

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// The names of the objects (and "the world") still alive once the session that ran
    /// `source` is gone.
    private func survivors(_ source: String,
                           loadFile: @escaping (String) throws -> String = { throw TestSetupError(description: $0) }) -> [String] {
        var held: [(String, Weak)] = []
        do {
            let run = ScriptRun()
            run.interpreter.loadFile = loadFile
            run.run(source)
            held = run.world.objects.map { ($0.name, Weak($0)) } + [("the world", Weak(run.world))]
        }
        return held.filter { $0.1.object != nil }.map(\.0)
    }

    /// The fuzzer's dictionary is read off the grammar: commands, keywords, choices, events.
    @Test func theVocabularyHasEveryWordTheGrammarSpellsOut() {
        let words = Set(CommandTable.vocabulary)
        for name in CommandTable.names { #expect(words.contains(name), "\(name)") }
        for word in ["toFail", "frame", "every", "capture", "maxEvents", "scrollTouchDelay", "touchUpInside",
                     "left", "longPress", "clickHandler", "textFieldShouldReturn:", "{", "==", "true"] {
            #expect(words.contains(word), "\(word)")
        }
        #expect(CommandTable.vocabulary == CommandTable.vocabulary.sorted())
        #expect(!words.contains(""))
    }

    /// Found while profiling the fuzzer: "did you mean" compared an unknown word with every
    /// candidate by edit distance, at the cost of the product of their lengths — a pasted
    /// 60,000-character word took 17 s, and a 3,000-character typo of a 3,000-character name 12 s.
    @Test func aVeryLongUnknownWordIsReportedAtOnce() {
        let run = quickly(String(repeating: "a", count: 60_000))
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.message.hasPrefix("unknown command 'aaaa") == true)
        let name = String(repeating: "b", count: 3_000)
        // A name is now at most 128 characters (issue 24): the long one is refused where it is
        // made, and a 3,000-character typo of the longest name allowed is still reported at once.
        let long = quickly("window main\nobject \(name)")
        #expect(long.errors.first?.message == "a name is at most 128 characters; this one has 3,000", "\(long.errors)")
        let typo = quickly("window main\nobject \(name.prefix(128))\nrelease \(name.dropLast())c")
        #expect(typo.errors.first?.message.hasPrefix("no object named 'bbbb") == true, "\(typo.errors)")
        // A typo of a long name still gets the prefix hint.
        #expect(Suggestions.closest(to: String(name.prefix(100)), in: ["x", name]) == name)
        // The ordinary hints are unchanged.
        #expect(Suggestions.closest(to: "tpa", in: CommandTable.names) == "tap")
        #expect(Suggestions.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestions.distance(Array("ca"), Array("ac")) == 1)
    }
}
