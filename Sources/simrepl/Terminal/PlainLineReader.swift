#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Line source for stdin that is not a terminal (pipes, files): no editing, no prompt, no history.
///
/// Reads fd 0 directly rather than through stdio: a Ctrl-C during a blocking read then shows
/// up as EINTR here (the SIGINT handler has no SA_RESTART), instead of latching an error on
/// the C `stdin` stream that Swift 6 cannot even name to clear.
final class PlainLineReader: LineSource {
    private var pending: [UInt8] = []
    private var reachedEnd = false

    init() {}

    func readLine(prompt: String) -> LineReadResult {
        // A Ctrl-C that arrived while the previous command ran is not about this line.
        _ = InterruptFlag.takeIfSet()
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                // Accept CRLF files the way Swift.readLine does.
                if end > 0 && pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...newline)
                return .line(line)
            }
            if reachedEnd {
                if pending.isEmpty { return .endOfInput }
                // A last line without a newline still counts.
                let line = String(decoding: pending, as: UTF8.self)
                pending.removeAll()
                return .line(line)
            }
            if fill() == .interrupted, InterruptFlag.takeIfSet() {
                pending.removeAll()
                return .interrupted
            }
        }
    }

    func addHistory(_ line: String) {}

    private enum FillResult { case filled, interrupted }

    private func fill() -> FillResult {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 {
            pending.append(contentsOf: chunk[..<count])
        } else if count < 0 && errno == EINTR {
            // Some signal; the caller checks whether it was Ctrl-C, else we simply read again.
            return .interrupted
        } else {
            // EOF, or a read error we cannot recover from: either way the input is over.
            reachedEnd = true
        }
        return .filled
    }
}
