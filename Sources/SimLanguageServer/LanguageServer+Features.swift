import SimCore
import SimLive
import SimScript

/// Completion, hover, go-to-definition and the outline: each reads the document's last
/// analysis (run now when a change has not been analysed yet).
extension LanguageServer {
    /// The open document and the scalar position a request names.
    private func target(_ id: JSONValue, _ params: JSONValue) throws -> (TextDocument, line: Int, column: Int) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw JSONRPC.Failure(id: id, .invalidParams, "textDocument.uri is missing") }
        guard let document = documents[uri] else { throw JSONRPC.Failure(id: id, .invalidParams, "'\(uri)' is not open") }
        guard let position = Self.position(params["position"]) else { throw JSONRPC.Failure(id: id, .invalidParams, "position is missing or not a position") }
        return (document, position.line, document.scalarIndex(line: position.line, character: position.character, encoding))
    }

    /// The REPL's completion for the line up to the cursor, each item replacing the word typed
    /// so far (which may hold dots and colons an editor would not count as a word).
    func completion(_ id: JSONValue, _ params: JSONValue) throws -> JSONValue {
        let (document, line, column) = try target(id, params)
        guard let analysis = currentAnalysis(document.uri) else { return .array([]) }
        let prefix = String(String.UnicodeScalarView(document.line(line).prefix(column)))
        let typed = prefix.unicodeScalars.reversed().prefix { $0 != " " && $0 != "\t" && $0 != ";" && $0 != "{" }.count
        let replaced = Self.rangeJSON(line, document.character(line: line, scalarIndex: column - typed, encoding),
                                  line, document.character(line: line, scalarIndex: column, encoding))
        let isCommand = !prefix.unicodeScalars.dropLast(typed).contains { $0 != " " && $0 != "\t" }
            || prefix.unicodeScalars.dropLast(typed).reversed().first { $0 != " " && $0 != "\t" }.map { $0 == ";" || $0 == "{" } == true
        let candidates = analysis.completions(linePrefix: prefix)
        let items: [JSONValue] = candidates.prefix(Self.completionLimit).map { word in
            // LSP's CompletionItemKind: 14 keyword (a command), 10 property, 6 variable (a name).
            let kind = isCommand ? 14 : word.contains(".") ? 10 : 6
            return ["label": .string(word), "kind": .int(kind), "textEdit": ["range": replaced, "newText": .string(word)]]
        }
        return ["isIncomplete": .bool(candidates.count > Self.completionLimit), "items": .array(items)]
    }

    static let completionLimit = 500

    /// A command's `help`; a name's kind, class and definition.
    func hover(_ id: JSONValue, _ params: JSONValue) throws -> JSONValue {
        let (document, line, column) = try target(id, params)
        guard let word = document.word(line: line, at: column), let analysis = currentAnalysis(document.uri),
              let text = analysis.hover(word: word.text, isCommand: word.isCommand) else { return .null }
        return ["contents": ["kind": "markdown", "value": .string(text)],
                "range": Self.rangeJSON(line, document.character(line: line, scalarIndex: word.range.lowerBound, encoding),
                                    line, document.character(line: line, scalarIndex: word.range.upperBound, encoding))]
    }

    /// Where the object, variable, closure or method under the cursor is defined.
    func definition(_ id: JSONValue, _ params: JSONValue) throws -> JSONValue {
        let (document, line, column) = try target(id, params)
        guard let word = document.word(line: line, at: column), !word.isCommand,
              let analysis = currentAnalysis(document.uri) else { return .array([]) }
        return .array(analysis.definitions(of: word.text, owner: word.previous).map { location($0.location, name: $0.name) })
    }

    /// What the document defines, in order: objects, variables, closures, methods.
    func documentSymbols(_ id: JSONValue, _ params: JSONValue) throws -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw JSONRPC.Failure(id: id, .invalidParams, "textDocument.uri is missing") }
        guard let document = documents[uri] else { throw JSONRPC.Failure(id: id, .invalidParams, "'\(uri)' is not open") }
        guard let analysis = currentAnalysis(uri) else { return .array([]) }
        return .array(analysis.definitions.filter { sameFile($0.location.file, document.path) }.map { d in
            let line = d.location.line - 1
            let name = range(of: d.location, in: document)
            let whole = Self.rangeJSON(line, 0, line, document.character(line: line, scalarIndex: document.line(line).count, encoding))
            return ["name": .string(d.name), "detail": .string(d.kind), "kind": .int(Self.symbolKind(d.kind)),
                    "range": whole, "selectionRange": name]
        })
    }

    /// LSP's SymbolKind for what a definition names.
    static func symbolKind(_ kind: String) -> Int {
        switch kind {
        case "method": return 6
        case "variable": return 13
        case "action identifier": return 24  // Event: a closure run by a control event
        case "timer": return 24
        default: return 19  // Object
        }
    }

    /// A definition's place, in its own file (open or on disk).
    private func location(_ at: SourceLocation, name: String) -> JSONValue {
        let uri = documents.values.first { sameFile($0.path, at.file) }?.uri ?? FileURI.uri(at.file)
        if let document = documents[uri] {
            return ["uri": .string(uri), "range": range(of: at, in: document)]
        }
        // Not open: columns are counted from the file as read (UTF-16 needs its text).
        let text = try? Self.read(at.file, from: folder(for: at.file))
        let document = TextDocument(uri: uri, path: at.file, version: 0, text: text ?? "")
        return ["uri": .string(uri), "range": range(of: at, in: document)]
    }
}
