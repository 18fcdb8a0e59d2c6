// libFuzzer's entry point for the language server (scripts/fuzz.sh --lsp): each input is the
// bytes an editor might write to `simrepl lsp`'s standard input, after a well-formed
// initialize and didOpen, fed to the framer in pieces of the sizes the input's first byte
// picks. Every message is handled, every pending analysis run. A crash, a trap, an ASan report
// or a time-out is a bug: broken headers, bodies and JSON must get an error or a log line.
import SimLanguageServer
#if canImport(Glibc)
import Glibc
#endif

/// The most of an input the harness reads: libFuzzer's -max_len (scripts/fuzz.sh) is the same.
let maxInputBytes = 64 << 10

/// The start of every session: the server initialized, one document open.
let prelude: [UInt8] = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
    + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    + frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///fuzz/a.sim","languageId":"sim","version":1,"text":"window main\ncontroller home in main\nbutton save in home.view frame 20 100 120 44\nmethod home didTapSave: { log \"saved\" }\naddTarget save home didTapSave: for touchUpInside\ntap save\nexpect ran home didTapSave: once\n"}}}"#)

func frame(_ json: String) -> [UInt8] { Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: min(size, maxInputBytes)))
    var options = LanguageServer.Options()
    options.root = "/nonexistent/simrepl-fuzz"  // no workspace: nothing is read from disk
    options.maxEvents = 2_000
    options.secondsPerRun = 1
    var logged = 0, sent = 0
    let server = LanguageServer(options: options, log: { logged += $0.utf8.count })
    var framer = MessageFramer()
    let piece = max(1, Int(input.first ?? 0))
    var bytes = prelude + input.dropFirst()
    while !bytes.isEmpty {
        let n = min(piece * 7, bytes.count)
        for item in framer.feed(bytes.prefix(n)) {
            if case .message(let body) = item { sent += server.handle(body).count }
            if server.exitStatus != nil { return 0 }
        }
        bytes.removeFirst(n)
        if server.hasPending { sent += server.analysePending().count }
    }
    _ = framer.finish()
    if logged < 0 || sent < 0 { print(logged, sent) }  // keep the counts alive
    return 0
}

/// `SIMREPL_FUZZ_DICTIONARY=FILE FuzzLSP` writes libFuzzer's dictionary (LSP's method and field
/// names, JSON's punctuation) and, with `SIMREPL_FUZZ_SEEDS=FOLDER`, seed sessions there.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let path = getenv("SIMREPL_FUZZ_DICTIONARY").map({ String(cString: $0) }) else { return 0 }
    let position = #""textDocument":{"uri":"file:///fuzz/a.sim"},"position":{"line":5,"character":5}"#
    let seeds: [(String, [UInt8])] = [
        ("requests", frame(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/completion","params":{\#(position)}}"#)
            + frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{\#(position)}}"#)
            + frame(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/definition","params":{\#(position)}}"#)
            + frame(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///fuzz/a.sim"}}}"#)),
        ("edits", frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/a.sim","version":2},"contentChanges":[{"range":{"start":{"line":5,"character":4},"end":{"line":5,"character":8}},"text":"sav"}]}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didSave","params":{"textDocument":{"uri":"file:///fuzz/a.sim"}}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///fuzz/a.sim","version":3},"contentChanges":[{"text":"window w\ntap w\n"}]}}"#)),
        ("broken", Array("Content-Length: 5\r\n\r\n{bad}Content-Length: 99999999999\r\n\r\nContent-Type: x\r\n\r\n".utf8)
            + frame(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#) + frame("[1,2,3]")),
        ("shutdown", frame(#"{"jsonrpc":"2.0","id":9,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)),
    ]
    if let folder = getenv("SIMREPL_FUZZ_SEEDS").map({ String(cString: $0) }) {
        for (name, bytes) in seeds {
            guard let file = fopen(folder + "/lsp-" + name, "w") else { continue }
            // The first byte picks the piece size the stream is cut into.
            _ = ([UInt8(3)] + bytes).withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
    }
    // Entries are libFuzzer's strings: `\xAB` is a byte, `\\` a backslash.
    let words = ["Content-Length: ", "\\x0D\\x0A\\x0D\\x0A", "\\x0D\\x0A", "\"jsonrpc\":\"2.0\"", "\"id\":", "\"method\":", "\"params\":",
                 "textDocument/didOpen", "textDocument/didChange", "textDocument/didSave", "textDocument/didClose",
                 "textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/documentSymbol",
                 "initialize", "shutdown", "exit", "$/cancelRequest", "\"uri\":\"file:///fuzz/a.sim\"", "\"position\":",
                 "\"line\":", "\"character\":", "\"range\":", "\"contentChanges\":", "\"text\":", "\"version\":",
                 "-1", "2147483648", "9223372036854775807", "1e400", "null", "true", "[", "]", "{", "}", "\\\\u0000", "\\\\ud800"]
    var text = "# libFuzzer dictionary for simrepl lsp, made by FuzzLSP.\n"
    for word in words { text += "\"" + word.replacingQuotes() + "\"\n" }
    guard let file = fopen(path, "w") else { exit(1) }
    fputs(text, file)
    fclose(file)
    exit(0)
}

extension String {
    /// A dictionary entry's quotes escaped (its backslashes are already libFuzzer's escapes).
    func replacingQuotes() -> String { split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"") }
}
