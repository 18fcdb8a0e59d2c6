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
    /// Bytes read and not yet returned start at `start`: a line is taken by moving `start` past
    /// it, not by moving the rest of the buffer (which cost a 64 KiB move per short line). The
    /// lines taken are dropped when the buffer is refilled.
    private var pending: [UInt8] = []
    private var start = 0
    /// Where the search for the next line break goes on: a line longer than a chunk is not
    /// searched again from its start after each refill.
    private var searched = 0
    private var reachedEnd = false

    init() {}

    func readLine(prompt: String) -> LineReadResult {
        // A Ctrl-C that arrived while the previous command ran is not about this line.
        _ = InterruptFlag.takeIfSet()
        while true {
            if let newline = pending[max(start, searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                // Accept CRLF files the way Swift.readLine does.
                if end > start && pending[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: pending[start..<end], as: UTF8.self)
                start = newline + 1
                return .line(line)
            }
            searched = pending.count
            if reachedEnd {
                if start == pending.count { return .endOfInput }
                // A last line without a newline still counts.
                let line = String(decoding: pending[start...], as: UTF8.self)
                start = pending.count
                return .line(line)
            }
            if fill() == .interrupted, InterruptFlag.takeIfSet() {
                pending.removeAll()
                start = 0
                searched = 0
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
            // From `start` on is at most a partial line: drop the lines taken before it, once a chunk.
            pending.removeSubrange(..<start)
            searched -= start
            start = 0
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
