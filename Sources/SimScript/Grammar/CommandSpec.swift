import SimCore

/// One command of the `.sim` language: its grammar (one or more forms), a summary, examples and
/// the `help` topic it is listed under. The binder matches commands against the forms, `help`
/// and error hints render them as the usage line, completion walks them.
public struct CommandSpec: Sendable {
    public let name: String
    /// The ways to write the command, in the order usage lists them (`tap VIEW [at X Y] | tap at X Y`).
    let forms: [Grammar]
    /// The typed command the binder builds from a match.
    let command: any Command.Type
    public let summary: String
    public let examples: [String]
    public let topic: Topic
    /// Commands whose effects show in the trace get an echo line (`> tap login`) before them.
    var echoes = false
    /// What to say when no form accepts the first argument, for commands whose forms start with
    /// different words (`expect ran …`, `expect log …`).
    var firstWord: FirstWord? = nil
    /// The message when a `{ }` block comes with a form that takes none (nil: "'NAME' does not
    /// take a { } block").
    var blockMisuse: String? = nil
    /// Which platforms have the command (touch commands are UIKit's, mouse commands AppKit's).
    var availability: Availability = .everywhere

    enum Availability: Sendable {
        case everywhere
        /// Fingers on glass: UIKit only; `instead` is what to use in AppKit.
        case touchOnly(instead: String)
        /// AppKit's mouse, windows and controls.
        case mouseOnly
        /// A UIKit class AppKit mode does not model yet.
        case notInAppKit
    }

    /// This spec, available only as said.
    func available(_ availability: Availability) -> CommandSpec {
        var spec = self
        spec.availability = availability
        return spec
    }

    public enum Topic: String, Sendable, CaseIterable {
        case scene = "Build a scene"
        case wiring = "Define and wire handlers"
        case events = "Drive events and time"
        case inspect = "Inspect"
        case expect = "Assert"
        case script = "Script and session"
    }

    struct FirstWord: Sendable {
        let missing: String
        let unknown: Choice
    }

    /// `tap VIEW [at X Y] | tap SEGMENTED segment N | tap at X Y`, rendered from the forms.
    public var usage: String { Usage.line(self) }
}
