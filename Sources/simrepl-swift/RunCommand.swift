import Glibc
import SwiftInterpreter

/// `simrepl-swift run FILE.swift`: interprets a top-level Swift program. Its standard output
/// goes to stdout; a trap writes `FILE:LINE:COL: Fatal error: …` to stderr (exit 1); a load
/// error writes `FILE:LINE:COL: error: …` and a `  hint:` line (exit 2).
enum RunCommand {
    static func main(_ args: [String]) -> Int32 {
        guard args.count == 1 else {
            writeError("usage: simrepl-swift run FILE.swift\n")
            return 2
        }
        let path = args[0]
        guard let source = readFile(path) else {
            writeError("\(path): error: cannot read the file\n")
            return 2
        }
        return run(source: source, path: path)
    }


    static func run(source: String, path: String) -> Int32 {
        let host = StandardOutputHost()
        let program: Program
        do {
            program = try Interpreter.load(source: source, fileName: path, host: host)
        } catch {
            writeError(error.rendered(file: path) + "\n")
            return 2
        }
        do {
            try program.run()
            host.flush()
            return 0
        } catch {
            host.flush()
            switch error {
            case .trap(let trap):
                writeError(trap.rendered(file: path) + "\n")
                return 1
            case .unsupported(let d):
                writeError(d.rendered(file: path) + "\n")
                return 2
            }
        }
    }

    static func readFile(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeError(_ text: String) {
        writeAll(2, Array(text.utf8))
    }

    /// Writes every byte to a file descriptor (1: stdout, 2: stderr).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBufferPointer { p in Glibc.write(fd, p.baseAddress! + offset, p.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}

/// Writes the program's output to stdout, buffered (flushed before a trap's message, so the
/// two keep their order).
final class StandardOutputHost: InterpreterHost {
    private var buffer: [UInt8] = []

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    func flush() {
        RunCommand.writeAll(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
