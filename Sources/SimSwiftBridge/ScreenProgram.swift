import SimCore
import SimScript
import SwiftInterpreter

/// One imported Swift file, running: the interpreter's program, the session's simulator, the
/// Swift instance behind each object made as one of the file's classes (or handed to Swift), and
/// the handler running now — what `print` writes into and UIKit calls act under.
final class ScreenProgram: InterpreterHost {
    let path: String
    unowned let simulator: Simulator
    private(set) var program: Program!
    /// The library's UIKit classes, by name (set when the program loads).
    var uikit = UIKitClasses()
    /// The instance standing for each object Swift has seen.
    var instances: [SimObject.ID: Instance] = [:]
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
    var initializerTargets: [String: [LoweredSwift.InitializerTarget]] = [:]
    /// An engine error raised under Swift (a nested handler's), reported when Swift unwinds.
    var pendingEngineError: ScriptError?

    private init(path: String, simulator: Simulator) {
        self.path = path
        self.simulator = simulator
    }

    var world: World { simulator.world }

    static func load(path: String, text: String, simulator: Simulator) throws -> ScreenProgram {
        let screen = ScreenProgram(path: path, simulator: simulator)
        do {
            screen.program = try SwiftInterpreter.Interpreter.load(source: text, fileName: path, host: screen)
        } catch {
            throw screen.scriptError(error.diagnostics)
        }
        return screen
    }

    // MARK: InterpreterHost

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
        instance.attach(host: object, fields: fieldsKeeper(for: instance))
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

    // MARK: Errors

    /// Load errors as the session reports them: the first stops the import, at its line.
    func scriptError(_ diagnostics: [SwiftInterpreter.Diagnostic]) -> ScriptError {
        let errors = diagnostics.filter { !$0.isWarning }
        let first = errors.first ?? diagnostics[0]
        var hint = first.hint
        if errors.count > 1 {
            let more = errors.dropFirst().map { "\(path):\($0.loc): \($0.message)" }.joined(separator: "\n  ")
            hint = (hint.map { $0 + "\n  " } ?? "") + "also:\n  " + more
        }
        return ScriptError(Diagnostic(.error, location(first.loc), first.message, hint: hint))
    }

    func location(_ loc: SourceLoc) -> SourceLocation {
        SourceLocation(file: path, line: loc.line, column: loc.column)
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
