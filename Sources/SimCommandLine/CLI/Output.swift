#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SimCore
import SimScript
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
        bytes.withUnsafeBytes { write($0, to: fd) }
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32 = 1) {
        if fd == 1 && stdoutReaderGone.load(ordering: .relaxed) { return }
        let failure = writeAll(bytes, to: fd)
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
        let file = standardOutputFile()
        let hint = WriteError.hint(for: code, writing: file ?? ".").map { "\n  hint: " + $0 } ?? ""
        let message = "simrepl: error: cannot write standard output\(file.map { " ('\($0)')" } ?? ""): "
            + String(cString: strerror(code)).lowercasedFirst + hint + "\n"
        _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
        exit(ExitStatus.outputFailed.rawValue)
    }

    /// The file standard output was redirected to (`simrepl run x.sim > out.txt`), for an error
    /// to name; nil when it is not a file of a folder (a pipe, a socket) or cannot be told.
    private static func standardOutputFile() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/1", &buffer, buffer.count - 1)
        guard n > 0, buffer[0] == CChar(UInt8(ascii: "/")) else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func out(_ text: String, terminator: String = "\n") { write(Array((text + terminator).utf8), to: 1) }
    static func err(_ text: String) { write(Array((text + "\n").utf8), to: 2) }

    /// A diagnostic on standard error, coloured as `paint` says and, on a terminal, wrapped at its
    /// width as it is now (a window may be resized between two REPL entries).
    static func report(_ d: Diagnostic, _ paint: Paint) { err(paint.diagnostic(d, width: terminalColumns(fd: 2))) }

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

    /// The largest script, scene file or golden simrepl reads: a bigger one is a mistake (a log
    /// file, a device). (Scripts are read a piece at a time, but a golden or a scene file whole.)
    static let maxFileSize = 16 << 20

    /// Reads a whole file (for `load`, goldens, standard input and tests).
    static func readFile(_ path: String) throws -> String {
        try checkReadable(path)
        guard let file = fopen(path, "rb") else {
            throw FileError(message: String(cString: strerror(errno)).lowercasedFirst)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
            if bytes.count > maxFileSize { throw tooLarge(nil) }
            if n < chunk.count { break }
        }
        if ferror(file) != 0 { throw FileError(message: "read error") }
        var check = TextCheck { before in bytes[..<before].count(where: { $0 == 0x0A }) }
        try check.feed(bytes[...], isLast: true)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Opens a script (`run FILE`, `include`) to be read a piece at a time: checked as
    /// `readFile` checks a file (its size, UTF-8) by reading it through once, not kept.
    /// Standard input (`/dev/stdin`), which cannot be read twice, is read whole.
    static func openFile(_ path: String) throws -> any ScriptFile {
        guard try checkReadable(path) else { return BytesFile(bytes: Array(try readFile(path).utf8)) }
        let file = try OpenFile(path: path)
        var check = TextCheck { before in
            var count = 0, offset = 0
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while offset < before, case let n = try file.read(at: offset, into: &chunk), n > 0 {
                count += chunk[..<min(n, before - offset)].count(where: { $0 == 0x0A })
                offset += n
            }
            return count
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let n = try file.read(at: offset, into: &chunk)
            offset += n
            if offset > maxFileSize { throw tooLarge(nil) }  // it grew since `stat`
            try check.feed(chunk[..<n], isLast: n == 0)
            if n == 0 { return file }
        }
    }

    /// Throws unless `path` is a regular file within the size limit, or standard input;
    /// returns whether it is a regular file.
    @discardableResult
    private static func checkReadable(_ path: String) throws -> Bool {
        if isDirectory(path) {
            throw FileError(message: "it is a directory", hint: "`simrepl test \(path)` replays every scenario in a folder")
        }
        // Regular files only (and standard input, for `run -`): a device such as /dev/zero or a
        // FIFO never ends, or blocks.
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, path != "/dev/stdin" {
            throw FileError(message: "it is not a regular file (a device, a FIFO or a socket); scripts are read from files")
        }
        let regular = (info.st_mode & S_IFMT) == S_IFREG
        if regular, Int(info.st_size) > maxFileSize {
            throw tooLarge(Int64(info.st_size))
        }
        return regular
    }

    /// A file over `maxFileSize` (`size` when known before reading it).
    private static func tooLarge(_ size: Int64?) -> FileError {
        FileError(message: "it is larger than \(maxFileSize >> 20) MiB" + (size.map { " (\(groupedDigits($0)) bytes)" } ?? "")
                    + "; simrepl reads files up to \(maxFileSize >> 20) MiB",
                  hint: "split it into smaller scripts that `include` one another")
    }

    /// Checks that bytes are UTF-8 text, a chunk at a time as they are read: bytes that are not
    /// (a binary file, Latin-1 text) would turn into U+FFFD and then into puzzling errors about
    /// names that look almost right. `lines` counts the line breaks before an offset, for the
    /// error's line (only then are they counted: a script is mostly ASCII, checked 8 bytes at a
    /// time).
    struct TextCheck {
        let lines: (_ before: Int) throws -> Int
        /// The offset of the chunk fed next.
        private var offset = 0
        /// The start of a character the last chunk cut off.
        private var carry: [UInt8] = []

        init(lines: @escaping (_ before: Int) throws -> Int) { self.lines = lines }

        mutating func feed(_ chunk: ArraySlice<UInt8>, isLast: Bool) throws {
            if offset == 0, carry.isEmpty, chunk.starts(with: [0xFF, 0xFE]) || chunk.starts(with: [0xFE, 0xFF]) {
                throw FileError(message: "it is UTF-16 text (it starts with a UTF-16 byte-order mark)", hint: "save it as UTF-8: scripts are UTF-8 text")
            }
            if carry.isEmpty, TextCheck.isASCII(chunk) {
                offset += chunk.count
                return
            }
            let bytes = carry + chunk
            let start = offset - carry.count
            offset += chunk.count
            carry = []
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var i = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    i += encoded.count
                case .error:
                    // Perhaps a character the next chunk completes.
                    if !isLast, bytes.count - i < 4 { carry = Array(bytes[i...]); return }
                    let line = try lines(start + i) + 1
                    throw FileError(message: "it is not UTF-8 text (line \(line) holds the byte 0x\(String(bytes[i], radix: 16, uppercase: true)))",
                                    hint: "scripts are UTF-8 text: save it as UTF-8 (a binary file is no script)")
                case .emptyInput:
                    return
                }
            }
        }

        static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
            bytes.withUnsafeBytes { raw in
                var high: UInt64 = 0, i = 0
                while i + 8 <= raw.count {
                    high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    i += 8
                }
                while i < raw.count { high |= UInt64(raw[i]); i += 1 }
                return high & 0x8080_8080_8080_8080 == 0
            }
        }
    }

    /// A script file open for reading at any offset (`pread`), so the lexer and a diagnostic
    /// quoting an earlier line share it; closed when the session lets it go.
    final class OpenFile: ScriptFile {
        private let fd: Int32

        init(path: String) throws {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw FileError(message: String(cString: strerror(errno)).lowercasedFirst) }
        }

        deinit { close(fd) }

        var version: [Int] {
            var info = stat()
            guard fstat(fd, &info) == 0 else { return [] }
            #if canImport(Darwin)
            let modified = info.st_mtimespec
            #else
            let modified = info.st_mtim
            #endif
            return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(modified.tv_sec), Int(modified.tv_nsec)]
        }

        func read(at offset: Int, into buffer: inout [UInt8]) throws -> Int {
            var total = 0
            while total < buffer.count {
                let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + total, $0.count - total, off_t(offset + total)) }
                if n < 0 && errno == EINTR { continue }
                if n < 0 { throw FileError(message: String(cString: strerror(errno)).lowercasedFirst) }
                if n == 0 { break }
                total += n
            }
            return total
        }
    }

    /// A script read whole (standard input), served as a file.
    final class BytesFile: ScriptFile {
        private let bytes: [UInt8]
        init(bytes: [UInt8]) { self.bytes = bytes }
        var version: [Int] { [bytes.count] }
        func read(at offset: Int, into buffer: inout [UInt8]) throws -> Int {
            let start = min(offset, bytes.count), count = min(buffer.count, bytes.count - start)
            buffer.replaceSubrange(0..<count, with: bytes[start..<(start + count)])
            return count
        }
    }

    struct FileError: HintedError, CustomStringConvertible {
        let message: String
        /// What to do instead, where the reader of `simrepl run FILE` needs more than the message.
        var hint: String? = nil
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
