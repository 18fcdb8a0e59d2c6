import SimCore

/// Scenes as files (Interpreter+SaveScene.swift, Interpreter+LoadScene.swift; docs/scenes.md).

/// `save scene FILE [owner OBJECT]` and `load FILE [owner OBJECT]`; `save FILE` (the session
/// as a script, Interpreter+SaveSession.swift) shares the command word.
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

    func run(in session: Interpreter) throws {
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
