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
    }
}
