import Glibc
import SimCore
import SimScript
import Synchronization

/// The Swift front end as `simrepl` uses it: the lowering runs in `simrepl-swift`, a second
/// executable beside `simrepl` that links swift-syntax, started at the session's first `import`
/// and kept for its instances' setups. `simrepl` itself never links the parser, so a `.sim` run
/// starts as if Swift did not exist.
public struct SwiftHelperFrontEnd: SwiftFrontEnd {
    private let connection: Connection

    /// The helper next to the running executable (symbolic links resolved), or the one
    /// `SIMREPL_SWIFT_HELPER` names.
    public init() {
        connection = Connection(executable: nil)
    }

    /// The helper at `executable` (a path): for a build that installs it elsewhere.
    public init(executable: String) {
        connection = Connection(executable: executable)
    }

    /// The helper's file name, beside `simrepl`.
    public static let executableName = "simrepl-swift"

    /// How long the helper may take to answer one request (read a file, make an instance):
    /// 30 s, far above what a 5,000-line file takes, or SIMREPL_SWIFT_HELPER_TIMEOUT seconds.
    /// A helper past it is stopped and the load fails, rather than simrepl waiting for ever.
    static let answerTimeout: Duration = {
        if let text = getenv("SIMREPL_SWIFT_HELPER_TIMEOUT").map({ String(cString: $0) }), let seconds = Double(text), seconds > 0, seconds <= 86_400 {
            return .milliseconds(Int64(seconds * 1000))
        }
        return .seconds(30)
    }()

    /// The hint of every error that means the two executables disagree.
    static let bugHint = "a bug in simrepl's Swift front end: please report it with the Swift file"

    /// Starts the helper now, so that its start-up runs beside the caller's instead of after it:
    /// for a script that will import Swift (see ``mayImportSwift(path:)``).
    public func startEarly() {
        connection.startEarly()
    }

    /// Whether the script at `path` looks as if it imports a Swift file: a `.swift` file itself,
    /// or `.swift"` in its first 8 KiB (imports come first). A guess that only decides when the
    /// helper starts, never whether it does.
    public static func mayImportSwift(path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        // Only a regular file: reading a pipe or a device (`/dev/stdin`) would eat the script.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 8192)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0 else { return false }
        return String(decoding: head[..<n], as: UTF8.self).contains(".swift\"")
    }

    public static func helperPath() -> String {
        if let named = getenv("SIMREPL_SWIFT_HELPER") { return String(cString: named) }
        return SiblingExecutable.path(named: executableName)
    }

    public func lower(path: String, text: String) throws -> LoweredSwift {
        guard case .lowered(let lowered) = try connection.send(.lower(path: path, text: text)) else { throw connection.unexpected("lower") }
        let connection = self.connection
        return LoweredSwift(
            declarations: lowered.declarations,
            classes: lowered.classes.map { type in
                LoweredSwift.Class(
                    name: type.name, superclass: type.superclass,
                    setup: { instance, stored in
                        if let template = type.template {
                            return template.replacing(SwiftLoweringWire.Lowered.instanceMarker, with: instance)
                        }
                        for (name, value) in stored where value.holdsObject {
                            throw ScriptError(Diagnostic(.error, nil, "\(type.name).\(name) holds an object: a Swift struct's field here holds a literal value",
                                                         hint: "give it text, a number, true/false or a list"))
                        }
                        let request = SwiftLoweringWire.Request.setup(path: path, typeName: type.name, instance: instance,
                                                                      stored: stored.map { .init(name: $0.name, value: $0.value) })
                        guard case .setupText(let text) = try connection.send(request) else { throw connection.unexpected("setup") }
                        return text
                    },
                    initializerTargets: type.initializerTargets,
                    constants: type.constants)
            },
            warnings: lowered.warnings)
    }

    /// The helper process, started on the first request; one request at a time.
    final class Connection: Sendable {
        /// Resolved when first needed: a `.sim`-only session never looks for the helper.
        private let named: String?
        private let process = Mutex<HelperProcess?>(nil)

        init(executable: String?) { named = executable }

        var executable: String { named ?? SwiftHelperFrontEnd.helperPath() }

        func startEarly() {
            process.withLock { helper in
                if helper == nil { helper = try? HelperProcess(executable: executable) }
            }
        }

        func send(_ request: SwiftLoweringWire.Request) throws -> SwiftLoweringWire.Response {
            let message = request.encoded
            let answer: [UInt8] = try process.withLock { (helper: inout HelperProcess?) throws -> [UInt8] in
                do throws(HelperProcess.Failure) {
                    if helper == nil { helper = try HelperProcess(executable: executable) }
                    return try helper!.exchange(message, timeout: SwiftHelperFrontEnd.answerTimeout)
                } catch .cannotStart(let why) {
                    throw ScriptError(Diagnostic(.error, nil, "cannot start \(executable), which reads Swift files for simrepl: \(why)",
                                                 hint: "build it beside simrepl: swift build -c release --product \(SwiftHelperFrontEnd.executableName) (scripts/setup.sh builds both), or name it in SIMREPL_SWIFT_HELPER"))
                } catch .stopped(let how) {
                    helper = nil
                    throw ScriptError(Diagnostic(.error, nil, "\(executable), which reads Swift files for simrepl, stopped: \(how)",
                                                 hint: SwiftHelperFrontEnd.bugHint))
                }
            }
            let response: SwiftLoweringWire.Response
            do { response = try SwiftLoweringWire.Response(decoding: answer) } catch { throw unexpected("the request") }
            if case .error(let diagnostic) = response { throw ScriptError(diagnostic) }
            return response
        }

        func unexpected(_ what: String) -> ScriptError {
            ScriptError(Diagnostic(.error, nil, "\(executable) gave no answer simrepl could read to \(what)", hint: SwiftHelperFrontEnd.bugHint))
        }
    }
}
