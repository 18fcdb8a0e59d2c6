import SimCore

/// `.sim` text written so that each command starts at the line and column of the Swift it came
/// from: the .sim parser then reports every location in the Swift file's own coordinates, and a
/// closure's definition site or a `why` answer names the Swift line. Two commands from one Swift
/// line share a line, separated by `;` (a newline to the .sim lexer).
struct PositionedText {
    private(set) var text = ""
    private var line = 1
    private var column = 1
    /// Whether the last thing written was a command (so another on its line needs a `;`).
    private var afterCommand = false

    /// Writes `command` at `location`, or right after what is there when that place is taken.
    mutating func command(_ command: String, at location: SourceLocation) {
        moveTo(location, separator: afterCommand ? "; " : " ")
        write(command)
        afterCommand = true
    }

    /// Opens a block: `head {`.
    mutating func open(_ head: String, at location: SourceLocation) {
        moveTo(location, separator: afterCommand ? "; " : " ")
        write(head + " {")
        afterCommand = false
    }

    /// Writes `words` on the line of what was written last (`else {` after a `}`: the .sim
    /// parser wants them on one line, wherever Swift put them).
    mutating func sameLine(_ words: String, opensBlock: Bool) {
        write(" " + words)
        afterCommand = !opensBlock
    }

    /// Closes a block at the Swift `}`.
    mutating func close(at location: SourceLocation) {
        moveTo(location, separator: " ")
        write("}")
        afterCommand = true
    }

    private mutating func moveTo(_ location: SourceLocation, separator: String) {
        if location.line > line {
            text += String(repeating: "\n", count: location.line - line)
            line = location.line
            column = 1
        }
        if location.line == line && location.column > column {
            text += String(repeating: " ", count: location.column - column)
            column = location.column
        } else if column > 1 {
            write(separator)
        }
    }

    private mutating func write(_ s: String) {
        text += s
        column += s.unicodeScalars.count
    }
}
