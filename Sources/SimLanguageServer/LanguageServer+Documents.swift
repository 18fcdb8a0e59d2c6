import SimCore
import SimLive
import SimReplay
import SimScript

/// Open documents, their analysis and the diagnostics published from it.
extension LanguageServer {
    func didOpen(_ params: JSONValue) throws {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            throw JSONRPC.Failure(id: .null, .invalidParams, "didOpen needs textDocument.uri and textDocument.text")
        }
        let path = FileURI.path(uri) ?? uri
        documents[uri] = TextDocument(uri: uri, path: path, version: item["version"]?.int ?? 0, text: text)
        pending[uri] = true
    }

    func didChange(_ params: JSONValue) throws {
        guard let uri = params["textDocument"]?["uri"]?.string, let openVersion = documents[uri]?.version,
              let changes = params["contentChanges"]?.array else {
            throw JSONRPC.Failure(id: .null, .invalidParams, "didChange needs an open textDocument.uri and contentChanges")
        }
        let version = params["textDocument"]?["version"]?.int ?? openVersion &+ 1
        // All the changes are read before any is made: a broken one leaves the document as it was.
        let edits = try changes.map { change in
            guard let text = change["text"]?.string else { throw JSONRPC.Failure(id: .null, .invalidParams, "a content change needs its text") }
            let range = change["range"].flatMap(Self.parsedRange)
            if change["range"] != nil && range == nil { throw JSONRPC.Failure(id: .null, .invalidParams, "a content change's range is not a range") }
            return (text, range)
        }
        // Every analysis may have read this text (an include is open too): none is current now.
        // Dropped first, with the document's entry, so the text is edited in place, not copied.
        analyses.removeAll()
        guard var document = documents.removeValue(forKey: uri) else { return }
        for (text, range) in edits { document.apply(text, range: range, version: version, encoding: encoding) }
        documents[uri] = document
        pending[uri] = pending[uri] ?? false
    }

    func didSave(_ params: JSONValue) throws {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw JSONRPC.Failure(id: .null, .invalidParams, "didSave needs textDocument.uri")
        }
        // A saved include or Swift file changes what the scripts that use it do: run them all.
        for open in documents.keys where open.hasSuffix(".sim") || open == uri { pending[open] = true }
    }

    func didClose(_ params: JSONValue) throws -> [JSONValue] {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw JSONRPC.Failure(id: .null, .invalidParams, "didClose needs textDocument.uri")
        }
        documents[uri] = nil
        analyses[uri] = nil
        pending[uri] = nil
        return [publish(uri, [])]
    }

    /// Analyses every document waiting, in a stable order; returns their diagnostics.
    public func analysePending() -> [JSONValue] {
        let waiting = pending.sorted { $0.key < $1.key }
        pending.removeAll()
        return waiting.compactMap { uri, withResults in
            guard let document = documents[uri] else { return nil }
            let analysis = analyse(document)
            return publish(uri, diagnostics(analysis, document, withResults: withResults))
        }
    }

    /// The document's analysis, run now if it is out of date (a request after a change).
    func currentAnalysis(_ uri: String) -> DocumentAnalysis? {
        if let analysis = analyses[uri] { return analysis }
        guard let document = documents[uri] else { return nil }
        return analyse(document)
    }

    private func analyse(_ document: TextDocument) -> DocumentAnalysis {
        // A .swift document is run through the .sim drivers that import it, not on its own.
        let folder = folder(for: document.path)
        var session = EditorSession(readFile: { path in try Self.read(path, from: folder) })
        // `include "…"` completes from the document's own folder, as the path is read.
        let here = document.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        session.listFolder = { path in folder?.list(path.hasPrefix("/") ? path : here + "/" + path) ?? [] }
        session.swiftFrontEnd = swiftFrontEnd
        session.maxEvents = options.maxEvents
        session.secondsPerRun = options.secondsPerRun
        let others = Dictionary(documents.values.filter { $0.uri != document.uri }.map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
        let analysis = session.analyze(file: document.path, text: document.text, openDocuments: others)
        analyses[document.uri] = analysis
        analysisTimes.append(analysis.milliseconds)
        return analysis
    }

    // MARK: - Diagnostics

    /// The LSP diagnostics of an analysis, all in `document`: what the CLI reports (an error in a
    /// file the script brings in is shown at the line that brings it in), then on open and save
    /// each passed `expect` (a Hint unless ``passedExpectations`` says otherwise) and each
    /// handler that never ran, with why.
    func diagnostics(_ analysis: DocumentAnalysis, _ document: TextDocument, withResults: Bool) -> [JSONValue] {
        var out: [JSONValue] = []
        // An exercise's hints give the cause, not the fix, in the editor as on the command line.
        let hints = HintLevel.default(for: document.path)
        for d in analysis.diagnostics.map(hints.shown) {
            let severity: Int, code: String
            switch d.severity {
            case .error: (severity, code) = (1, "error")
            case .warning: (severity, code) = (2, "warning")
            case .expectationFailed: (severity, code) = (1, "expectation-failed")
            }
            var message = d.message + (d.hint.map { "\nhint: " + $0 } ?? "")
            var at = d.location
            if let location = d.location, !sameFile(location.file, document.path) {
                message = "in \(location): " + message
                at = bringingIn(location.file, document)
            }
            out.append(diagnostic(at, document, severity: severity, code: code, message: message))
        }
        guard withResults else { return out }
        for e in analysis.expectations where passedExpectations != .off && e.passed && sameFile(e.location.file, document.path) {
            out.append(diagnostic(e.location, document, severity: passedExpectations == .hint ? 4 : 3,
                                  code: "expectation-passed", message: "expectation passed"))
        }
        for h in analysis.idleHandlers where sameFile(h.location.file, document.path) {
            var why = Diagnostic(.warning, h.location, "", hint: h.why)
            why.fix = h.fix
            out.append(diagnostic(h.location, document, severity: 4, code: "never-ran",
                                  message: "\(h.label) never ran" + (hints.shown(why).hint.map { "\n" + $0 } ?? "")))
        }
        return out
    }

    private func diagnostic(_ location: SourceLocation?, _ document: TextDocument, severity: Int, code: String, message: String) -> JSONValue {
        ["range": range(of: location, in: document), "severity": .int(severity), "code": .string(code),
         "source": "simrepl", "message": .string(message)]
    }

    /// The range of the word a location points at (the whole first line when it has none).
    func range(of location: SourceLocation?, in document: TextDocument) -> JSONValue {
        let line = max((location?.line ?? 1) - 1, 0)
        let column = max((location?.column ?? 1) - 1, 0)
        let word = document.word(line: line, at: column)
        let from = word.map { min($0.range.lowerBound, column) } ?? column
        let to = word?.range.upperBound ?? (location == nil ? document.line(line).count : column)
        return Self.rangeJSON(line, document.character(line: line, scalarIndex: from, encoding),
                          line, document.character(line: line, scalarIndex: to, encoding))
    }

    /// Where `document` names `file` (its `include`, `import` or `load`), else its start.
    private func bringingIn(_ file: String, _ document: TextDocument) -> SourceLocation? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        var index = 0
        for line in document.text.split(separator: "\n", omittingEmptySubsequences: false) {
            // `include "scene/a.sim"`: the quoted path ends with the name (not `data.sim`).
            if line.contains("\"" + name + "\"") || line.contains("/" + name + "\"") {
                let column = line.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
                return SourceLocation(file: document.path, line: index + 1, column: column + 1)
            }
            index += 1
        }
        return nil
    }

    func sameFile(_ a: String, _ b: String) -> Bool {
        a == b || Session.lexicallyNormalized(a) == Session.lexicallyNormalized(b)
    }

    func publish(_ uri: String, _ diagnostics: [JSONValue]) -> JSONValue {
        var params: JSONValue = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version = documents[uri]?.version, case .object(var fields) = params {
            fields["version"] = .int(version)
            params = .object(fields)
        }
        return JSONRPC.notification("textDocument/publishDiagnostics", params)
    }

    // MARK: - Positions

    static func rangeJSON(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSONValue {
        ["start": ["line": .int(l1), "character": .int(c1)], "end": ["line": .int(l2), "character": .int(c2)]]
    }

    static func position(_ value: JSONValue?) -> TextDocument.Position? {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int, line >= 0, character >= 0 else { return nil }
        return TextDocument.Position(line: line, character: character)
    }

    static func parsedRange(_ value: JSONValue) -> (start: TextDocument.Position, end: TextDocument.Position)? {
        guard let start = position(value["start"]), let end = position(value["end"]) else { return nil }
        return (start, end)
    }
}
