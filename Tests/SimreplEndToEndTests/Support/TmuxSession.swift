import Foundation
import XCTest

/// A program running in a detached tmux session: a real pseudo-terminal, typed into with
/// `send-keys` and read back with `capture-pane`.
///
/// Each session gets its own tmux server (`-L <unique socket>`, no config file), so tests never
/// touch a tmux the developer is using and `kill()` removes everything they started. The pane
/// stays after the program exits (`remain-on-exit`), so its exit status can be read.
final class TmuxSession {
    let name: String
    private let tmux: String
    private let socket: String
    private let statusFile: String

    /// Whether tmux is installed (the interactive tests skip without it; scripts/test.sh installs it).
    static var tmuxPath: String? { ProcessRunner.which("tmux") }

    private static let counter = Counter()

    /// Starts `command` (run by /bin/sh in the pane) in a terminal `width` columns wide, 40 rows.
    init(command: String, environment: [String: String] = [:], width: Int = 120) throws {
        guard let tmux = TmuxSession.tmuxPath else { throw XCTSkip("tmux is not installed") }
        self.tmux = tmux
        let unique = "simrepl-e2e-\(getpid())-\(TmuxSession.counter.next())"
        self.name = unique
        self.socket = unique
        var tmuxEnvironment = ProcessInfo.processInfo.environment
        // The pane's terminal: a known TERM, and tmux itself in UTF-8 so non-ASCII keys
        // and screen contents pass through whatever locale the tests run under.
        tmuxEnvironment["TERM"] = "xterm-256color"
        for (key, value) in environment { tmuxEnvironment[key] = value }
        // tmux sometimes marks a pane dead before it has reaped the process, and then never
        // reports its exit status; so a wrapping shell writes the status to a file. The shell
        // ignores Ctrl-C (the program under test installs its own handler).
        statusFile = NSTemporaryDirectory() + unique + ".status"
        let wrapped = "trap '' INT; \(command); echo $? > '\(statusFile)'"
        let result = try ProcessRunner.run(tmux, [
            "-u", "-L", socket, "-f", "/dev/null",
            "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "40", "sh", "-c", wrapped,
            ";", "set-option", "-t", name, "remain-on-exit", "on",
        ], environment: tmuxEnvironment, timeout: 10)
        guard result.status == 0 else {
            throw XCTSkip("could not start tmux (\(result.status)): \(result.stderr)")
        }
    }

    deinit { kill() }

    /// Ends the session and its private server (idempotent).
    func kill() {
        _ = try? ProcessRunner.run(tmux, ["-L", socket, "kill-server"], timeout: 5)
        try? FileManager.default.removeItem(atPath: statusFile)
    }

    /// `send-keys` with tmux key names: `send("tap loginB", "Tab")`, `send("C-c")`, `send("Enter")`.
    func send(_ keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", name] + keys)
    }

    /// Types `text` literally (no key-name lookup), e.g. non-ASCII text or text with spaces.
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", name, "-l", text])
    }

    /// Sends raw bytes as a terminal would pass them on (`send-keys -H`): a paste, control
    /// characters and all.
    func paste(_ bytes: [UInt8]) throws {
        try tmuxCommand(["send-keys", "-t", name, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Types a line and presses Enter.
    func enter(_ line: String) throws {
        try type(line)
        try send("Enter")
    }

    /// The pane's text, scrollback included, trailing blank lines removed. `joined`: a line the
    /// terminal wrapped (the program wrote it longer than the width) is one line; else the rows
    /// as the terminal shows them.
    func screen(joined: Bool = true) throws -> String {
        let result = try ProcessRunner.run(tmux, ["-L", socket, "capture-pane", "-p"] + (joined ? ["-J"] : []) + ["-S", "-", "-t", name], timeout: 5)
        guard result.status == 0 else { return "" }
        var lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The last non-blank line of the screen (where the cursor's prompt is).
    func lastLine() throws -> String {
        (try screen()).split(separator: "\n").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// Polls the screen until `condition` holds; fails the test with the screen after `timeout`.
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line,
                   _ condition: (String) throws -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        repeat {
            text = try screen()
            if try condition(text) { return text }
            usleep(20_000)
        } while Date() < deadline
        XCTFail("timed out after \(timeout) s waiting for \(what); screen:\n\(text)", file: file, line: line)
        throw TimedOut()
    }

    /// Waits for the last line to be exactly `prompt` (trailing spaces trimmed), i.e. an empty prompt.
    @discardableResult
    func waitForPrompt(_ prompt: String = "simrepl>", after marker: String? = nil, timeout: Double = 10,
                       file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try waitUntil("the prompt '\(prompt)'" + (marker.map { " after '\($0)'" } ?? ""),
                      timeout: timeout, file: file, line: line) { text in
            let lines = text.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
            guard lines.last == prompt else { return false }
            guard let marker else { return true }
            return text.contains(marker)
        }
    }

    /// Whether the program in the pane has exited, and its exit status.
    /// The program's exit status once it has exited (128 + N when killed by signal N).
    func exitStatus() throws -> Int32? {
        guard let text = try? String(contentsOfFile: statusFile, encoding: .utf8),
              let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return status
    }

    func waitForExit(timeout: Double = 10, file: StaticString = #filePath, line: UInt = #line) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let status = try exitStatus() { return status }
            usleep(20_000)
        } while Date() < deadline
        XCTFail("the program did not exit within \(timeout) s; screen:\n\(try screen())", file: file, line: line)
        throw TimedOut()
    }

    private func tmuxCommand(_ arguments: [String]) throws {
        let result = try ProcessRunner.run(tmux, ["-L", socket] + arguments, timeout: 5)
        if result.status != 0 { throw CommandFailed(description: "tmux \(arguments): \(result.stderr)") }
    }

    struct TimedOut: Error {}
    struct CommandFailed: Error, CustomStringConvertible { let description: String }

    /// A thread-safe counter for unique session names.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// Quotes a string for /bin/sh.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
