import SimCore

/// The Swift front end as the .sim runtime sees it: SimSwiftBridge loads a Swift file on
/// simrepl's Swift interpreter, and the classes it declares become the session's — their methods
/// are handlers (`Method`s) that run the Swift. SimScript knows only this interface: it never
/// links the parser, and a session with no front end installed (a library user's) refuses
/// `import`.
public protocol SwiftFrontEnd: Sendable {
    /// Loads the file `path` (its text `text`) to run as Swift in the session whose simulator is
    /// `simulator`. Throws a ``ScriptError`` at the Swift's `file:line:col` for what does not
    /// compile, as a compiler stops.
    func bridge(path: String, text: String, simulator: Simulator) throws -> BridgedSwift?
}

public struct BridgedSwift {
    public var classes: [Class]
    /// What a compiler would warn about.
    public var warnings: [Diagnostic]

    public init(classes: [Class], warnings: [Diagnostic]) {
        self.classes = classes; self.warnings = warnings
    }

    /// `button.addTarget(self, action: #selector(performLogin(_:)), …)` in the initial value of
    /// the stored property `property`: there `self` is not the instance. `why` names it.
    public struct InitializerTarget: Sendable, Equatable {
        public let property: String
        public let selector: String
        public let location: SourceLocation
        public init(property: String, selector: String, location: SourceLocation) {
            self.property = property; self.selector = selector; self.location = location
        }
    }

    public struct Class {
        /// What ``superclass`` says for a struct (a script makes one with `object NAME class …`).
        public static let structType = "struct"

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
        public let initializerTargets: () -> [BridgedSwift.InitializerTarget]
        /// The stored properties `set` must refuse after the instance is made: a struct's `let`s.
        public let constants: [String]

        public init(name: String, superclass: String, methods: [Method], outlets: [(name: String, strong: Bool)],
                    makeInstance: @escaping (SimObject) throws -> Void,
                    initializerTargets: @escaping () -> [BridgedSwift.InitializerTarget] = { [] }, constants: [String] = []) {
            self.name = name; self.superclass = superclass; self.methods = methods; self.outlets = outlets
            self.makeInstance = makeInstance; self.initializerTargets = initializerTargets; self.constants = constants
        }
    }
}

/// A class the Swift front end declared: what `adopt` needs beyond a `.sim` class.
struct SwiftClassOrigin {
    let file: String
    let superclass: String
    /// The stored properties `set` refuses after the instance is made: a struct's `let`s.
    let constants: [String]
    /// Makes the Swift instance behind an object made as the class.
    let makeInstance: (SimObject) throws -> Void
    /// The `addTarget(self, …)` calls of its initial values, found as instances are made.
    let initializerTargets: () -> [BridgedSwift.InitializerTarget]
}

extension Session {
    /// `import "File.swift"`: loads the file with the installed front end and declares what it
    /// declares. The classes are then made with the makers' `class NAME`, as a `.sim` class is.
    func importSwift(_ pathToken: Token) throws {
        let path = resolvePath(pathToken.text, relativeTo: pathToken.location.file)
        guard path.hasSuffix(".swift") else {
            throw error(pathToken, "`import` reads a Swift file (.swift), not '\(pathToken.text)'", hint: "include runs a .sim file: include \"\(pathToken.text)\"")
        }
        guard let swiftFrontEnd else {
            throw error(pathToken, "this session has no Swift front end", hint: "simrepl-swift has one (simrepl becomes it for Swift); a library user installs SimSwiftBridge's SwiftBridgeFrontEnd on the Interpreter")
        }
        let text = try readNamedFile(pathToken, at: path, hint: "`import` reads a Swift file; a relative path starts from the importing file's folder")
        ports.sources.add(text, file: path)
        guard let bridged = try swiftAt(pathToken, { try swiftFrontEnd.bridge(path: path, text: text, simulator: simulator) }) else { return }
        try declare(bridged, from: path)
    }

    /// Runs a front end's step; an error about no line of the Swift is the import's.
    private func swiftAt<T>(_ pathToken: Token, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as ScriptError where error.diagnostic.location == nil {
            error.diagnostic.location = pathToken.location
            throw ScriptError(withSourceLine(error.diagnostic), more: error.more)
        }
    }

    /// Declares what the bridge loaded: its classes, with their methods and outlets.
    private func declare(_ bridged: BridgedSwift, from path: String) throws {
        for warning in bridged.warnings { diagnose(withSourceLine(warning)) }
        state.includeStack.append(path)
        defer { state.includeStack.removeLast() }
        for type in bridged.classes {
            var declared = state.classes[type.name] ?? ScriptClass(name: type.name)
            declared.methods = type.methods
            declared.outlets = type.outlets
            declared.swift = SwiftClassOrigin(file: path, superclass: type.superclass, constants: type.constants,
                                              makeInstance: type.makeInstance, initializerTargets: type.initializerTargets)
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
              let wired = origin.initializerTargets().first(where: { $0.selector == selector }) else { return nil }
        return "note: \(wired.location): addTarget(self, …) in the initializer of the stored property '\(wired.property)' did not pass \(target.name): " +
            "there `self` is NSObject's method self(), a temporary freed at once, so \(target.name).\(wired.property) sends \(selector) to a nil target — up the responder chain, " +
            "which reaches \(target.name) only while the control is in its view hierarchy\n  fix: make it `lazy var \(wired.property)` (self is then the instance), or call addTarget in viewDidLoad"
    }

    /// Makes the Swift instance behind `object`, just made as a Swift class: its stored
    /// properties' initial values run, as `init()` runs them before anything can use the object.
    func setUpSwiftInstance(_ origin: SwiftClassOrigin, _ object: SimObject, at location: SourceLocation) throws {
        for name in origin.constants { state.constantProperties.insert(StoredPropertyKey(object: object.id, name: name)) }
        do {
            try runningSwift { try origin.makeInstance(object) }
        } catch var error as ScriptError where error.diagnostic.location == nil {
            // What the initializer call would reject (a missing field): the maker's line.
            error.diagnostic.location = location
            throw ScriptError(withSourceLine(error.diagnostic))
        }
    }
}
