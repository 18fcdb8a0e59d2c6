import SimCore
import SimHostFiles
import SimLive
import SimScript

/// `simrepl lsp`: the Language Server Protocol over the `.sim` language. It takes one message
/// body at a time and answers with the messages to send; the program around it does the
/// stream (MessageFramer) and calls ``analysePending()`` when no input is waiting, so a burst
/// of keystrokes is analysed once (and a request is answered after the changes before it).
///
/// Each analysis runs the document in a fresh world through `EditorSession` (the interface
/// `serve` drives too): diagnostics are exactly the CLI's (`file:line:col`, message, hint), and
/// on open and save each `expect` shows as passed or failed and each handler that never ran
/// shows why. Files come from the workspace folder only; nothing is written; every run has the
/// work budget and a deadline.
public final class LanguageServer {
    public struct Options {
        /// The only folder files are read from, whatever the document; nil: see
        /// ``LanguageServer/folder(for:)``.
        public var root: String?
        public var maxEvents = Interpreter.defaultMaxEvents
        public var secondsPerRun: Double = 3
        public init() {}
    }

    let options: Options
    /// Where the server's log lines go (the program writes them to standard error).
    let log: (String) -> Void
    /// The Swift front end for scripts that `import "File.swift"`.
    let swiftFrontEnd: () -> (any SwiftFrontEnd)?

    /// The folders the client names (its workspace folders, else its root), or `--root`.
    var workspaces: [ConfinedFolder] = []
    /// The folders found above documents outside them, by path (see ``folder(for:)``).
    var foundRoots: [String: ConfinedFolder] = [:]
    var initialized = false
    var shutDown = false
    var encoding: TextDocument.Encoding = .utf16
    /// How each passed `expect` is marked on open and save (`initializationOptions.passedExpectations`).
    var passedExpectations = PassedExpectations.hint

    /// A Hint by default: an editor shows it faintly (VS Code: dots under the word, not in the
    /// Problems list), so a script of checks is not a wall of messages; `information`, as an
    /// Information; `off`, not at all.
    enum PassedExpectations: String, CaseIterable { case hint, information, off }
    var documents: [String: TextDocument] = [:]
    var analyses: [String: DocumentAnalysis] = [:]
    /// Documents to analyse when input pauses, and whether to show every `expect`'s result
    /// (open and save) or only what went wrong (a change).
    var pending: [String: Bool] = [:]
    /// How long each analysis took, in milliseconds (for `--stats` and the benchmark).
    public internal(set) var analysisTimes: [Int] = []
    /// Set by `exit`: the status the program ends with (0 after `shutdown`, 1 otherwise).
    public private(set) var exitStatus: Int32?

    public init(options: Options, log: @escaping (String) -> Void, swiftFrontEnd: @escaping () -> (any SwiftFrontEnd)? = { nil }) {
        self.options = options
        self.log = log
        self.swiftFrontEnd = swiftFrontEnd
    }

    /// Whether documents wait to be analysed.
    public var hasPending: Bool { !pending.isEmpty }

    /// Handles one message body; returns the messages to send, in order.
    public func handle(_ body: [UInt8]) -> [JSONValue] {
        switch JSONRPC.read(body) {
        case .failure(let failure):
            log("dropped a message: \(failure.message)")
            return [JSONRPC.response(failure)]
        case .success(.response):
            return []
        case .success(.notification(let method, let params)):
            return notify(method, params)
        case .success(.request(let id, let method, let params)):
            // Changes not analysed yet are analysed first: a request's answer (a hover, the
            // shutdown) never overtakes the diagnostics of the changes sent before it.
            let published = initialized && !shutDown ? analysePending() : []
            do {
                return published + [JSONRPC.response(id: id, result: try request(id, method, params))]
            } catch let failure as JSONRPC.Failure {
                return published + [JSONRPC.response(failure)]
            } catch {
                return published + [JSONRPC.response(JSONRPC.Failure(id: id, .internalError, "\(error)"))]
            }
        }
    }

    private func request(_ id: JSONValue, _ method: String, _ params: JSONValue) throws -> JSONValue {
        if method == "initialize" {
            guard !initialized else { throw JSONRPC.Failure(id: id, .invalidRequest, "initialize was already received") }
            return try initialize(id, params)
        }
        guard initialized else { throw JSONRPC.Failure(id: id, .serverNotInitialized, "the server is not initialized yet: send initialize first") }
        guard !shutDown else { throw JSONRPC.Failure(id: id, .invalidRequest, "the server is shutting down: only exit is taken") }
        switch method {
        case "shutdown":
            shutDown = true
            return .null
        case "textDocument/completion": return try completion(id, params)
        case "textDocument/hover": return try hover(id, params)
        case "textDocument/definition": return try definition(id, params)
        case "textDocument/documentSymbol": return try documentSymbols(id, params)
        default:
            throw JSONRPC.Failure(id: id, .methodNotFound, "'\(method)' is not a method this server has")
        }
    }

    private func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitStatus = shutDown ? 0 : 1
            return []
        }
        guard initialized, !shutDown else {
            log("dropped '\(method)': \(shutDown ? "the server is shutting down" : "the server is not initialized yet")")
            return []
        }
        do {
            switch method {
            case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
                return []
            case "textDocument/didOpen": try didOpen(params)
            case "textDocument/didChange": try didChange(params)
            case "textDocument/didSave": try didSave(params)
            case "textDocument/didClose": return try didClose(params)
            default:
                // Notifications the server does not know are ignored, as the protocol asks.
                if !method.hasPrefix("$/") { log("ignored the notification '\(method)'") }
            }
        } catch let failure as JSONRPC.Failure {
            log("dropped '\(method)': \(failure.message)")
        } catch {
            log("dropped '\(method)': \(error)")
        }
        return []
    }

    private func initialize(_ id: JSONValue, _ params: JSONValue) throws -> JSONValue {
        guard case .object = params else { throw JSONRPC.Failure(id: id, .invalidParams, "initialize takes an object of parameters") }
        // UTF-32 counts columns as the interpreter does; UTF-16 is what every client has.
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains("utf-32") ? .utf32 : .utf16
        if let asked = params["initializationOptions"]?["passedExpectations"] {
            if let marks = asked.string.flatMap(PassedExpectations.init(rawValue:)) {
                passedExpectations = marks
            } else {
                log("initializationOptions.passedExpectations is one of \(PassedExpectations.allCases.map(\.rawValue).joined(separator: ", ")): kept \(passedExpectations.rawValue)")
            }
        }
        let named = options.root.map { [$0] }
            ?? params["workspaceFolders"]?.array?.compactMap({ $0["uri"]?.string.flatMap(FileURI.path) }).nonEmpty
            ?? (params["rootUri"]?.string.flatMap(FileURI.path) ?? params["rootPath"]?.string).map { [$0] }
            ?? []
        workspaces = named.compactMap { path in
            do { return try ConfinedFolder(path, noun: "the workspace") } catch {
                log("no workspace folder (\(error))")
                return nil
            }
        }
        initialized = true
        let shown = workspaces.isEmpty ? "found above each document" : workspaces.map(\.root).joined(separator: ", ")
        log("simrepl \(SimreplVersion.current) language server: workspace \(shown), columns in \(encoding.rawValue)")
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "completionProvider": ["triggerCharacters": [".", " "]],
                "hoverProvider": true,
                "definitionProvider": true,
                "documentSymbolProvider": true,
            ],
            "serverInfo": ["name": "simrepl", "version": .string(SimreplVersion.current)],
        ]
    }
}

extension Array {
    /// Nil when empty.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
