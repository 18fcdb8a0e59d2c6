#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SimScript

/// The one way simrepl writes a file: goldens, the JUnit report, `--html` and `--export`, a
/// script's `save scene` and `export`, the trimmed history file.
///
/// - A regular file, or a path that does not exist yet, is replaced atomically: the text goes
///   to a temporary file of its own in the same folder (`.NAME.tmp-XXXXXX`, made by mkstemp, so
///   parallel writers never collide and a leftover is hidden and recognisable), is flushed to
///   the disk (fsync) and renamed over the target. A reader never sees half a file, and on any
///   failure the temporary file is removed and the old file stays as it was. A file reached
///   through a symbolic link is replaced where it lives; the link stays. A replaced file keeps
///   its permissions.
/// - A character device or a FIFO (`/dev/null`, a named pipe, a terminal) is written in place:
///   renaming over it would turn it into a regular file.
/// - The file standard output or standard error already is (`/dev/stdout`, or the file they
///   were redirected to) is written through that descriptor, after what was printed there.
/// - Anything else (a directory, a socket, a block device) is refused, and so is a read-only
///   regular file: it is not replaced, though its folder would allow that.
///
/// Every write is checked. A failure that loses output — a disk full, over quota or failing, a
/// file too large, a folder this user may not write in, a read-only file or file system — marks
/// the output as lost, so the command exits 74 (`ExitStatus.final`), and says what to do.
extension Output {
    struct WriteError: HintedError, CustomStringConvertible {
        let path: String
        /// Why, without the path: callers say `cannot write 'PATH': reason` as fits.
        let reason: String
        /// What to do, where the reason alone does not say (a script's `save` shows it).
        var hint: String?
        /// The system would not keep the file (rather than the path being wrong): output was lost.
        let lost: Bool
        var description: String { reason }

        init(_ path: String, reason: String, hint: String? = nil, lost: Bool = false) {
            self.path = path
            self.reason = reason
            self.hint = hint
            self.lost = lost
        }

        init(_ path: String, errno code: Int32) {
            self.init(path, reason: String(cString: strerror(code)).lowercasedFirst,
                      hint: WriteError.hint(for: code, writing: path), lost: WriteError.losingOutput.contains(code))
        }

        /// The failures that lose output: the path names a place a file can be, but the system
        /// does not keep it there — the disk is full, over quota or failing, the file too large,
        /// the folder not writable for this user, the file system read-only. A wrong path (a
        /// folder that does not exist, a directory in the way) is a mistake of the command
        /// instead, and keeps its own status.
        static let losingOutput: Set<Int32> = [ENOSPC, EDQUOT, EIO, EFBIG, EACCES, EPERM, EROFS]

        /// What to do about a failure that loses output while writing `path`.
        static func hint(for code: Int32, writing path: String) -> String? {
            switch code {
            case ENOSPC: return "the disk is full: free some space where '\(path)' is written, or write somewhere else"
            case EDQUOT: return "the disk quota is used up: free some space where '\(path)' is written, or write somewhere else"
            case EIO: return "the disk failed the write: check it (`dmesg` shows its errors), or write somewhere else"
            case EFBIG: return "the file would be larger than the file system, or the limit `ulimit -f` sets, allows"
            case EACCES, EPERM:
                return "\(Output.userName) may not write '\(path)': check the permissions of '\(Output.split(path).folder)' and of the folders above it (`ls -ld`), or write somewhere else"
            case EROFS: return "'\(path)' is on a file system mounted read-only: write somewhere else"
            default: return nil
            }
        }

        /// A regular file that this user may not write, or that nobody may (root could, but a
        /// file made read-only is kept from being rewritten on purpose): simrepl does not rename
        /// a new file over it, which the folder's permissions alone would allow.
        static func readOnly(_ path: String) -> WriteError {
            WriteError(path, reason: "it is read-only",
                       hint: "simrepl does not replace a read-only file: make it writable (`chmod u+w '\(path)'`) to write it again", lost: true)
        }
    }

    /// Who this process runs as, for a hint about permissions: "the user NAME".
    static var userName: String {
        let uid = geteuid()
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "the user \(uid)" }
        return "the user \(String(cString: name))"
    }

    static func writeFile(_ path: String, _ text: String) throws {
        let bytes = Array(text.utf8)
        do {
            switch try destination(of: path) {
            case .descriptor(let fd):
                if fd == 1 && stdoutIsGone { return }
                let failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
                if failure == EPIPE && fd == 1 { return noteStdoutGone() }
                if failure != 0 { throw WriteError(path, errno: failure) }
            case .inPlace:
                try writeInPlace(path, bytes)
            case .replace(let file, let mode):
                try replace(file, with: bytes, mode: mode)
            }
        } catch let error as WriteError {
            if error.lost { noteLostOutput() }
            throw error
        }
    }

    /// Throws what `writeFile` would refuse `path` for (a directory, a socket), writing nothing.
    static func checkWritable(_ path: String) throws {
        _ = try destination(of: path)
    }

    private enum Destination {
        case descriptor(Int32)
        case inPlace
        /// The regular file to replace (links resolved) and the permissions to give it.
        case replace(String, mode: mode_t)
    }

    private static func destination(of path: String) throws -> Destination {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw WriteError(path, errno: errno) }
            return .replace(path, mode: 0o666 & ~creationMask)
        }
        for fd: Int32 in [1, 2] {
            var open = stat()
            if fstat(fd, &open) == 0, open.st_dev == info.st_dev, open.st_ino == info.st_ino { return .descriptor(fd) }
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if info.st_mode & 0o222 == 0 || (faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 && errno == EACCES) {
                throw WriteError.readOnly(path)
            }
            guard let resolved = realpath(path, nil) else { throw WriteError(path, errno: errno) }
            defer { free(resolved) }
            return .replace(String(cString: resolved), mode: info.st_mode & 0o7777)
        case S_IFCHR, S_IFIFO:
            return .inPlace
        case S_IFDIR:
            throw WriteError(path, reason: "it is a directory; give the path of a file in it")
        default:
            throw WriteError(path, reason: "it is a socket or a block device; simrepl writes regular files, character devices and FIFOs")
        }
    }

    /// The process's umask, read once (reading it means setting it, which is not thread-safe).
    private static let creationMask: mode_t = {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    /// How long a write waits for a FIFO's reader to open it (`cat report.fifo &` started just
    /// before simrepl) before it says nobody reads it.
    static let fifoReaderWait = 1.0

    private static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws {
        // Opened without blocking: a FIFO with no reader would block the open for ever (a
        // golden, `--junit`, `save scene` into a named pipe nobody reads). ENXIO says so.
        var fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        var waited = 0.0
        while fd < 0 && errno == ENXIO && waited < fifoReaderWait {
            usleep(10_000)
            waited += 0.01
            fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        }
        if fd < 0 && errno == ENXIO {
            throw WriteError(path, reason: "it is a FIFO (a named pipe) that no process is reading",
                             hint: "start its reader first, e.g. `cat \(path) &`, or write to a file")
        }
        guard fd >= 0 else { throw WriteError(path, errno: errno) }
        // Once open, writes wait for the reader as they would on any pipe.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        let closed = close(fd) == 0 ? 0 : errno
        // EPIPE: the pipe's reader went away; like standard output's, not an error.
        if failure != 0 && failure != EPIPE { throw WriteError(path, errno: failure) }
        if closed != 0 && failure == 0 { throw WriteError(path, errno: closed) }
    }

    /// The folder `path` is in (`.` for a bare name) and its name in it.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    private static func replace(_ path: String, with bytes: [UInt8], mode: mode_t) throws {
        let (folder, name) = split(path)
        // NAME_MAX is 255 bytes: a long name is shortened in the temporary file's.
        var template = Array((folder + "/." + String(decoding: name.utf8.prefix(200), as: UTF8.self) + ".tmp-XXXXXX").utf8CString)
        let (fd, slot): (Int32, Int?)
        switch TemporaryFiles.make(&template) {
        case .success(let made): (fd, slot) = made
        case .failure(let error): throw WriteError(path, errno: error.code)
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            TemporaryFiles.release(slot)
        }
        var failure = fchmod(fd, mode) == 0 ? 0 : errno
        if failure == 0 { failure = bytes.withUnsafeBytes { writeAll($0, to: fd) } }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else { throw WriteError(path, errno: failure) }
        renamed = true
        // The rename itself reaches the disk with the folder. Best effort: the file is in place
        // already, and some file systems cannot sync a folder.
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }
}
