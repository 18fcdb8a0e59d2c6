import SimCore

/// Scenes as files (Session+SaveScene.swift, Session+LoadScene.swift; docs/scenes.md).

/// `save scene FILE [owner OBJECT]` and `load FILE [owner OBJECT]`; `save FILE` (the session
/// as a script, Session+SaveSession.swift) shares the command word.
struct SceneFileCommand: Command {
    let file: Token
    let owner: ObjectReference?
    let saves: Bool
    let savesSession: Bool

    init(_ match: inout Match, binder: inout Binder, saves: Bool) throws {
        file = try match.token(.file)
        owner = match.objectIfPresent(.owner)
        self.saves = saves
        savesSession = saves && match.form == 1
    }

    func run(in session: Session) throws {
        if savesSession { return try session.saveSession(to: file) }
        let owner = try self.owner?.resolve(in: session)
        guard saves else { return try session.loadScene(from: file, owner: owner) }
        if let owner, !(owner is PlainObject) {
            throw session.error(self.owner!.token, "File's Owner must be a plain object (`object NAME`), not \(article(owner.className))",
                                hint: "a controller or view is saved with the scene; make an object own it through outlets")
        }
        try session.saveScene(to: file, owner: owner)
    }
}

extension CommandTable {
    /// `save`: its grammar, help and availability.
    static let saveSpec = CommandSpec(name: "save", forms: [
                    form(.keyword("scene"), .argument(.text(.file, "FILE", "the scene file to write")), fileOwner),
                    form(.argument(.text(.file, "FILE", "the .sim file to write the session to")))],
                make: { try SceneFileCommand(&$0, binder: &$1, saves: true) },
                summary: "`save scene FILE` writes the scene as a JSON scene file, as Interface Builder writes a nib: the objects with their class, place and design-time properties, and the connections (outlets, target-action, delegates, gesture recognizers). Closures and methods defined on one object are code, which a scene file cannot hold: the output lists them. With `owner`, that object is File's Owner. See docs/scenes.md. `save FILE` writes what this session ran so far (the REPL's lines, the demo scene) as a .sim script that `simrepl run FILE` replays; lines that stopped at an error become comments.", examples: ["save scene \"login.scene.json\"", "save \"tried.sim\""], topic: .script, echoes: true)
}

extension CommandTable {
    /// `load`: its grammar, help and availability.
    static let loadSpec = CommandSpec(name: "load", forms: [
                    form(.argument(.text(.file, "FILE", "the scene file to read")), fileOwner)],
                make: { try SceneFileCommand(&$0, binder: &$1, saves: false) },
                summary: "Make a scene file's objects and connect them in a nib loader's order: objects, properties, outlets and delegates, actions, then awakeFromNib to each object that implements it. `owner NAME` binds File's Owner, as loadNibNamed(_:owner:) does. Broken connections are reported and loading goes on. The path is relative to the script.", examples: ["load \"login.scene.json\"", "load \"login.scene.json\" owner coordinator"], topic: .script, echoes: true)
}
