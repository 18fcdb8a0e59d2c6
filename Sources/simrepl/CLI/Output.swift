#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// Set once and never cleared, from any thread: whether standard output's reader has gone (a
// closed pipe), and whether some write lost output (the exit status becomes 74).
private let stdoutReaderGone = Atomic<Bool>(false)
private let lostOutput = Atomic<Bool>(false)

/// Raw writes to standard output and error: the trace can be large, so it is written in chunks
/// without going through `print` (and without Foundation, which would add startup time).
enum Output {
    /// Writes to standard output (fd 1) or error (fd 2).
    ///
    /// A closed pipe on standard output (`simrepl run big.sim | head -1`: EPIPE, SIGPIPE being
    /// ignored) means the reader has what it wanted: nothing more is written there, quietly, and
    /// the run goes on to its end, so files it writes are written and its exit status is its own.
    /// Any other failure (a full disk, an I/O error) loses the trace: simrepl says so and stops
    /// with status 74 rather than report success. Errors writing standard error are ignored.
    static func write(_ bytes: [UInt8], to fd: Int32 = 1) {
        if fd == 1 && stdoutReaderGone.load(ordering: .relaxed) { return }
        let failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        guard failure != 0, fd == 1 else { return }
        if failure == EPIPE {
            noteStdoutGone()
        } else {
            writeFailed(failure)
        }
    }

    /// Writes every byte to `fd`, going on after EINTR and short writes; 0, or the errno of the
    /// write that failed. The one write loop behind standard output and every file simrepl writes.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return 0
    }

    /// Whether standard output's reader went away (then writing to it is skipped, not an error).
    static var stdoutIsGone: Bool { stdoutReaderGone.load(ordering: .relaxed) }

    static func noteStdoutGone() { stdoutReaderGone.store(true, ordering: .relaxed) }

    /// Whether a write lost output during this run (see `ExitStatus.final`).
    static var outputWasLost: Bool { lostOutput.load(ordering: .relaxed) }

    static func noteLostOutput() { lostOutput.store(true, ordering: .relaxed) }

    private static func writeFailed(_ code: Int32) -> Never {
        let message = "simrepl: error: cannot write the output: \(String(cString: strerror(code)))\n"
        _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
        exit(ExitStatus.outputFailed.rawValue)
    }

    static func out(_ text: String, terminator: String = "\n") { write(Array((text + terminator).utf8), to: 1) }
    static func err(_ text: String) { write(Array((text + "\n").utf8), to: 2) }

    /// The entries of `path` for file-name completion, folders with a trailing `/`; none when it
    /// cannot be read (completion then offers nothing rather than failing).
    static func listFolder(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            let isFolder = stat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            names.append(isFolder ? name + "/" : name)
        }
        return names
    }

    /// Reads a whole file (for `run FILE` and `include`).
    /// The largest script, scene file or golden simrepl reads: a bigger one is a mistake (a log
    /// file, a device), and reading it whole would take the memory with it.
    static let maxFileSize = 16 << 20

    static func readFile(_ path: String) throws -> String {
        if isDirectory(path) {
            throw FileError(message: "it is a directory; `simrepl test \(path)` replays every scenario in it")
        }
        // Regular files only (and standard input, for `run -`): a device such as /dev/zero or a
        // FIFO never ends, or blocks.
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, path != "/dev/stdin" {
            throw FileError(message: "it is not a regular file (a device, a FIFO or a socket); scripts are read from files")
        }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > maxFileSize {
            throw FileError(message: "it is \(Int(info.st_size) >> 20) MiB; simrepl reads files up to \(maxFileSize >> 20) MiB")
        }
        guard let file = fopen(path, "rb") else {
            throw FileError(message: String(cString: strerror(errno)).lowercasedFirst)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if bytes.count > maxFileSize { throw FileError(message: "more than \(maxFileSize >> 20) MiB; simrepl reads files up to that size") }
            if n < chunk.count { break }
        }
        if ferror(file) != 0 { throw FileError(message: "read error") }
        return String(decoding: bytes, as: UTF8.self)
    }

    struct FileError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static var stdinIsTerminal: Bool { isatty(0) == 1 }
    static var stdoutIsTerminal: Bool { isatty(1) == 1 }
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
