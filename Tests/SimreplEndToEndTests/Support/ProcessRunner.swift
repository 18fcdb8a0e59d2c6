import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a finished process left behind.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The standard output split into lines, without the empty last one.
    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastIfEmpty()
    }
}

enum ProcessRunner {
    struct Timeout: Error, CustomStringConvertible {
        let command: String
        let seconds: Double
        var description: String { "\(command) did not finish within \(seconds) s (killed)" }
    }

    /// Runs `executable arguments…` to completion.
    ///
    /// Standard input is `stdin` through a pipe, or empty (never the terminal the tests were
    /// started from, which would make simrepl interactive). Output goes to temporary files, so a
    /// large trace cannot fill a pipe and block the child.
    ///
    /// Uses posix_spawn and waitpid rather than Foundation's `Process`: on Linux, `Process` notices
    /// the end of a child when a socket the child inherited closes, so a child that leaves a
    /// daemon behind (tmux starting its server) looks as if it never ended.
    ///
    /// `readerGone`: standard output is a pipe whose reader has already gone, so the first
    /// write to it fails with EPIPE (the result's stdout is then empty).
    static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil,
        environment: [String: String]? = nil, currentDirectory: URL? = nil, timeout: Double = 20,
        readerGone: Bool = false
    ) throws -> ProcessResult {
        // Writing to a child that already exited must not kill the test process.
        signal(SIGPIPE, SIG_IGN)

        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("simrepl-e2e-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path
        // Standard input is a pipe (close-on-exec here; dup2 makes the child's copy inheritable).
        var inputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else {
            throw SpawnFailed(description: "pipe: \(String(cString: strerror(errno)))")
        }
        for fd in inputPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        var outputPipe: [Int32] = [-1, -1]
        if readerGone {
            guard pipe(&outputPipe) == 0 else {
                throw SpawnFailed(description: "pipe: \(String(cString: strerror(errno)))")
            }
            close(outputPipe[0])
            _ = fcntl(outputPipe[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // posix_spawn_file_actions_addchdir_np does not import; coreutils' `env -C DIR` does the same.
        let command = currentDirectory.map { ["/usr/bin/env", "-C", $0.path, executable] } ?? [executable]
        let argv = (command + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environmentStrings = (environment ?? ProcessInfo.processInfo.environment)
            .map { "\($0.key)=\($0.value)" }
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }

        // The child starts with SIGPIPE at its default action, as from a shell, rather than with
        // the test process's "ignore" (which a child would inherit, and a shell cannot undo).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let spawnError = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
        close(inputPipe[0])
        if readerGone { close(outputPipe[1]) }
        if spawnError == 0, let stdin {
            // Inputs are small; EPIPE (the child exited without reading) is ignored.
            let bytes = Array(stdin.utf8)
            var offset = 0
            while offset < bytes.count {
                let n = bytes[offset...].withUnsafeBytes { write(inputPipe[1], $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                offset += n
            }
        }
        close(inputPipe[1])
        guard spawnError == 0 else {
            throw SpawnFailed(description: "cannot start \(executable): \(String(cString: strerror(spawnError)))")
        }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR {
                throw SpawnFailed(description: "waitpid: \(String(cString: strerror(errno)))")
            }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Timeout(command: ([executable] + arguments).joined(separator: " "), seconds: timeout)
            }
            usleep(1_000)
        }
        // Exit code, or 128 + signal like a shell.
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)

        return ProcessResult(
            status: exitStatus,
            stdout: String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
    }

    struct SpawnFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// The path of `name` on $PATH, like `command -v`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

extension Array where Element == String {
    func dropLastIfEmpty() -> [String] {
        if last == "" { return Array(dropLast()) }
        return self
    }
}
