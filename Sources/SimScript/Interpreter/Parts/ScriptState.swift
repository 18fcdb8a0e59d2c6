import SimCore

/// What the script has made and is doing, apart from the world itself: its variables, the
/// handlers running now (their frames: self, sender, captures, locals), the includes open, the
/// cell types and classes it declared, its constant stored properties, and — for an editor —
/// where it defined each name. One part of the session (`Session.state`).
final class ScriptState {
    /// The script's top-level variables.
    var variables = ScriptVariables()
    /// The handlers running now: what `self`, `sender`, captures and body locals mean.
    var frames = HandlerFrames()
    /// The files being included, innermost last (an include cycle is refused).
    var includeStack: [String] = []
    /// Cell types declared with `celltype`, by name.
    var cellTypes: [String: CellType] = [:]
    /// Classes declared with `class`, by name.
    var classes: [String: ScriptClass] = [:]
    /// The stored properties `let OBJECT.NAME = VALUE` declared: `set` refuses them.
    var constantProperties: Set<StoredPropertyKey> = []
    /// What the script defines and where, recorded as commands are bound, for an editor's
    /// outline and go-to-definition; nil (the default) records nothing.
    var definitions: [ScriptDefinition]?
}
