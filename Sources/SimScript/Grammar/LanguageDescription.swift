import Foundation
import SimCore

/// The `.sim` language as data for tools (`simrepl language`): every command with its grammar
/// as a tree, usage lines, summary and examples; every class with its names per platform, maker
/// and typed properties; the trace's event kinds; the `config` settings; the fixed word lists.
/// Built from the same tables the binder, `help` and completion read, so an editor, the TextMate
/// grammar check and the docs generator see exactly what simrepl accepts — they need not scan
/// Swift source. `schemaVersion` rises when a key changes meaning or disappears; adding keys keeps it.
public enum LanguageDescription {
    public static let schemaVersion = 1

    /// The description as pretty-printed JSON with sorted keys (the same bytes every run).
    public static func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    static var document: Document {
        Document(schemaVersion: schemaVersion, simrepl: SimreplVersion.current,
                 commands: CommandTable.all.map(CommandEntry.init),
                 classes: ObjectKind.allCases.map { ClassEntry($0.descriptor) },
                 events: Event.Kind.allCases.map { String(describing: $0) },
                 config: Simulator.Config.settings.map(SettingEntry.init)
                    + [SettingEntry(name: ConfigCommand.maxEvents, unit: "events", defaultValue: Double(Interpreter.defaultMaxEvents),
                                    written: String(Interpreter.defaultMaxEvents), minimum: 0, maximum: Double(Int.max),
                                    meaning: ConfigCommand.maxEventsMeaning)],
                 words: Words(controlEvents: ControlEvents.allNames, whyCauses: WhyCause.keywords,
                              helpTopics: HelpTopic.all.map(\.name)))
    }

    struct Document: Encodable {
        let schemaVersion: Int
        let simrepl: String
        let commands: [CommandEntry]
        let classes: [ClassEntry]
        /// The `kind` of every JSON Lines trace record.
        let events: [String]
        let config: [SettingEntry]
        let words: Words
    }

    struct Words: Encodable {
        /// What an `EVENTS` argument takes (`touchUpInside`, `allTouchEvents`…), joined by `|`.
        let controlEvents: [String]
        /// What `expect why HANDLER CAUSE` takes.
        let whyCauses: [String]
        /// What `help TOPIC` takes besides command names.
        let helpTopics: [String]
    }

    struct CommandEntry: Encodable {
        let name: String
        /// The `help` section: scene, wiring, events, inspect, expect, script.
        let topic: String
        let summary: String
        /// `help NAME`'s usage lines, one per form.
        let usage: [String]
        let examples: [String]
        /// everywhere, touchOnly (UIKit), mouseOnly (AppKit), notInAppKit.
        let availability: String
        /// Every keyword of its forms, sorted.
        let keywords: [String]
        /// Each form as a grammar tree.
        let forms: [GrammarNode]

        init(_ spec: CommandSpec) {
            name = spec.name
            topic = String(describing: spec.topic)
            summary = spec.summary
            usage = Usage.forms(spec)
            examples = spec.examples
            switch spec.availability {
            case .everywhere: availability = "everywhere"
            case .touchOnly: availability = "touchOnly"
            case .mouseOnly: availability = "mouseOnly"
            case .notInAppKit: availability = "notInAppKit"
            }
            keywords = Array(Set(spec.forms.flatMap(\.keywords))).sorted()
            forms = spec.forms.map(GrammarNode.init)
        }
    }

    /// A piece of grammar: exactly one of the keys is set (`keyword`, `symbol`, `argument`,
    /// `sequence`, `optional`, `oneOf`, `repeated` with `atLeast`, `commaSeparated`, `options`
    /// with `more`, `block`).
    struct GrammarNode: Encodable {
        var keyword: String?
        var symbol: String?
        var argument: ArgumentEntry?
        var sequence: [GrammarNode]?
        var optional: [GrammarNode]?
        var oneOf: [GrammarNode]?
        var repeated: [GrammarNode]?
        var atLeast: Int?
        var commaSeparated: [GrammarNode]?
        var options: [GrammarNode]?
        var more: [GrammarNode]?
        var block: BlockEntry?

        init(_ grammar: Grammar) {
            switch grammar {
            case .keyword(let word, _): keyword = word
            case .symbol(_, let text): symbol = text
            case .argument(let placeholder): argument = ArgumentEntry(placeholder)
            case .sequence(let parts): sequence = parts.map(GrammarNode.init)
            case .optional(let inner): optional = [GrammarNode(inner)]
            case .oneOf(let parts): oneOf = parts.map(GrammarNode.init)
            case .repeated(let inner, let min): repeated = [GrammarNode(inner)]; atLeast = min
            case .commaSeparated(let inner): commaSeparated = [GrammarNode(inner)]
            case .options(let options, let extra): self.options = options.map(GrammarNode.init); more = extra.map { [GrammarNode($0)] }
            case .block(let b): block = BlockEntry(required: b.required, label: b.label)
            }
        }
    }

    struct BlockEntry: Encodable {
        let required: Bool
        let label: String
    }

    struct ArgumentEntry: Encodable {
        /// How usage shows it: `VIEW`, `X Y W H`.
        let label: String
        /// How errors name it: "the parent view".
        let what: String
        /// How its tokens read: newName, object, number, duration, choice, text, selector…
        let kind: String
        /// For `object`: the kind of object it must name (view, control, timer…).
        var accepts: String?
        /// For `choice`: the words it takes; otherwise the values completion suggests.
        var words: [String]?

        init(_ p: Placeholder) {
            label = p.label
            what = p.what
            switch p.kind {
            case .object(let requirement): kind = "object"; accepts = String(describing: requirement)
            case .choice(let choice): kind = "choice"; words = choice.words
            case .typeName: kind = "typeName"
            case .member: kind = "member"
            case .selector: kind = "selector"
            case .word: kind = "word"
            default: kind = String(describing: p.kind)
            }
            if words == nil, !p.suggestions.isEmpty { words = p.suggestions }
        }
    }

    struct ClassEntry: Encodable {
        /// The object kind, as `show` and the scene file name it.
        let kind: String
        let uikit: String
        let appkit: String
        /// The word that makes one, if a script can: a command (`button`), or for a gesture
        /// recognizer the KIND of `gesture NAME KIND on VIEW` (`longPress`).
        let maker: String?
        let inAppKit: Bool
        let properties: [PropertyEntry]

        init(_ d: ClassDescriptor) {
            kind = String(describing: d.kind)
            uikit = d.uikitName
            appkit = d.appkitName
            maker = d.maker
            inAppKit = d.isInAppKit
            properties = d.properties.all.map(PropertyEntry.init)
        }
    }

    struct PropertyEntry: Encodable {
        let name: String
        /// bool, number, string, object, frame, list, any.
        let type: String
        /// Set in a nib, and saved in a scene file.
        let designTime: Bool
        /// both, uikit or appkit.
        let platform: String
        /// Where a script may set it (nil: read-only).
        let settable: String?
        let aliases: [String]

        init(_ p: Property) {
            name = p.name
            type = String(describing: p.kind)
            designTime = p.isDesignTime
            platform = String(describing: p.availability)
            settable = p.settable.map { String(describing: $0) }
            aliases = p.aliases
        }
    }

    struct SettingEntry: Encodable {
        let name: String
        /// points, microseconds or events.
        let unit: String
        let defaultValue: Double
        /// The default as a script writes it: `70`, `50ms`.
        let written: String
        /// The least and the greatest value it takes; past them `config` is a script error.
        let minimum: Double
        let maximum: Double
        let meaning: String

        enum CodingKeys: String, CodingKey { case name, unit, defaultValue = "default", written, minimum, maximum, meaning }

        init(name: String, unit: String, defaultValue: Double, written: String, minimum: Double, maximum: Double, meaning: String) {
            self.name = name; self.unit = unit; self.defaultValue = defaultValue; self.written = written
            self.minimum = minimum; self.maximum = maximum; self.meaning = meaning
        }

        init(_ setting: Simulator.Config.Setting) {
            let value = setting.value(in: Simulator.Config()), written = ConfigCommand.defaultValue(setting)
            switch setting.amount {
            case .points:
                self.init(name: setting.name, unit: "points", defaultValue: value, written: written, minimum: 0,
                          maximum: ConfigCommand.maxPoints, meaning: setting.meaning)
            case .duration(_, let mayBeZero):
                self.init(name: setting.name, unit: "microseconds", defaultValue: value, written: written, minimum: mayBeZero ? 0 : 1,
                          maximum: maxDurationSeconds * 1_000_000, meaning: setting.meaning)
            case .flag:
                // true is 1, false 0.
                self.init(name: setting.name, unit: "flag", defaultValue: value, written: written, minimum: 0, maximum: 1, meaning: setting.meaning)
            }
        }
    }
}
