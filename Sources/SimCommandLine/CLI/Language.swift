import ArgumentParser
import SimScript

/// `simrepl language`: the language as JSON, for editors and tools.
struct Language: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "language",  // spelled out: deriving it from the type name costs a reflection at every start
        abstract: "Print the .sim language as JSON: commands and their grammar, classes and their properties, trace event kinds, config settings.",
        discussion: """
        What editors, linters and generators read instead of scanning simrepl's source: each \
        command's forms as a grammar tree (keywords, typed arguments, options, blocks), usage \
        lines, summary and examples; each class's UIKit and AppKit names, maker and typed \
        properties; the `kind` of every JSON Lines trace record; every `config` setting with its \
        unit, default and meaning. The same bytes every run. scripts/check-grammar.sh and \
        scripts/docs.py read it; docs/language.md (section "The language as data") describes it.

        Example:
          simrepl language | jq -r '.commands[].name'
        """
    )

    func run() throws {
        Output.out(try LanguageDescription.json(), terminator: "")
    }
}
