import SimCore

/// A name the script gives to something, and where: what an editor's outline lists and where
/// go-to-definition lands. Recorded as commands are bound (a handler's body when it is defined),
/// so it reads the grammar's own `NAME` placeholders rather than guessing from the words.
package struct ScriptDefinition: Sendable, Equatable {
    /// The name as written (`save`, `document`, `saveAction`) or, for a method, `OWNER.SELECTOR`
    /// (`home.didTapSave:`).
    package let name: String
    /// What it names, in the grammar's words: `window`, `button`, `variable`, `action
    /// identifier`, `method`.
    package let kind: String
    /// The name's own token.
    package let location: SourceLocation
    /// The command that defines it (`button save in home.view frame 20 100 120 44`), first line.
    package let source: String
}

/// A handler the script defined that never ran in the whole run, with `why` it did not run in
/// the last interaction: the hint an editor shows at its definition.
package struct IdleHandler: Sendable, Equatable {
    /// `home.didTapSave:`, `closure saveAction`.
    package let label: String
    package let location: SourceLocation
    /// `why: …` when the investigation found the decision that kept it from running.
    package let why: String?
    /// The fix that `why` ends with, apart (an exercise's editor withholds it).
    package let fix: String?
}

extension Session {
    /// What `node`, matched as `match`, defines (read before the command takes its arguments).
    static func definitions(_ node: CommandNode, _ match: Match, spec: CommandSpec) -> [ScriptDefinition] {
        var defined: [ScriptDefinition] = []
        for (_, value) in match.arguments {
            guard case .newName(let token, let placeholder) = value else { continue }
            defined.append(ScriptDefinition(name: token.text, kind: kindWord(placeholder.what), location: token.location, source: node.source))
        }
        // `method OBJECT ACTION { … }` defines OBJECT's ACTION; its owner is a reference.
        if spec.name == CommandTable.methodSpec.name, let owner = match.tokenIfPresent(.owner), let selector = match.tokenIfPresent(.action) {
            defined.append(ScriptDefinition(name: owner.text + "." + selector.text, kind: "method", location: selector.location, source: node.source))
        }
        return defined
    }

    /// `a view controller name` → `view controller`; `an action identifier` → `action identifier`.
    private static func kindWord(_ what: String) -> String {
        var words = what.split(separator: " ")
        if let first = words.first, first == "a" || first == "an" { words.removeFirst() }
        if words.count > 1, words.last == "name" { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Every method and closure the script defined (with a location) that never ran, the first
    /// `limit` of them: each costs an investigation, and a script of thousands of unused
    /// handlers must not hold an editor's server.
    func handlersThatNeverRan(limit: Int) -> [IdleHandler] {
        let index = simulator.log.index
        var idle: [IdleHandler] = []
        func add(_ label: String, _ at: SourceLocation, _ subject: WhySubject) {
            let why = whyNot(subject)
            idle.append(IdleHandler(label: label, location: at, why: why?.text, fix: why?.fix))
        }
        for object in world.objects where !object.isReleased {
            for selector in object.methodOrder where idle.count < limit {
                guard let method = object.method(for: selector), let at = method.definedAt,
                      index.runCount(.method(object.id, selector)) == 0 else { continue }
                add(object.name + "." + world.name(of: selector), at, .method(target: object.id, selector: selector))
            }
        }
        var runsByName: [String: Int] = [:], firstByName: [(String, ClosureHandler)] = [], named: Set<String> = []
        for closure in world.closures {
            // Every closure with the name counts (a replaced UIAction keeps its identifier).
            runsByName[closure.name, default: 0] += index.runCount(.closure(closure.id))
            if closure.definedAt != nil, named.insert(closure.name).inserted { firstByName.append((closure.name, closure)) }
        }
        for (name, closure) in firstByName where runsByName[name] == 0 && idle.count < limit {
            add(closure.displayName, closure.definedAt!, .closure(name: name))
        }
        return idle
    }
}

extension Interpreter {
    /// Start recording what the script defines (before running it): ``definitions`` lists them.
    package func recordDefinitions() { session.state.definitions = [] }
    /// What the script defined, in the order bound; empty unless ``recordDefinitions()`` ran first.
    package var definitions: [ScriptDefinition] { session.state.definitions ?? [] }
    /// Methods and closures the script defined that never ran, each with why not.
    package func handlersThatNeverRan(limit: Int = 100) -> [IdleHandler] { session.handlersThatNeverRan(limit: limit) }
}
