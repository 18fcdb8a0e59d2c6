#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One key from the terminal on standard input, without waiting for Enter (for the answers of
/// `simrepl test --review`).
enum KeyPress {
    /// Ctrl-C and Ctrl-D arrive as these bytes: the terminal's signals are off while waiting.
    static let interrupt: UInt8 = 0x03
    static let endOfInput: UInt8 = 0x04

    /// The first byte typed, with the terminal out of line mode, echo and signals for just that
    /// read (so Ctrl-C cannot leave it that way); nil at the end of input.
    static func next() -> UInt8? {
        var saved = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) } }
        var byte: UInt8 = 0
        while true {
            let n = read(STDIN_FILENO, &byte, 1)
            if n == 1 { return byte }
            if n < 0 && errno == EINTR { continue }
            return nil
        }
    }
}
