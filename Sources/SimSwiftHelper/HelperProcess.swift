import Glibc
import Synchronization

/// Held while a pipe is made and marked close-on-exec, and while a helper is spawned: no child
/// starts between the two and inherits the pipe.
private let spawning = Mutex(())

/// A child process spoken to a message at a time: its standard input and output are pipes, its
/// standard error is ours (so `SIMSWIFT_DUMP=1` still shows what a file became).
final class HelperProcess {
    enum Failure: Error {
        case cannotStart(String)
        case stopped(String)
    }

    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var answers: MessageReader

    init(executable: String) throws(Failure) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        // Every end close-on-exec before any child is spawned: `simrepl test -j N` starts helpers
        // from several threads, and a pipe another helper inherited kept this helper's input open,
        // so it never saw its end and exited only when that one did (reaped after up to a second
        // each: -j 2 ran no faster than -j 1). Made and marked under one lock that spawns take
        // too (Glibc's module has no pipe2). The child's own ends are dup2'd to 0 and 1, which
        // clears the flag there.
        try spawning.withLock { _ throws(Failure) in
            guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw .cannotStart(String(cString: strerror(errno))) }
            for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        var child: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), nil]
        defer { for p in argv { free(p) } }
        let status = spawning.withLock { _ in posix_spawn(&child, executable, &actions, nil, argv, environ) }
        close(toChild[0]); close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw .cannotStart(String(cString: strerror(status)))
        }
        pid = child; input = toChild[1]; output = fromChild[0]
        answers = MessageReader(fd: fromChild[0])
    }

    deinit {
        close(input)  // end of input: the helper exits
        close(output)
        _ = reap(graceMilliseconds: 1000)
    }

    /// Writes one message and reads the one that answers it, within `timeout`: a helper that
    /// does not answer by then (or announces more than it sends) is killed, and the failure
    /// says so.
    func exchange(_ message: [UInt8], timeout: Duration) throws(Failure) -> [UInt8] {
        let deadline = ContinuousClock.now + timeout
        answers.deadline = deadline
        let wrote = writeAll(message, to: input, deadline: deadline)
        guard wrote, let answer = answers.next() else {
            if answers.timedOut || (!wrote && ContinuousClock.now >= deadline) {
                kill(pid, SIGKILL)
                _ = reap(graceMilliseconds: 1000)
                throw .stopped("it did not answer within \(timeout.components.seconds) s, and was stopped")
            }
            throw .stopped(exitDescription())
        }
        return answer
    }

    /// How the child ended, once it stopped answering.
    private func exitDescription() -> String {
        guard let status = reap(graceMilliseconds: 200) else { return "it stopped" }
        let signal = status & 0x7f
        return signal == 0 ? "it exited with status \((status >> 8) & 0xff)" : "it was killed by signal \(signal)"
    }

    private var reaped = false

    /// The child's exit status, waiting at most `graceMilliseconds` before killing it: a helper
    /// that does not stop (a wrong program named in SIMREPL_SWIFT_HELPER, one that answers with
    /// something else and keeps running) cannot hang simrepl.
    private func reap(graceMilliseconds: Int) -> Int32? {
        guard !reaped else { return nil }
        var status: Int32 = 0
        for _ in 0..<graceMilliseconds {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { reaped = true; return status }
            if r < 0 && errno != EINTR { reaped = true; return nil }
            usleep(1000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { reaped = true; return nil }
        }
        reaped = true
        return status
    }
}
