import SimCore

/// One command of the `.sim` language: its grammar (one or more forms), a summary, examples and
/// the `help` topic it is listed under. The binder matches commands against the forms, `help`
/// and error hints render them as the usage line, completion walks them.
package struct CommandSpec: Sendable {
    /// The word that starts the command (`tap`, `addTarget`).
    public let name: String
    /// The ways to write the command, in the order usage lists them (`tap VIEW [at X Y] | tap at X Y`).
    let forms: [Grammar]
    /// Builds the typed command from a match.
    let make: @Sendable (inout Match, inout Binder) throws -> any Command
    /// One paragraph for `help` and docs/language.md.
    public let summary: String
    /// Lines that use the command, as `help NAME` shows them.
    public let examples: [String]
    /// The `help` section the command is listed under.
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

    /// A command word whose type is built from its match alone.
    init<C: MatchedCommand>(name: String, forms: [Grammar], command: C.Type, summary: String, examples: [String], topic: Topic,
                            echoes: Bool = false, firstWord: FirstWord? = nil, blockMisuse: String? = nil) {
        self.init(name: name, forms: forms, make: { try C(&$0, binder: &$1) }, summary: summary, examples: examples, topic: topic,
                  echoes: echoes, firstWord: firstWord, blockMisuse: blockMisuse)
    }

    /// A command word built by `make` (a type that serves several words, told which one it is).
    init(name: String, forms: [Grammar], make: @escaping @Sendable (inout Match, inout Binder) throws -> any Command,
         summary: String, examples: [String], topic: Topic, echoes: Bool = false, firstWord: FirstWord? = nil, blockMisuse: String? = nil) {
        self.name = name
        self.forms = forms
        self.make = make
        self.summary = summary
        self.examples = examples
        self.topic = topic
        self.echoes = echoes
        self.firstWord = firstWord
        self.blockMisuse = blockMisuse
    }

    /// This spec, available only as said.
    func available(_ availability: Availability) -> CommandSpec {
        var spec = self
        spec.availability = availability
        return spec
    }

    /// The sections of `help`'s overview; the raw values are their titles.
    public enum Topic: String, Sendable, CaseIterable {
        /// Windows, views, controls and the other objects.
        case scene = "Build a scene"
        /// Methods, closures, target-action, delegates.
        case wiring = "Define and wire handlers"
        /// Touches, clicks, typing, waiting.
        case events = "Drive events and time"
        /// `tree`, `chain`, `trace`, `why` and the other inspections.
        case inspect = "Inspect"
        /// `expect` and its forms.
        case expect = "Assert"
        /// `include`, `config`, `help` and the rest of the session.
        case script = "Script and session"
    }

    struct FirstWord: Sendable {
        let missing: String
        let unknown: Choice
    }

    /// `tap VIEW [at X Y] | tap SEGMENTED segment N | tap at X Y`, rendered from the forms.
    public var usage: String { Usage.line(self) }
}
