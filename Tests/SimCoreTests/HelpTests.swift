import Testing
@testable import SimCore
@testable import SimScript

/// `help`: the overview shows each command's first sentence, whole.
@Suite("Help")
struct HelpTests {
    @Test func theOverviewCutsAtTheEndOfASentenceNotAtADotInCode() {
        let overview = CommandTable.overview()
        #expect(overview.contains("  wait                  Advance the virtual clock (`0.5s`, `200ms`)\n"))
        #expect(overview.contains("  addTarget             button.addTarget(target, action:, for:)\n"))
        // The second sentence of a summary is left for `help COMMAND`.
        #expect(!overview.contains("A nil target sends the action up the responder chain"))
    }

    @Test func theOverviewFitsAnEightyColumnTerminal() {
        let lines = CommandTable.overview().split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        #expect(CommandTable.overview(width: 200).contains("and make it key and visible, as makeKeyAndVisible() does\n"), "wider terminals get whole sentences")
    }

    @Test func helpQuitExplainsTheREPLsOwnWordInsteadOfFailing() {
        let r = ScriptRun.of("help quit\nhelp exit")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.output.contains("quit (the REPL only): leave the REPL, as Ctrl-D does."), "\(r.output)")
        #expect(r.output.contains("exit (the REPL only)"), "\(r.output)")
    }

    @Test func everyCommandHasASpecWithAnExample() {
        for name in CommandTable.names {
            let spec = CommandTable.spec(name)
            #expect(spec != nil, "no help for \(name)")
            #expect(spec?.examples.isEmpty == false, "no example for \(name)")
        }
    }
}
