#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
