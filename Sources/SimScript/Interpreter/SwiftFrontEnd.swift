import SimCore

/// The Swift front end as the .sim runtime sees it. SimSwift reads a Swift file with swift-syntax
/// and lowers what it declares onto the runtime `.sim` bodies run on, so a Swift scene's trace reads
/// as a `.sim` one. SimScript knows only this interface: it never links the parser, and a
/// `.sim`-only session that has no front end installed (a library user's) refuses `import`.
public protocol SwiftFrontEnd: Sendable {
    /// Lowers the Swift source `text` of the file `path`. Throws a ``ScriptError`` at the
    /// construct's `file:line:col` for anything outside the subset, as a compiler stops.
    func lower(path: String, text: String) throws -> LoweredSwift
    /// Loads the file to run as Swift inside this session (the interpreter's bridge): its
    /// classes' methods are handlers that run the Swift. Nil for a front end that lowers.
    func bridge(path: String, text: String, simulator: Simulator) throws -> BridgedSwift?
}

extension SwiftFrontEnd {
    public func bridge(path: String, text: String, simulator: Simulator) throws -> BridgedSwift? { nil }
}

/// A Swift file loaded to run as Swift: its classes, whose methods run the file's own code when
/// the engine calls them, through the same `Method` a `.sim` body is.
public struct BridgedSwift {
    /// The file's protocols as `.sim` `protocol` commands (the delegate checks read them).
    public var protocols: String
    public var classes: [Class]
    /// What a compiler would warn about.
    public var warnings: [Diagnostic]

    public init(protocols: String, classes: [Class], warnings: [Diagnostic]) {
        self.protocols = protocols; self.classes = classes; self.warnings = warnings
    }

    public struct Class {
        public let name: String
        /// The UIKit class it subclasses, as written (`UIViewController`).
        public let superclass: String
        /// Its methods UIKit can send (the `@objc` ones, `@IBAction`s and overrides).
        public let methods: [Method]
        /// `@IBOutlet var NAME`: strong unless declared `weak`.
        public let outlets: [(name: String, strong: Bool)]
        /// Makes the Swift instance behind `object`, just made as this class: its stored
        /// properties' initial values run.
        public let makeInstance: (_ object: SimObject) throws -> Void
        /// The `addTarget(self, …)` calls its stored properties' initial values made so far
        /// (`self` there is not the instance): what `why` explains.
        public let initializerTargets: () -> [LoweredSwift.InitializerTarget]
        /// The stored properties `set` must refuse after the instance is made: a struct's `let`s.
        public let constants: [String]

        public init(name: String, superclass: String, methods: [Method], outlets: [(name: String, strong: Bool)],
                    makeInstance: @escaping (SimObject) throws -> Void,
                    initializerTargets: @escaping () -> [LoweredSwift.InitializerTarget] = { [] }, constants: [String] = []) {
            self.name = name; self.superclass = superclass; self.methods = methods; self.outlets = outlets
            self.makeInstance = makeInstance; self.initializerTargets = initializerTargets; self.constants = constants
        }
    }
}

/// What a Swift file declares, as `.sim` text. Every command starts at the line and column of the
/// Swift it came from, so a diagnostic, a closure's definition site and `why` point into the Swift
/// file, and a quoted line is the Swift line.
public struct LoweredSwift: Sendable {
    /// The file's protocols and classes: `protocol` and `class` commands.
    public var declarations: String
    /// The file's classes, in declaration order.
    public var classes: [Class]
    /// What a compiler would warn about, and the old spellings accepted under their new names.
    public var warnings: [Diagnostic]

    public init(declarations: String, classes: [Class], warnings: [Diagnostic]) {
        self.declarations = declarations; self.classes = classes; self.warnings = warnings
    }

    /// A Swift class (or struct): the UIKit class it subclasses and what making one does.
    public struct Class: Sendable {
        public let name: String
        /// `UIViewController`, `UIButton`… as written in the inheritance clause; ``structType``
        /// for a struct, which is made as a plain object (`object NAME class TYPE FIELD VALUE…`).
        public let superclass: String
        /// `.sim` text that sets up the instance named by the first argument, whose stored
        /// properties so far (a struct's fields, given to its maker) are the second: its stored
        /// properties' initializers in declaration order (Swift's phase-one initialization), then
        /// its `weak` delegate properties; a struct's computed properties. Empty when there is
        /// nothing to set up. Throws what Swift's initializer call would reject.
        public let setup: @Sendable (_ instance: String, _ stored: [(name: String, value: Value)]) throws -> String
        /// Each `addTarget(self, …)` in a stored property's initializer: there `self` is not the
        /// instance, so the action was registered with no target. `why` names it.
        public let initializerTargets: [InitializerTarget]
        /// The stored properties `set` must refuse after the instance is made: a struct's `let`s.
        public let constants: [String]

        public init(name: String, superclass: String, setup: @escaping @Sendable (String, [(name: String, value: Value)]) throws -> String,
                    initializerTargets: [InitializerTarget] = [], constants: [String] = []) {
            self.name = name; self.superclass = superclass; self.setup = setup
            self.initializerTargets = initializerTargets; self.constants = constants
        }

        /// What ``superclass`` says for a struct.
        public static let structType = "struct"
    }

    /// `button.addTarget(self, action: #selector(performLogin(_:)), …)` in the initializer of
    /// the stored property `property`.
    public struct InitializerTarget: Sendable, Equatable {
        public let property: String
        public let selector: String
        public let location: SourceLocation
        public init(property: String, selector: String, location: SourceLocation) {
            self.property = property; self.selector = selector; self.location = location
        }
    }
}

/// A class the Swift front end declared: what `adopt` needs beyond a `.sim` class.
struct SwiftClassOrigin {
    let file: String
    let superclass: String
    let setup: @Sendable (String, [(name: String, value: Value)]) throws -> String
    let initializerTargets: [LoweredSwift.InitializerTarget]
    let constants: [String]
    /// The bridge's: makes the Swift instance behind an object made as the class.
    var makeInstance: ((SimObject) throws -> Void)? = nil
    /// The bridge's initializer targets, found as the instances are made.
    var bridgedInitializerTargets: (() -> [LoweredSwift.InitializerTarget])? = nil
}

extension Session {
    /// `import "File.swift"`: lowers the file with the installed front end and runs what it
    /// declares. The classes are then made with the makers' `class NAME`, as a `.sim` class is.
    func importSwift(_ pathToken: Token) throws {
        let path = resolvePath(pathToken.text, relativeTo: pathToken.location.file)
        guard path.hasSuffix(".swift") else {
            throw error(pathToken, "`import` reads a Swift file (.swift), not '\(pathToken.text)'", hint: "include runs a .sim file: include \"\(pathToken.text)\"")
        }
        guard let swiftFrontEnd else {
            throw error(pathToken, "this session has no Swift front end", hint: "the simrepl binary has one; a library user installs SimSwift's SwiftFrontEnd on the Interpreter")
        }
        let text = try readNamedFile(pathToken, at: path, hint: "`import` reads a Swift file; a relative path starts from the importing file's folder")
        ports.sources.add(text, file: path)
        if let bridged = try swiftAt(pathToken, { try swiftFrontEnd.bridge(path: path, text: text, simulator: simulator) }) {
            return try declare(bridged, from: path)
        }
        let lowered: LoweredSwift
        do {
            lowered = try swiftFrontEnd.lower(path: path, text: text)
        } catch var error as ScriptError where error.diagnostic.location == nil {
            // About no line of the Swift (the front end could not run): the import's.
            error.diagnostic.location = pathToken.location
            throw ScriptError(withSourceLine(error.diagnostic))
        }
        for warning in lowered.warnings { diagnose(withSourceLine(warning)) }
        state.includeStack.append(path)
        defer { state.includeStack.removeLast() }
        try runningSwift { try runSource(.text(lowered.declarations, firstLine: 1), path, false) }
        for type in lowered.classes {
            var declared = state.classes[type.name] ?? ScriptClass(name: type.name)
            declared.swift = SwiftClassOrigin(file: path, superclass: type.superclass, setup: type.setup,
                                              initializerTargets: type.initializerTargets, constants: type.constants)
            state.classes[type.name] = declared
        }
    }

    /// Runs a front end's step; an error about no line of the Swift is the import's.
    private func swiftAt<T>(_ pathToken: Token, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as ScriptError where error.diagnostic.location == nil {
            error.diagnostic.location = pathToken.location
            throw ScriptError(withSourceLine(error.diagnostic))
        }
    }

    /// Declares what the bridge loaded: its protocols, and its classes with their methods.
    private func declare(_ bridged: BridgedSwift, from path: String) throws {
        for warning in bridged.warnings { diagnose(withSourceLine(warning)) }
        state.includeStack.append(path)
        defer { state.includeStack.removeLast() }
        if !bridged.protocols.isEmpty { try runningSwift { try runSource(.text(bridged.protocols, firstLine: 1), path, false) } }
        for type in bridged.classes {
            var declared = state.classes[type.name] ?? ScriptClass(name: type.name)
            declared.methods = type.methods
            declared.outlets = type.outlets
            declared.swift = SwiftClassOrigin(file: path, superclass: type.superclass, setup: { _, _ in "" },
                                              initializerTargets: [], constants: type.constants, makeInstance: type.makeInstance,
                                              bridgedInitializerTargets: type.initializerTargets)
            state.classes[type.name] = declared
        }
    }

    /// Whether a command that echoes itself when the script runs it (`set X.delegate = Y`)
    /// does so here: not inside a handler, and not in `.sim` the Swift front end wrote — the
    /// reader never typed that line.
    var echoesCommands: Bool { state.frames.isEmpty && !inSwiftCode }

    func runningSwift(_ body: () throws -> Void) rethrows {
        let outer = inSwiftCode
        inSwiftCode = true
        defer { inSwiftCode = outer }
        try body()
    }

    /// `why`'s note for a handler of a Swift instance whose control was wired in a stored
    /// property's initializer: `self` there was not the instance, so the target is nil.
    func swiftInitializerNote(target: SimObject, selector: String) -> String? {
        guard let origin = target.customClass.flatMap({ state.classes[$0] })?.swift,
              let wired = (origin.bridgedInitializerTargets?() ?? origin.initializerTargets).first(where: { $0.selector == selector }) else { return nil }
        return "note: \(wired.location): addTarget(self, …) in the initializer of the stored property '\(wired.property)' did not pass \(target.name): " +
            "there `self` is NSObject's method self(), a temporary freed at once, so \(target.name).\(wired.property) sends \(selector) to a nil target — up the responder chain, " +
            "which reaches \(target.name) only while the control is in its view hierarchy\n  fix: make it `lazy var \(wired.property)` (self is then the instance), or call addTarget in viewDidLoad"
    }

    /// Runs a Swift class's instance setup for `object`, just made as it: the stored properties'
    /// initializers, as `init()` runs them before anything can use the object.
    func setUpSwiftInstance(_ origin: SwiftClassOrigin, _ object: SimObject, at location: SourceLocation) throws {
        if let makeInstance = origin.makeInstance {
            for name in origin.constants { state.constantProperties.insert(StoredPropertyKey(object: object.id, name: name)) }
            do {
                return try runningSwift { try makeInstance(object) }
            } catch var error as ScriptError where error.diagnostic.location == nil {
                // What the initializer call would reject (a missing field): the maker's line.
                error.diagnostic.location = location
                throw ScriptError(withSourceLine(error.diagnostic))
            }
        }
        let text: String
        do {
            text = try origin.setup(object.name, object.attributes)
        } catch var error as ScriptError where error.diagnostic.location == nil {
            // What the initializer call would reject (a missing field): the maker's line.
            error.diagnostic.location = location
            throw ScriptError(withSourceLine(error.diagnostic))
        }
        for name in origin.constants { state.constantProperties.insert(StoredPropertyKey(object: object.id, name: name)) }
        guard !text.isEmpty else { return }
        try runningSwift { try runSource(.text(text, firstLine: 1), origin.file, false) }
    }
}
