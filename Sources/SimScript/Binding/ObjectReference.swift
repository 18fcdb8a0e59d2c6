import SimCore

/// An argument that names an object of some kind. A name bound to an existing object was
/// checked when the command was bound; one that is only known when it runs (`sender`,
/// `cell.buyButton`, a variable) is looked up and checked then, with the same diagnostics.
struct ObjectReference: Sendable {
    /// The name as written: where errors point.
    let token: Token
    let kind: ObjectRequirement
    let name: NameReference
    /// The command it is an argument of, by its place in the table (its usage is the hint for
    /// a wrong kind of object).
    let command: Int?

    /// The object, when it was known at binding.
    var boundObject: SimObject.ID? {
        if case .object(let id) = name { return id }
        return nil
    }

    func resolve(in session: Session) throws -> SimObject {
        if case .object(let id) = name { return session.world.object(id) }
        let world = session.world
        let value = try session.value(of: name, at: token)
        guard case .object(let id)? = value else {
            if value == .null, case .member(let base, let member) = name,
               case .object(let ownerID)? = try session.value(of: base, at: token) {
                throw session.error(token, "'\(token.text)' is nil", hint: "\(world.object(ownerID).name).\(member) holds no object here")
            }
            throw ScriptError(ObjectReference.unknown(token, kind: kind, session: session))
        }
        let object = world.object(id)
        guard kind.matches(object) else { throw ScriptError(kind.mismatch(object, at: token, world: world, usage: CommandTable.usageHint(command))) }
        return object
    }

    func resolve<T: SimObject>(_ type: T.Type, in session: Session) throws -> T {
        let object = try resolve(in: session)
        guard let typed = object as? T else { throw ScriptError(kind.mismatch(object, at: token, world: session.world, usage: CommandTable.usageHint(command))) }
        return typed
    }

    /// "no object named 'logn'", with the closest name, else how to make one of the kind wanted.
    static func unknown(_ token: Token, kind: ObjectRequirement, session: Session) -> Diagnostic {
        Diagnostic(.error, token.location, "no object named '\(token.text)'",
                   hint: Suggestions.hint(for: token.text, in: session.world.names + session.state.variables.names)
                    ?? kind.howToCreate(token.text))
    }
}
