#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SimCore
import SimScript

/// Raw writes to standard output and error: the trace can be large, so it is written in chunks
/// without going through `print` (and without Foundation, which would add startup time).
enum Output {
    static func write(_ bytes: [UInt8], to fd: Int32 = 1) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    // EPIPE when piped into `head`: the reader has what it wanted; stop quietly.
                    // Anything else (a full disk, an I/O error) loses the trace: say so and
                    // stop with its own exit status rather than report success.
                    if errno != EPIPE, fd == 1 { writeFailed(errno) }
                    return
                }
                offset += n
            }
        }
    }

    /// Exit status when standard output cannot be written (sysexits' EX_IOERR).
    static let outputFailedStatus: Int32 = 74

    private static func writeFailed(_ code: Int32) -> Never {
        let message = "simrepl: error: cannot write the output: \(String(cString: strerror(code)))\n"
        _ = message.withCString { Glibc.write(2, $0, strlen($0)) }
        exit(outputFailedStatus)
    }

    static func out(_ text: String, terminator: String = "\n") { write(Array((text + terminator).utf8), to: 1) }
    static func err(_ text: String) { write(Array((text + "\n").utf8), to: 2) }

    /// Reads a whole file (for `run FILE` and `include`).
    /// The largest script, scene file or golden simrepl reads: a bigger one is a mistake (a log
    /// file, a device), and reading it whole would take the memory with it.
    static let maxFileSize = 16 << 20

    static func readFile(_ path: String) throws -> String {
        if isDirectory(path) {
            throw FileError(message: "it is a directory", hint: "`simrepl test \(path)` replays every scenario in a folder")
        }
        // Regular files only (and standard input, for `run -`): a device such as /dev/zero or a
        // FIFO never ends, or blocks.
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, path != "/dev/stdin" {
            throw FileError(message: "it is not a regular file (a device, a FIFO or a socket); scripts are read from files")
        }
        if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > maxFileSize {
            throw tooLarge(Int64(info.st_size))
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
            if bytes.count > maxFileSize { throw tooLarge(nil) }
            if n < chunk.count { break }
        }
        if ferror(file) != 0 { throw FileError(message: "read error") }
        // Bytes that are not UTF-8 (a binary file, Latin-1 text) would turn into U+FFFD and then
        // into puzzling errors about names that look almost right.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw FileError(message: "it is UTF-16 text (it starts with a UTF-16 byte-order mark)", hint: "save it as UTF-8: scripts are UTF-8 text")
        }
        if bytes.contains(where: { $0 >= 0x80 }), let (line, byte) = firstInvalidUTF8(bytes) {
            throw FileError(message: "it is not UTF-8 text (line \(line) holds the byte 0x\(String(byte, radix: 16, uppercase: true)))",
                            hint: "scripts are UTF-8 text: save it as UTF-8 (a binary file is no script)")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file over `maxFileSize` (`size` when known before reading it).
    private static func tooLarge(_ size: Int64?) -> FileError {
        FileError(message: "it is larger than \(maxFileSize >> 20) MiB" + (size.map { " (\(groupedDigits($0)) bytes)" } ?? "")
                    + "; simrepl reads files up to \(maxFileSize >> 20) MiB",
                  hint: "split it into smaller scripts that `include` one another")
    }

    /// The line, and the byte, where `bytes` stop being UTF-8; nil when they are.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, byte: UInt8)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == 0x0A { line += 1 }
                offset += encoded.count
            case .error:
                return (line, bytes[offset])
            case .emptyInput:
                return nil
            }
        }
    }

    /// Writes a whole file (pictures, the step-through page, a scene file), replacing it
    /// atomically: a temporary file in the same folder, renamed over the old one, so a reader
    /// (another `simrepl test` loading the scene) never sees half a file.
    static func writeFile(_ path: String, _ text: String) throws {
        // A device or a FIFO (`--html /dev/stdout`) is written in place: renaming a file over it
        // would replace it with a regular file.
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG { return try writeInPlace(path, text) }
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(message: String(cString: strerror(errno)).lowercasedFirst) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = false
        defer { if !written { unlink(temporary) } }
        // mkstemp makes the file 0600; a written file gets the usual 0644 (less the umask).
        let mask = umask(0); umask(mask)
        fchmod(fd, 0o666 & ~mask)
        guard let file = fdopen(fd, "wb") else { close(fd); throw FileError(message: "write error") }
        let bytes = Array(text.utf8)
        let ok = fwrite(bytes, 1, bytes.count, file) == bytes.count
        guard fclose(file) == 0, ok else { throw FileError(message: "write error") }
        guard rename(temporary, path) == 0 else { throw FileError(message: String(cString: strerror(errno)).lowercasedFirst) }
        written = true
    }

    private static func writeInPlace(_ path: String, _ text: String) throws {
        guard let file = fopen(path, "wb") else { throw FileError(message: String(cString: strerror(errno)).lowercasedFirst) }
        let bytes = Array(text.utf8)
        let ok = fwrite(bytes, 1, bytes.count, file) == bytes.count
        guard fclose(file) == 0, ok else { throw FileError(message: "write error") }
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
