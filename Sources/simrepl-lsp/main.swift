import Glibc
import SimLanguageServer
import SimScript
import SimSwiftBridge

// simrepl-lsp: what `simrepl lsp` becomes (it execs this program, which lies beside it).
// `simrepl lsp --help` documents the options; this program takes them already checked:
//
//   simrepl-lsp [--root FOLDER] [--max-events N] [--stats]
//
// It speaks LSP on standard input and output and logs to standard error. Messages are handled
// in order, one at a time; documents changed by a burst of messages are analysed when input
// pauses, so typing is analysed once per pause, not once per key.

var options = LanguageServer.Options()
var printsStats = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--root": options.root = arguments.popFirst()
    case "--max-events": options.maxEvents = arguments.popFirst().flatMap { Int($0) }.map { max($0, 1) } ?? options.maxEvents
    case "--stats": printsStats = true
    case "--stdio": break  // what editors that always pass it expect to be accepted
    default:
        log("unexpected argument '\(argument)' (see simrepl lsp --help)")
        exit(64)
    }
}

func log(_ line: String) {
    let bytes = Array(("simrepl lsp: " + line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Writes every byte, or ends the server when the editor stopped reading.
@MainActor func send(_ messages: [JSONValue]) {
    for message in messages {
        let bytes = JSONRPC.framed(message)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { finish(1) }
            written += n
        }
    }
}

let server = LanguageServer(options: options, log: log, swiftFrontEnd: { SwiftBridgeFrontEnd() })

@MainActor func finish(_ status: Int32) -> Never {
    if printsStats {
        let times = server.analysisTimes.sorted()
        if !times.isEmpty {
            func at(_ q: Double) -> Int { times[min(times.count - 1, Int((Double(times.count) * q).rounded(.up)) - 1)] }
            log("\(times.count) analyses: p50 \(at(0.5)) ms, p90 \(at(0.9)) ms, max \(times.last!) ms")
        }
    }
    exit(status)
}

/// Whether input is waiting (or the stream ended), without blocking.
func inputWaiting() -> Bool {
    var fd = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    return poll(&fd, 1, 0) > 0
}

signal(SIGPIPE, SIG_IGN)
var framer = MessageFramer()
var chunk = [UInt8](repeating: 0, count: 1 << 16)
while true {
    if server.hasPending && !inputWaiting() { send(server.analysePending()) }
    let n = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if n < 0 && errno == EINTR { continue }
    guard n > 0 else {
        if let problem = framer.finish(), case .problem(let text) = problem { log(text) }
        finish(server.exitStatus ?? 1)
    }
    for item in framer.feed(chunk[..<n]) {
        switch item {
        case .message(let body): send(server.handle(body))
        case .problem(let text): log(text)
        }
        if let status = server.exitStatus { finish(status) }
    }
}
