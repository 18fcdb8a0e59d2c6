import SimCore
import SimScript
import SwiftInterpreter

/// The Swift a session imported, running: every imported file loaded as one program (one
/// module, so a cell class in its own file is seen by the controller's), the session's simulator,
/// the Swift instance behind each object made as one of the files' classes (or handed to Swift),
/// and the handler running now — what `print` writes into and UIKit calls act under.
final class ScreenProgram {
    unowned let simulator: Simulator
    /// The imported files in import order, and the line each one's lines are shifted by in the
    /// program (the interpreter numbers lines on across files).
    private(set) var files: [(path: String, text: String, offset: Int)] = []
    private(set) var program: Program!
    /// What each object's Swift instance held when the module was last loaded again: its new
    /// instance takes it instead of running those initial values (`makeInstance`).
    var carriedState: [SimObject.ID: [String: SwiftInterpreter.Value]] = [:]
    /// The library the module's loads share (see `add`).
    private var library: Library?
    /// Each imported file parsed, by path: a later import loads the module again, and a file
    /// already read keeps its parse.
    private var parsedFiles: [String: ParsedSource] = [:]
    /// The library's UIKit classes, by name (set when the program loads).
    var uikit = UIKitClasses()
    /// The instance standing for each object Swift has seen.
    var instances: [SimObject.ID: Instance] = [:]
    /// The struct value each object a script made as a Swift struct holds.
    var structValues: [SimObject.ID: SwiftInterpreter.Value] = [:]
    /// The handlers running Swift now, innermost last: `print` logs into the innermost.
    var contexts: [ActionContext] = []
    /// `print` output not yet ended by a newline.
    private var pendingLine = ""
    /// What an initial value makes is named after the property it initializes
    /// (`loginVC.loginButton`); set while one runs.
    var namingHint: String?
    /// How many objects Swift made without a name to give them, per class word.
    var unnamedCount: [String: Int] = [:]
    /// The stored property whose initial value runs now, and its class.
    var initializing: (className: String, property: String)?
    /// Per class, each `addTarget(self, …)` its initial values made (see `initializing`).
    var initializerTargets: [String: [BridgedSwift.InitializerTarget]] = [:]
    /// The trap the last failed Swift run stopped at (`handlerSwift` reports it).
    var lastTrap: Trap?
    /// An engine error raised under Swift (a nested handler's), reported when Swift unwinds.
    var pendingEngineError: ScriptError?

    private init(simulator: Simulator) {
        self.simulator = simulator
    }

    var world: World { simulator.world }

    /// The session's module, made on its first `import`.
    static func module(of simulator: Simulator) -> ScreenProgram {
        if let existing = simulator.swiftModule as? ScreenProgram { return existing }
        let screen = ScreenProgram(simulator: simulator)
        simulator.swiftModule = screen
        // A script reading a `lazy var` of a Swift instance first runs its initial value, as
        // Swift's first read does.
        simulator.world.lazyMember = { [unowned screen] object, name in screen.lazyMember(of: object, name) }
        // A script's `set` of a Swift instance's stored property is Swift's assignment.
        simulator.world.storedPropertyWrite = { [unowned screen] object, name, value in try screen.assign(name, of: object, value) }
        // `show` lists what only Swift holds.
        simulator.world.swiftOnlyState = { [unowned screen] object in screen.swiftOnlyState(of: object) }
        return screen
    }

    /// `import "File.swift"`: the module again with this file added (a file imported again
    /// replaces its earlier text). Objects made before keep their names and methods; their
    /// Swift instances are made again from the new program, keeping what their stored
    /// properties held where it can cross (`keptState`), else from their initial values.
    func add(path: String, text: String) throws -> BridgedSwift {
        var sources = files.filter { $0.path != path }.map { ($0.path, $0.text) } + [(path, text)]
        let placed = zip(sources, SwiftInterpreter.Interpreter.lineOffsets(sources.map(\.1))).map { (path: $0.0, text: $0.1, offset: $1) }
        // Files in Swift 2's spellings are read as Swift 2 read them (see OldSpellings).
        let swift2 = sources.lazy.compactMap { OldSpellings.marker(in: $0.1) }.first
        let previous = files
        files = placed
        // The state the objects made so far hold, read before the old program goes.
        let kept = program == nil ? [:] : keptState()
        do {
            // One library (with UIKit's natives) serves every load of the module, a failed one
            // included, unless a file extends its types.
            let host = ScreenHost(screen: self)
            let library = self.library ?? SwiftInterpreter.Interpreter.makeLibrary(foundation: true, host: host)
            self.library = library
            let parsed = sources.map { source -> (parsed: ParsedSource, fileName: String) in
                if let known = parsedFiles[source.0], known.source == source.1 { return (known, source.0) }
                let made = ParsedSource(source.1)
                parsedFiles[source.0] = made
                return (made, source.0)
            }
            program = try SwiftInterpreter.Interpreter.load(parsedFiles: parsed, host: host,
                                                            options: LoadOptions(swift2ParameterLabels: swift2 != nil, foundation: true, collectsPrintedTexts: true,
                                                                                 buildTarget: .iOSSimulatorDebug),
                                                            reusing: library)
            self.library = program.library
        } catch {
            let failure = scriptError(error.diagnostics)
            files = previous
            throw failure
        }
        sources.removeAll()
        // What the Swift can print is what a `log` can write: `expect not log` checks against it.
        for parts in program.printedTexts {
            _ = world.templates.intern(parts.map { part -> TemplateSegment in
                if case .text(let s) = part { return .literal(s) } else { return .placeholder("value") }
            })
        }
        instances = [:]
        structValues = [:]
        initializerTargets = [:]
        // An object not used since the last reload still has that reload's state to take.
        carriedState.merge(kept.mapValues(\.values)) { _, now in now }
        for (id, lost) in kept.sorted(by: { $0.key < $1.key }) where !lost.remade.isEmpty {
            simulator.note("importing \(path) loads the module again: \(world.object(id).name) keeps its Swift state but " +
                           lost.remade.joined(separator: ", ") + (lost.remade.count == 1 ? " starts" : " start") +
                           " again from the initial value (a value of the file's own types does not cross into the new program)")
        }
        return bridged(newFile: path)
    }

    // MARK: What the interpreter asks of its host (through ScreenHost)

    func write(_ text: String) {
        pendingLine += text
        while let newline = pendingLine.firstIndex(of: "\n") {
            let line = String(pendingLine[..<newline])
            pendingLine.removeSubrange(...newline)
            // `print` in a handler is its log line, as `log` in a .sim body; outside one, a note.
            if let context = contexts.last { context.log(line) } else { simulator.note(line) }
        }
    }

    func registerNatives(into library: Library) {
        uikit = UIKitClasses.register(into: library, screen: self)
    }

    func made(_ instance: Instance, hostClass: String) {
        guard let object = try? makeObject(of: hostClass) else { return }
        let mirror = fieldsKeeper(for: instance)
        mirror?.isMade = true
        instance.attach(host: object, fields: mirror)
        instances[object.id] = instance
    }

    func send(_ fullName: String, to instance: Instance, args: [SwiftInterpreter.Value], at loc: SourceLoc) throws(Interrupt) -> SwiftInterpreter.Value? {
        guard let object = instance.host as? SimObject else { return nil }
        let selector = world.selector(UIKitSelectors.objcName(of: fullName))
        guard object.respondsTo(selector) else { return nil }
        let sender = args.first.flatMap { simObject($0) }
        do {
            try simulator.actions.sendAction(selector, to: object, from: sender)
        } catch {
            throw interrupt(error, at: loc)
        }
        return .void
    }

    /// `object.name` read by a script: the Swift instance's property, when it is one (its
    /// initial value runs now if it is a lazy one nothing read yet).
    func lazyMember(of object: SimObject, _ name: String) -> SimCore.Value? {
        guard let instance = instances[object.id], let value = try? program.read(name, of: instance) else { return nil }
        return engineValue(value)
    }

    /// The stored properties of `object`'s Swift instance whose values the engine cannot hold
    /// (so `show` does not list them as properties): a struct, a dictionary, a closure, an
    /// array of those; outlets and delegate slots are the engine's.
    func swiftOnlyState(of object: SimObject) -> [(name: String, type: String, value: String)] {
        guard let instance = instances[object.id],
              let declared = declaredClass(of: instance) else { return [] }
        return declared.storedProperties.compactMap { property in
            guard !property.attributes.contains("IBOutlet"), !property.isWeak,
                  let value = program.peekStored(property.name, of: instance), engineValue(value) == nil,
                  let text = program.describe(value) else { return nil }
            return (property.name, property.typeName, text)
        }
    }

    /// Each Swift instance's stored properties, read with the program that made them: those
    /// that can cross into the next load (`Value.carried`), and the names of those that cannot.
    private func keptState() -> [SimObject.ID: (values: [String: SwiftInterpreter.Value], remade: [String])] {
        var kept: [SimObject.ID: (values: [String: SwiftInterpreter.Value], remade: [String])] = [:]
        for (id, instance) in instances {
            guard let declared = declaredClass(of: instance) else { continue }
            var entry: (values: [String: SwiftInterpreter.Value], remade: [String]) = ([:], [])
            for property in declared.storedProperties {
                guard let value = program.peekStored(property.name, of: instance) else { continue }
                if value.carried(rehosting: { .object($0) }) != nil { entry.values[property.name] = value } else { entry.remade.append(property.name) }
            }
            kept[id] = entry
        }
        return kept
    }

    /// `set object.name = value` by a script: Swift's assignment (its observers run) when the
    /// object's Swift class has the stored property.
    func assign(_ name: String, of object: SimObject, _ value: SimCore.Value) throws -> Bool {
        guard let className = object.customClass ?? (object as? TableViewCell)?.typeName,
              let declared = program.declaredClasses.first(where: { $0.name == className }),
              let field = declared.storedProperties.first(where: { $0.name == name }) else { return false }
        let instance = self.instance(for: object)
        let like: SwiftInterpreter.Value? = field.isOptional ? .nilValue : field.typeName == "Int" ? .int(0) : nil
        return try swift { () throws(RunFailure) in try program.assign(name, of: instance, swiftValue(value, like: like)) }
    }

    // MARK: Errors

    /// Load errors as the session reports them: the import stops, and every error the load
    /// found is reported, each at its own line, as the compiler reports them.
    func scriptError(_ diagnostics: [SwiftInterpreter.Diagnostic]) -> ScriptError {
        let errors = diagnostics.filter { !$0.isWarning }
        let reported = (errors.isEmpty ? Array(diagnostics.prefix(1)) : errors).map {
            Diagnostic(.error, location($0.loc), $0.message, hint: $0.hint)
        }
        return ScriptError(reported[0], more: Array(reported.dropFirst()))
    }

    /// Where a program line is: its file, and the line there.
    func location(_ loc: SourceLoc) -> SourceLocation {
        guard let file = files.last(where: { $0.offset < loc.line }) ?? files.first else {
            return SourceLocation(file: "", line: loc.line, column: loc.column)
        }
        return SourceLocation(file: file.path, line: loc.line - file.offset, column: loc.column)
    }

    /// A Swift run that stopped: a trap as Swift words it, at the Swift line.
    func scriptError(_ failure: RunFailure) -> ScriptError {
        switch failure {
        case .trap(let trap):
            return ScriptError(Diagnostic(.error, location(trap.loc), trap.message, hint: "the Swift trapped here; on a device the app would crash"))
        case .unsupported(let d):
            return ScriptError(Diagnostic(.error, location(d.loc), d.message, hint: d.hint))
        case .overBudget(let loc):
            return ScriptError(Diagnostic(.error, location(loc), "the Swift ran past the work budget", hint: "a loop that never ends?"))
        }
    }
}

/// The interpreter's host for a module: it keeps its runtime's reference to the module weak
/// (unowned), so a finished session frees both — a served page or an editor makes a module per
/// run, and a cycle between the program and its host would keep every one.
final class ScreenHost: InterpreterHost {
    unowned let screen: ScreenProgram
    init(screen: ScreenProgram) { self.screen = screen }

    func write(_ text: String) { screen.write(text) }
    func registerNatives(into library: Library) { screen.registerNatives(into: library) }
    func made(_ instance: Instance, hostClass: String) { screen.made(instance, hostClass: hostClass) }
    func send(_ fullName: String, to instance: Instance, args: [SwiftInterpreter.Value], at loc: SourceLoc) throws(Interrupt) -> SwiftInterpreter.Value? {
        try screen.send(fullName, to: instance, args: args, at: loc)
    }
    func describe(_ instance: Instance) -> String? { screen.describe(instance) }
    func call(_ method: String, through property: String, of instance: Instance, args: [SwiftInterpreter.Value],
              at loc: SourceLoc) throws(Interrupt) -> SwiftInterpreter.Value? {
        try screen.call(method, through: property, of: instance, args: args, at: loc)
    }
}
