#if canImport(Glibc)
import Glibc
#endif

/// Long help at an interactive prompt goes through a pager, as `git help` and `man` do: the
/// overview is ~100 lines, more than a terminal shows. `$PAGER` when set (empty: no pager), else
/// `less -FRX` (quits at once when the text fits, keeps it on screen, passes colour through).
/// Text that fits the terminal, or with no pager to be found, is printed as it is.
enum Pager {
    static func show(_ bytes: [UInt8], fd: Int32 = 1) {
        guard let rows = terminalRows(fd: fd), lineCount(bytes) >= rows - 1, let command = command() else {
            return Output.write(bytes, to: fd)
        }
        // Quitting the pager before the end closes the pipe: that is not an error here.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        guard let pipe = popen(command, "w") else { return Output.write(bytes, to: fd) }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, pipe) }
        _ = pclose(pipe)
        // A Ctrl-C that quit the pager is not meant for the next command.
        _ = InterruptFlag.takeIfSet()
    }

    private static func lineCount(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    private static func command() -> String? {
        if let pager = getenv("PAGER").map({ String(cString: $0) }) {
            return pager.isEmpty ? nil : pager
        }
        return access("/usr/bin/less", X_OK) == 0 ? "/usr/bin/less -FRX" : nil
    }
}
