import SimCore
import SimScript

/// What `simrepl` and `simrepl-swift` say to each other (in the bytes of ``WireWriter``). The
/// parser lives in the second executable so that `simrepl` does not link swift-syntax: linking it
/// made every `.sim` run's start a third dearer (the runtime's scan of every protocol conformance
/// in the binary, a symbol table six times larger), though no `.sim` run ever parses Swift.
enum SwiftLoweringWire {
    /// simrepl → simrepl-swift.
    enum Request: Equatable {
        /// Lower the file `path`, whose text is `text`.
        case lower(path: String, text: String)
        /// Run the setup of struct `typeName` of the file lowered last under `path`.
        case setup(path: String, typeName: String, instance: String, stored: [Stored])
    }

    /// simrepl-swift → simrepl.
    enum Response: Equatable {
        case lowered(Lowered)
        case setupText(String)
        case error(Diagnostic)
    }

    /// ``LoweredSwift`` without its setup closures: the client makes them.
    struct Lowered: Equatable {
        var declarations: String
        var classes: [Class]
        var warnings: [Diagnostic]

        struct Class: Equatable {
            var name: String
            var superclass: String
            var initializerTargets: [LoweredSwift.InitializerTarget]
            var constants: [String]
            /// A class's setup is its text with the instance's name put in: that text, with
            /// ``instanceMarker`` for the name, so the client makes instances without asking.
            /// nil for a struct, whose setup computes from its fields: asked for each value.
            var template: String?
        }

        /// Stands for the instance's name in a template: no name or source text holds it.
        static let instanceMarker = "\u{1}INSTANCE\u{1}"
    }

    /// A struct's field as its maker gave it: a literal value (an object cannot cross).
    struct Stored: Equatable {
        var name: String
        var value: Value
    }
}

extension SwiftLoweringWire.Lowered {
    init(_ lowered: LoweredSwift) {
        declarations = lowered.declarations
        classes = lowered.classes.map {
            Class(name: $0.name, superclass: $0.superclass, initializerTargets: $0.initializerTargets, constants: $0.constants,
                  template: $0.superclass == LoweredSwift.Class.structType ? nil : try? $0.setup(Self.instanceMarker, []))
        }
        warnings = lowered.warnings
    }
}

// MARK: - Bytes

extension SwiftLoweringWire.Request {
    var encoded: [UInt8] {
        var w = WireWriter()
        switch self {
        case .lower(let path, let text):
            w.field("lower"); w.field(path); w.field(text)
        case .setup(let path, let typeName, let instance, let stored):
            w.field("setup"); w.field(path); w.field(typeName); w.field(instance)
            w.field(stored.count)
            for field in stored { w.field(field.name); w.value(field.value) }
        }
        return w.framed
    }

    init(decoding bytes: [UInt8]) throws(WireReader.Malformed) {
        var r = WireReader(bytes)
        switch try r.text() {
        case "lower": self = .lower(path: try r.text(), text: try r.text())
        case "setup":
            let path = try r.text(), typeName = try r.text(), instance = try r.text()
            var stored: [SwiftLoweringWire.Stored] = []
            for _ in 0..<(try r.count()) { stored.append(.init(name: try r.text(), value: try r.value())) }
            self = .setup(path: path, typeName: typeName, instance: instance, stored: stored)
        default: throw WireReader.Malformed()
        }
        guard r.isAtEnd else { throw WireReader.Malformed() }
    }
}

extension SwiftLoweringWire.Response {
    var encoded: [UInt8] {
        var w = WireWriter()
        switch self {
        case .error(let diagnostic): w.field("error"); w.diagnostic(diagnostic)
        case .setupText(let text): w.field("setupText"); w.field(text)
        case .lowered(let lowered):
            w.field("lowered"); w.field(lowered.declarations)
            w.field(lowered.classes.count)
            for c in lowered.classes {
                w.field(c.name); w.field(c.superclass)
                w.field(c.initializerTargets.count)
                for t in c.initializerTargets { w.field(t.property); w.field(t.selector); w.location(t.location) }
                w.field(c.constants.count)
                for constant in c.constants { w.field(constant) }
                w.optional(c.template)
            }
            w.field(lowered.warnings.count)
            for warning in lowered.warnings { w.diagnostic(warning) }
        }
        return w.framed
    }

    init(decoding bytes: [UInt8]) throws(WireReader.Malformed) {
        var r = WireReader(bytes)
        switch try r.text() {
        case "error": self = .error(try r.diagnostic())
        case "setupText": self = .setupText(try r.text())
        case "lowered":
            let declarations = try r.text()
            var classes: [SwiftLoweringWire.Lowered.Class] = []
            for _ in 0..<(try r.count()) {
                let name = try r.text(), superclass = try r.text()
                var targets: [LoweredSwift.InitializerTarget] = []
                for _ in 0..<(try r.count()) {
                    targets.append(.init(property: try r.text(), selector: try r.text(), location: try r.location()))
                }
                var constants: [String] = []
                for _ in 0..<(try r.count()) { constants.append(try r.text()) }
                classes.append(.init(name: name, superclass: superclass, initializerTargets: targets, constants: constants, template: try r.optional()))
            }
            var warnings: [Diagnostic] = []
            for _ in 0..<(try r.count()) { warnings.append(try r.diagnostic()) }
            self = .lowered(.init(declarations: declarations, classes: classes, warnings: warnings))
        default: throw WireReader.Malformed()
        }
        guard r.isAtEnd else { throw WireReader.Malformed() }
    }
}

extension WireWriter {
    mutating func location(_ location: SourceLocation) {
        field(location.file); field(location.line); field(location.column)
    }

    mutating func diagnostic(_ d: Diagnostic) {
        field(d.severity.rawValue)
        field(d.location == nil ? "0" : "1")
        if let location = d.location { self.location(location) }
        field(d.message); optional(d.hint); optional(d.sourceLine)
    }

    /// A literal value; an object has no meaning in the other process (the client refuses it).
    mutating func value(_ value: Value) {
        switch value {
        case .string(let s): field("s"); field(s)
        case .number(let n): field("n"); field("\(n)")
        case .bool(let b): field(b ? "t" : "f")
        case .null, .object: field("0")
        case .list(let items):
            field("l"); field(items.count)
            for item in items { self.value(item) }
        }
    }
}

extension WireReader {
    mutating func location() throws(Malformed) -> SourceLocation {
        SourceLocation(file: try text(), line: try number(), column: try number())
    }

    mutating func diagnostic() throws(Malformed) -> Diagnostic {
        guard let severity = Diagnostic.Severity(rawValue: try text()) else { throw Malformed() }
        let location: SourceLocation?
        switch try text() {
        case "0": location = nil
        case "1": location = try self.location()
        default: throw Malformed()
        }
        var d = Diagnostic(severity, location, try text(), hint: try optional())
        d.sourceLine = try optional()
        return d
    }

    mutating func value(depth: Int = 0) throws(Malformed) -> Value {
        guard depth < 64 else { throw Malformed() }
        switch try text() {
        case "s": return .string(try text())
        case "n":
            guard let n = Double(try text()) else { throw Malformed() }
            return .number(n)
        case "t": return .bool(true)
        case "f": return .bool(false)
        case "0": return .null
        case "l":
            var items: [Value] = []
            for _ in 0..<(try count()) { items.append(try value(depth: depth + 1)) }
            return .list(items)
        default: throw Malformed()
        }
    }
}
