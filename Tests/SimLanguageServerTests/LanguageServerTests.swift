import Foundation
import Testing
@testable import SimLanguageServer

/// The server's own rules, message by message: what no real client is likely to send, and what
/// an exercise's author expects the editor to keep back.
struct LanguageServerTests {
    private func message(_ json: String) -> [UInt8] { Array(json.utf8) }

    private func started() -> LanguageServer {
        var options = LanguageServer.Options()
        options.root = "/nonexistent-simrepl-root"
        let server = LanguageServer(options: options, log: { _ in })
        _ = server.handle(message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
        return server
    }

    /// The answers to a byte stream, read as the program reads its standard input.
    private func answers(_ stream: [UInt8], _ server: LanguageServer) -> [JSONValue] {
        var framer = MessageFramer()
        return framer.feed(stream).flatMap { item -> [JSONValue] in
            if case .message(let body) = item { return server.handle(body) } else { return [] }
        }
    }

    @Test func afterABrokenFrameTheNextRequestIsAnswered() {
        let hover = #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#
        let shutdown = #"{"jsonrpc":"2.0","id":8,"method":"shutdown"}"#
        let frames = [
            "Content-Length: -5\r\n\r\n" + hover,
            "Content-Length: abc\r\n\r\n" + hover,
            "Content-Type: application/vscode-jsonrpc\r\n\r\n" + hover,
            "Content-Length: 5\r\n\r\n" + hover,
            "X-Padding: " + String(repeating: "a", count: 9 << 10) + "\r\nContent-Length: \(hover.utf8.count)\r\n\r\n" + hover,
        ]
        for broken in frames {
            let server = started()
            let said = answers(Array((broken + "Content-Length: \(shutdown.utf8.count)\r\n\r\n" + shutdown).utf8), server)
            // The broken request is never taken as a request (a body cut short is not JSON).
            #expect(!said.contains { $0["id"]?.int == 7 }, "\(broken.prefix(30)): \(said)")
            #expect(said.contains { $0["id"]?.int == 8 && $0["result"] == JSONValue.null }, "\(broken.prefix(30)): \(said)")
        }
    }

    @Test func aChangeWithoutAVersionAfterTheLargestVersionDoesNotTrap() {
        let server = started()
        _ = server.handle(message(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/a.sim","languageId":"sim","version":9223372036854775807,"text":"window w\n"}}}"#))
        _ = server.handle(message(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/a.sim"},"contentChanges":[{"text":"window v\n"}]}}"#))
        #expect(server.analysePending().count == 1)
    }

    @Test func anExercisesFixIsWithheldInTheEditorToo() {
        let server = started()
        let text = #"window main\ncontroller home in main\nbutton save in home.view frame 20 100 120 44\nview cover in home.view frame 0 0 390 400\nmethod home didTapSave: { log \"saved\" }\naddTarget save home didTapSave: for touchUpInside\ntap save\nexpect ran home didTapSave: once\n"#
        for (uri, withheld) in [("file:///w/exercises/a.sim", true), ("file:///w/lessons/a.sim", false)] {
            _ = server.handle(message(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri + #"","languageId":"sim","version":1,"text":""# + text + #""}}}"#))
            let published = server.analysePending()
            let said = published.map { String(decoding: $0.encoded(), as: UTF8.self) }.joined()
            #expect(said.contains("expected home.didTapSave: to run once"), "\(said)")
            #expect(said.contains("set cover.userInteractionEnabled = false") != withheld, "\(uri): \(said)")
            #expect(said.contains("fix withheld (--hints fix shows it)") == withheld, "\(uri): \(said)")
        }
        // A check that cannot fail, where wiring the handler is the exercise: the command stays out.
        let unwired = #"window main\ncontroller home in main\nbutton save in home.view frame 20 100 120 44\nmethod home didTapSave: { }\ntap save\nexpect not ran home didTapSave:\n"#
        for (uri, withheld) in [("file:///w/exercises/b.sim", true), ("file:///w/lessons/b.sim", false)] {
            _ = server.handle(message(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":""# + uri + #"","languageId":"sim","version":1,"text":""# + unwired + #""}}}"#))
            let said = server.analysePending().map { String(decoding: $0.encoded(), as: UTF8.self) }.joined()
            #expect(said.contains("this expectation cannot fail"), "\(uri): \(said)")
            #expect(said.contains("addTarget save home didTapSave:") != withheld, "\(uri): \(said)")
        }
    }

    /// A repository (`.git`) holding `scene/_screen.sim` and `lib/a.sim`, which includes
    /// `../scene/_screen.sim`; and a folder beside it. Real paths (diagnostics name them).
    private func repository() throws -> (base: String, document: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("simrepl-lsp-test-\(UUID().uuidString)").path
        for folder in ["repo/.git", "repo/scene", "repo/lib", "elsewhere"] {
            try FileManager.default.createDirectory(atPath: base + "/" + folder, withIntermediateDirectories: true)
        }
        try "window main\ncontroller home in main\n".write(toFile: base + "/repo/scene/_screen.sim", atomically: true, encoding: .utf8)
        return (URL(fileURLWithPath: base).resolvingSymlinksInPath().path, "/repo/lib/a.sim")
    }

    private func diagnostics(_ text: String, at path: String, root: String?, workspace: String?) -> String {
        var options = LanguageServer.Options()
        options.root = root
        let server = LanguageServer(options: options, log: { _ in })
        let rootURI = workspace.map { #","rootUri":"file://\#($0)""# } ?? ""
        _ = server.handle(message(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}"# + rootURI + "}}"))
        let open: JSONValue = ["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": .string("file://" + path), "languageId": "sim", "version": 1, "text": .string(text)]]]
        _ = server.handle(Array(open.encoded()))
        return server.analysePending().map { String(decoding: $0.encoded(), as: UTF8.self) }.joined()
    }

    @Test func anIncludeAboveTheDocumentsFolderIsReadFromTheRepositoryAroundIt() throws {
        let (base, document) = try repository()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let text = "include \"../scene/_screen.sim\"\nexpect home.view.hidden == false\n"
        // The client names a folder that does not hold the document, or none (an editor started
        // in the scenario's own folder): the repository above the document is the workspace.
        for workspace in [base + "/elsewhere", nil] {
            let said = diagnostics(text, at: base + document, root: nil, workspace: workspace)
            #expect(said.contains("expectation-failed") == false && said.contains(#""severity":1"#) == false, "\(workspace ?? "none"): \(said)")
            #expect(said.contains("publishDiagnostics"), "\(said)")
        }
    }

    @Test func aFileOutsideTheWorkspaceIsNamedWithoutDotDot() throws {
        let (base, document) = try repository()
        defer { try? FileManager.default.removeItem(atPath: base) }
        // Above the repository: outside it, named as the path it is.
        let said = diagnostics("include \"../../elsewhere/x.sim\"\n", at: base + document, root: nil, workspace: nil)
        #expect(said.contains("cannot read '\(base)/elsewhere/x.sim': '\(base)/elsewhere/x.sim' is outside the workspace \(base)/repo"), "\(said)")
        #expect(!said.contains("/../"), "\(said)")
        // --root is the only folder, whatever is above the document.
        let confined = diagnostics("include \"../scene/_screen.sim\"\n", at: base + document, root: base + "/repo/lib", workspace: nil)
        #expect(confined.contains("'\(base)/repo/scene/_screen.sim' is outside the workspace \(base)/repo/lib"), "\(confined)")
    }

    /// Passed `expect` marks on open: Hints by default, as asked in initializationOptions.
    @Test(arguments: [(nil, [4]), ("hint", [4]), ("information", [3]), ("off", []), ("loud", [4])] as [(String?, [Int])])
    func passedExpectationsAreHintsUnlessAskedOtherwise(asked: String?, severities: [Int]) {
        var options = LanguageServer.Options()
        options.root = "/nonexistent-simrepl-root"
        let server = LanguageServer(options: options, log: { _ in })
        let initializationOptions: JSONValue = asked.map { ["passedExpectations": .string($0)] } ?? .null
        let initialize: JSONValue = ["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                     "params": ["capabilities": [:], "initializationOptions": initializationOptions]]
        _ = server.handle(Array(initialize.encoded()))
        _ = server.handle(message(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:a.sim","languageId":"sim","version":1,"text":"window main\nexpect main.hidden == false\n"}}}"#))
        let published = server.analysePending()
        let diagnostics = published.first?["params"]?["diagnostics"]?.array ?? []
        #expect(diagnostics.filter { $0["code"]?.string == "expectation-passed" }.compactMap { $0["severity"]?.int } == severities,
                "\(asked ?? "none"): \(diagnostics)")
        #expect(diagnostics.allSatisfy { $0["code"]?.string == "expectation-passed" }, "\(diagnostics)")
    }
}
