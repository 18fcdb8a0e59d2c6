import SimCore

/// Tab completion for the REPL: candidates for the word being typed, read from the command
/// table's usage strings (see `CommandSpec`) and the current world.
extension Interpreter {
    /// Candidate full words for the last word of `line` (the part before the cursor).
    /// The line editor filters them by the typed prefix.
    public func completions(for line: String) -> [String] {
        // Complete only the current command (after the last `;` or `{`).
        var current = Substring(line)
        if let cut = current.lastIndex(where: { $0 == ";" || $0 == "{" }) { current = current[current.index(after: cut)...] }
        var words = current.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if current.last == " " || current.isEmpty { words.append("") }
        guard words.count > 1 else { return CommandTable.names }
        if let last = words.last, last.contains(".") { return propertyCompletions(for: last) + world.names }
        let command = words[0]
        let previous = words[words.count - 2]
        let position = words.count - 2  // index of the argument being typed
        guard let spec = CommandTable.spec(command) else { return [] }
        if command == "help" { return CommandTable.names }
        if command == "type" && position == 0 { return ["backspace", "return"] }
        // `handler FIELD …`: a text field also takes its delegate-method blocks.
        if command == "handler", position == 1, world.object(named: words[1]) is TextField {
            return TextField.delegateMethods.map(\.block) + ["clickHandler", "for"]
        }
        if previous == "for" || previous == "|" || previous.hasSuffix("|") { return ControlEvents.allNames }
        let placeholder = Interpreter.placeholder(in: spec.usage, position: position, previous: previous)
        return candidates(for: placeholder, command: command, words: Array(words.dropLast()))
    }

    /// The usage part at `position`, or the part after the keyword `previous`.
    static func placeholder(in usage: String, position: Int, previous: String) -> String {
        let parts = usage.split(separator: " ").map { String($0).trimmingCharacters(in: "[]") }.filter { $0 != "..." }
        // After a literal keyword (`in`, `from`, `to`, `at`, `id`…): what follows it in the usage.
        if let i = parts.firstIndex(where: { $0 == previous && $0.first!.isLowercase }), i + 1 < parts.count {
            return parts[i + 1]
        }
        let i = position + 1
        return i < parts.count ? parts[i] : "KEYWORDS"
    }

    private func candidates(for placeholder: String, command: String, words: [String]) -> [String] {
        var out: [String] = []
        for option in placeholder.split(separator: "|").map(String.init) {
            switch option {
            case "NAME", "X", "Y", "W", "H", "VALUE", "TEXT", "FILE", "DURATION", "IDENTIFIER", "N", "BODY", "COUNT":
                continue
            case "VIEW", "PARENT", "WINDOW":
                out += world.objects.filter { $0 is View }.map(\.name)
            case "CONTROL":
                out += world.objects.filter { $0 is Control }.map(\.name)
            case "TEXTFIELD":
                out += world.objects.filter { $0 is TextField }.map(\.name)
            case "PROTOCOL":
                out += world.protocols.map(\.name)
            case "METHOD":
                out += world.selectors.allNames.filter { !$0.hasPrefix("touches") }
            case "CONTROLLER":
                out += world.objects.filter { $0 is ViewController }.map(\.name)
            case "OBJECT", "TARGET", "SENDER", "CLOSURE":
                out += world.names
                if option == "CLOSURE" { out += world.closures.map(\.name) }
            case "ACTION":
                // After `addTarget CONTROL TARGET`, offer that target's actions first.
                if (command == "addTarget" || command == "removeTarget"), words.count >= 3,
                   let target = world.object(named: words[2]) {
                    out += target.methodOrder.map(world.name(of:))
                } else {
                    out += world.selectors.allNames.filter { !$0.hasPrefix("touches") }
                }
            case "EVENTS":
                out += ControlEvents.allNames
            case "COMMAND":
                out += CommandTable.names
            case "KEYWORDS":
                out += keywords(of: command)
            case "OBJECT.PROPERTY":
                out += world.names
            default:
                if option.first?.isLowercase == true { out.append(option) }
            }
        }
        if command == "set" || command == "expect" {
            out += variableOrder
        }
        return out.uniqued()
    }

    private func keywords(of command: String) -> [String] {
        guard let spec = CommandTable.spec(command) else { return [] }
        return spec.usage.split(separator: " ").map { String($0).trimmingCharacters(in: "[]") }
            .filter { $0.first?.isLowercase == true && $0 != command }
    }

    /// Properties of `OBJECT.` for completing `set login.hi` → `login.hidden`.
    public func propertyCompletions(for word: String) -> [String] {
        guard let dot = word.lastIndex(of: "."), let object = world.object(named: String(word[..<dot])) else { return [] }
        return Properties.names(of: object).map { "\(object.name).\($0)" }
    }
}
