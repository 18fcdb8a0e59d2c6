import SimCore
import SimRendering

/// `export tree|chain OBJECT|touch dot|mermaid [FILE]`. The pictures are SimCore's
/// (Rendering/Pictures); Session+Pictures.swift prints or writes them.
struct ExportCommand: MatchedCommand {
    enum Picture {
        case tree
        case chain(ObjectReference)
        case touch
    }
    let picture: Picture
    let format: PictureFormat
    let file: Token?

    init(_ match: inout Match, binder: inout Binder) throws {
        switch match.form {
        case 0: picture = .tree
        case 1: picture = .chain(try match.object(.responder))
        default: picture = .touch
        }
        format = try match.choice(.format, as: PictureFormat.self)
        file = match.tokenIfPresent(.file)
    }

    func run(in session: Session) throws {
        let text: String
        switch picture {
        case .tree: text = session.treePicture(format)
        case .chain(let reference): text = session.chainPicture(from: try reference.resolve(in: session), format)
        case .touch: text = session.touchPicture(format)
        }
        try session.export(text, to: file)
    }
}

extension CommandTable {
    /// `export`: its grammar, help and availability.
    static let exportSpec = CommandSpec(name: "export", forms: [
                    form(.keyword("tree"), pictureFormat, .optional(pictureFile)),
                    form(.keyword("chain"), responder, pictureFormat, .optional(pictureFile)),
                    form(.keyword("touch"), pictureFormat, .optional(pictureFile))],
                command: ExportCommand.self,
                summary: "A picture: the view tree (frames, flags, handlers), the responder chain from OBJECT, or the last touch as a sequence diagram — as Graphviz DOT or Mermaid, printed or written to FILE (relative to the script).", examples: ["export tree dot", "export chain login mermaid", "export touch mermaid \"touch.mmd\""], topic: .inspect,
                firstWord: .init(missing: "missing what to draw: tree, chain OBJECT or touch",
                                 unknown: Choice(words: ["tree", "chain", "touch"], unknown: "cannot export '{word}'", otherwise: "export tree, chain OBJECT or touch")))
}
