import SimCore
import SimScript

/// One run of a document, as an editor asks about it: what went wrong and where, what each
/// `expect` found, what the script defines, which handlers never ran (and why), and the
/// finished session for completion and hover. Locations are the interpreter's: the file as
/// given, a 1-based line and a column counted in Unicode scalars.
package final class DocumentAnalysis {
    package let file: String
    /// `completed`, `failed`, `over budget` or `stopped (over its time)`.
    package let outcome: String
    /// Errors (the run stops at the first), failed expectations, and warnings.
    package let diagnostics: [Diagnostic]
    package let expectations: [ExpectationResult]
    package let definitions: [ScriptDefinition]
    package let idleHandlers: [IdleHandler]
    /// How long the run took.
    package let milliseconds: Int
    private let interpreter: Interpreter

    init(file: String, outcome: String, diagnostics: [Diagnostic], expectations: [ExpectationResult], definitions: [ScriptDefinition],
         idleHandlers: [IdleHandler], milliseconds: Int, interpreter: Interpreter) {
        self.file = file; self.outcome = outcome; self.diagnostics = diagnostics; self.expectations = expectations
        self.definitions = definitions; self.idleHandlers = idleHandlers; self.milliseconds = milliseconds
        self.interpreter = interpreter
    }

    /// What can complete the word being typed at the end of `linePrefix` (the REPL's
    /// completion, over the world the whole document built), those starting with it first.
    package func completions(linePrefix: String) -> [String] {
        // The REPL's line has spaces only; an editor's has tabs (indented bodies) too.
        let line = String(linePrefix.map { $0 == "\t" ? " " : $0 })
        let partial = String(line.reversed().prefix { $0 != " " && $0 != ";" && $0 != "{" }.reversed())
        let all = interpreter.completions(for: line)
        var seen: Set<String> = []
        return all.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
    }

    /// Markdown for the word under the pointer: a command's `help` (usage, summary, examples);
    /// a name's kind and where it is defined; an object's class.
    package func hover(word: String, isCommand: Bool) -> String? {
        if isCommand, let spec = CommandTable.spec(word) {
            return "```text\n" + CommandTable.help(for: spec) + "\n```"
        }
        let found = definitions(of: word)
        var lines: [String] = []
        if let object = interpreter.world.object(named: word) {
            lines.append("**\(object.name)**: \(object.className)")
        }
        for d in found {
            lines.append("\(d.kind) `\(d.name)`, defined at \(d.location.fileAndLine): `\(d.source)`")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n\n")
    }

    /// Where `word` is defined: a name (`save`), a name's part (`home.view` is defined where
    /// `home` is), or a selector (`didTapSave:`, of `owner` when the word before it names one).
    package func definitions(of word: String, owner: String? = nil) -> [ScriptDefinition] {
        if word.hasSuffix(":") || !definitions.contains(where: { $0.name == word }) && definitions.contains(where: { $0.kind == "method" && $0.name.hasSuffix("." + word) }) {
            let methods = definitions.filter { $0.kind == "method" && $0.name.hasSuffix("." + word) }
            let owned = methods.filter { owner != nil && $0.name == owner! + "." + word }
            return owned.isEmpty ? methods : owned
        }
        var name = Substring(word)
        while true {
            let found = definitions.filter { $0.name == name }
            if !found.isEmpty { return found }
            guard let dot = name.lastIndex(of: ".") else { return [] }
            name = name[..<dot]
        }
    }
}
