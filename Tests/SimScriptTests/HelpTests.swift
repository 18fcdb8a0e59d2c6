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

    @Test func topicsNameRealCommandsAndNeverACommandsName() {
        let commands = Set(CommandTable.names)
        for topic in HelpTopic.all {
            #expect(!commands.contains(topic.name), "topic \(topic.name) would hide the command's help")
            #expect(!topic.commands.isEmpty, "empty topic \(topic.name)")
            for name in topic.commands { #expect(commands.contains(name), "topic \(topic.name) names no command \(name)") }
        }
        // The overview's sections are topics: every command is in one.
        #expect(Set(HelpTopic.sections.flatMap(\.commands)) == commands)
    }

    @Test func helpTopicShowsItsCommandsWholeWrappedToTheWidth() {
        let r = ScriptRun.of("help gestures")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.output.contains("  pan VIEW by DX DY [over DURATION] [steps N]\n"), "\(r.output)")
        #expect(r.output.contains("      Drag one finger from VIEW's centre"), "\(r.output)")
        #expect(!r.output.contains("  tap VIEW"), "only the topic's commands: \(r.output)")
        for topic in HelpTopic.all {
            let lines = CommandTable.help(for: topic, width: 72).split(separator: "\n")
            #expect(lines.allSatisfy { !$0.hasPrefix("      ") || $0.count <= 72 }, "summaries wrap: \(topic.name): \(lines.filter { $0.count > 72 })")
        }
    }

    @Test func helpCommandWrapsTheSummaryToTheWidth() throws {
        let spec = try #require(CommandTable.spec("why"))
        let lines = CommandTable.help(for: spec, width: 60).split(separator: "\n", omittingEmptySubsequences: false)
        let summary = lines.drop { !$0.isEmpty }.dropFirst().prefix { !$0.isEmpty }
        #expect(summary.count > 3, "\(lines)")
        #expect(summary.allSatisfy { $0.count <= 60 }, "\(summary)")
        #expect(summary.joined(separator: " ") == spec.summary)
    }

    @Test func anUnknownHelpWordSuggestsATopic() {
        let r = ScriptRun.of("help apkit")
        #expect(r.errors.first?.message == "no command or topic named 'apkit'", "\(r.errors)")
        #expect(r.errors.first?.hint?.contains("appkit") == true, "\(r.errors)")
    }

    @Test func everyCommandHasASpecWithAnExample() {
        for name in CommandTable.names {
            let spec = CommandTable.spec(name)
            #expect(spec != nil, "no help for \(name)")
            #expect(spec?.examples.isEmpty == false, "no example for \(name)")
        }
    }

    /// The table lists each command's name apart from its spec, so a run makes only the specs it
    /// uses: the names must be the specs' own, in the same order, and every view class SimCore
    /// gives a maker word must have its MakerHelp (the makers are listed from MakerHelp).
    @Test func theTablesNamesAreItsSpecsNames() {
        #expect(CommandTable.names == CommandTable.all.map(\.name))
        let makerWords = ObjectKind.allCases.map(\.descriptor).filter { $0.maker != nil && $0.makeView != nil }.compactMap(\.maker)
        #expect(Set(makerWords) == Set(MakerHelp.all.map(\.word)), "every view class with a maker word has its MakerHelp, and no other")
        for (i, name) in CommandTable.names.enumerated() { #expect(CommandTable.index(of: name) == i) }
    }
}
