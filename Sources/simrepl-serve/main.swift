import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import SimHostFiles
import SimReplay
import SimScript

// simrepl-serve: what `simrepl serve` becomes (it execs this program, which lies beside it).
// `simrepl serve --help` documents the options; this program takes them already checked:
//
//   simrepl-serve PATH [--host ADDRESS] [--port N] [--open] [--max-events N] [--hints cause|fix]

/// The options, read from the command line `simrepl serve` passed on.
struct ServeOptions {
    var path = "."
    var host = "127.0.0.1"
    var port: UInt16 = 8300
    var open = false
    var maxEvents = Interpreter.defaultMaxEvents
    /// nil: each scenario's default (an exercise's fixes are withheld).
    var hints: HintLevel?

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        var gotPath = false
        while let argument = rest.popFirst() {
            func value() throws -> String {
                guard let v = rest.popFirst() else { throw ServeError.usage("\(argument) needs a value") }
                return v
            }
            switch argument {
            case "--host": host = try value()
            case "--port":
                let text = try value()
                guard let n = UInt16(text) else { throw ServeError.usage("--port takes a number from 0 to 65535, not '\(text)'") }
                port = n
            case "--open": open = true
            case "--max-events":
                let text = try value()
                guard let n = Int(text), n > 0 else { throw ServeError.usage("--max-events takes a positive number, not '\(text)'") }
                maxEvents = n
            case "--hints":
                let text = try value()
                guard let level = HintLevel(rawValue: text) else { throw ServeError.usage("--hints takes cause or fix, not '\(text)'") }
                hints = level
            default:
                guard !argument.hasPrefix("-"), !gotPath else { throw ServeError.usage("unexpected '\(argument)' (see simrepl serve --help)") }
                path = argument
                gotPath = true
            }
        }
    }
}

func fail(_ message: String, hint: String? = nil, status: Int32 = 64) -> Never {
    FileHandle.standardError.write(Data(("simrepl serve: error: \(message)\n" + (hint.map { "  hint: \($0)\n" } ?? "")).utf8))
    exit(status)
}

let options: ServeOptions
do {
    options = try ServeOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)", hint: "simrepl serve --help lists the options")
}

// A file: its folder is served and `/` opens the file. A folder: `/` lists its scenarios.
var isFolder: ObjCBool = false
guard FileManager.default.fileExists(atPath: options.path, isDirectory: &isFolder) else {
    fail("no such file or folder: '\(options.path)'", hint: "give a .sim scenario, a .swift file a driver imports, or a folder of them (default: the current folder)", status: 66)
}
let folderPath = isFolder.boolValue ? options.path : (options.path as NSString).deletingLastPathComponent
let folder: ConfinedFolder
do {
    folder = try ConfinedFolder(folderPath.isEmpty ? "." : folderPath, noun: "the served folder")
} catch {
    fail("\(error)", status: 66)
}
// The file by its name in the folder: a link that points out of the folder is refused like any
// other path that leaves it.
var openedFile: String?
if !isFolder.boolValue {
    guard let inside = folder.resolve((options.path as NSString).lastPathComponent) else {
        fail("'\(options.path)' leads out of its folder (a link?)", hint: "serve the folder that holds the file itself", status: 64)
    }
    openedFile = folder.relative(inside)
}
if let swift = openedFile, swift.hasSuffix(".swift") {
    // A Swift file runs through the .sim driver that imports it (it plays the storyboard and
    // taps): its page opens, with the Swift file in the editor's menu.
    guard let driver = folder.scenarios().first(where: { (try? folder.read($0))?.contains("import \"\((swift as NSString).lastPathComponent)\"") == true }) else {
        fail("no .sim driver in \(folder.root) imports '\((swift as NSString).lastPathComponent)'",
             hint: "write one that imports it, makes an instance and taps (docs/swift.md), or give its folder", status: 64)
    }
    openedFile = driver
} else if let openedFile, !openedFile.hasSuffix(".sim") {
    fail("'\(options.path)' is not a .sim scenario or a .swift file", hint: "give a .sim scenario, a .swift file a driver imports, or a folder of them", status: 64)
}

let address: sockaddr_in
do {
    address = try .inet(ip4: options.host, port: options.port)
} catch {
    fail("'\(options.host)' is not an IPv4 address to listen on", hint: "the default is 127.0.0.1 (this machine only)")
}
// Listening before the routes are made: the Host check needs the port, which --port 0 leaves to
// the system.
let listener: Socket
let port: UInt16
do {
    listener = try BoundedServer.listen(on: address)
    guard case .ip4(_, let bound) = try listener.sockname() else { throw SocketError.unsupportedAddress }
    port = bound
} catch {
    var busy = false, reason = "\(error)"
    if case SocketError.failed(_, let number, let message) = error { busy = number == EADDRINUSE; reason = message }
    fail(busy ? "port \(options.port) is in use" : "cannot listen on \(options.host):\(options.port): \(reason)",
         hint: busy ? "choose another with --port N, or --port 0 for any free one" : nil, status: 69)
}
let guardian = RequestGuard(host: options.host, port: port)
let routes = PageRoutes(folder: folder, guardian: guardian, maxEvents: options.maxEvents, openedFile: openedFile, hints: options.hints)
let server = BoundedServer(listener: listener, routes: routes)

// Ctrl-C (and a polite kill) stop the server and say so; the runs in flight are abandoned.
signal(SIGINT, SIG_IGN)
signal(SIGTERM, SIG_IGN)
signal(SIGPIPE, SIG_IGN)
var stoppers: [DispatchSourceSignal] = []
for number in [SIGINT, SIGTERM] {
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler {
        FileHandle.standardError.write(Data("\nsimrepl serve: stopped\n".utf8))
        exit(0)
    }
    source.resume()
    stoppers.append(source)
}

Task {
    do {
        try await server.run()
    } catch {
        fail("the server stopped: \(error)", status: 69)
    }
}
let shownHost = options.host == "0.0.0.0" ? "127.0.0.1" : options.host
let url = "http://\(shownHost):\(port)/?token=\(guardian.token)"
var lines = "simrepl serve: \(url)  (serving \(folder.root); Ctrl-C stops)\n"
if options.host != "127.0.0.1" {
    lines += "simrepl serve: warning: listening on \(options.host): other machines can reach it, and whoever has the address with its token can run scripts from this folder\n"
}
FileHandle.standardOutput.write(Data(lines.utf8))
if options.open {
    let opener = ["/usr/bin/xdg-open", "/usr/bin/open", "/usr/bin/sensible-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    if let opener {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        try? process.run()
    } else {
        FileHandle.standardError.write(Data("simrepl serve: no browser opener here (xdg-open): open \(url) yourself\n".utf8))
    }
}
dispatchMain()
