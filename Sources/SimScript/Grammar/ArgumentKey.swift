import SimCore

/// Where the binder files an argument; the command reads it back by the same key. A key is an
/// object compared by identity (as cheap as an enum case): keys one command file reads are
/// declared in that file (`ArgumentKey.interval` in TimerCommands.swift), so a new command adds
/// its keys beside its spec; the ones below are shared by several commands or by the grammar's
/// shared pieces.
final class ArgumentKey: Hashable, Sendable, CustomStringConvertible {
    /// How an internal error names it.
    let description: String
    init(_ name: String) { description = name }

    static func == (a: ArgumentKey, b: ArgumentKey) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ArgumentKey {
    static let name = ArgumentKey("name")
    static let parent = ArgumentKey("parent")
    static let frame = ArgumentKey("frame")
    static let property = ArgumentKey("property")
    static let value = ArgumentKey("value")
    static let segments = ArgumentKey("segments")
    static let title = ArgumentKey("title")
    static let delegate = ArgumentKey("delegate")
    static let target = ArgumentKey("target")
    static let action = ArgumentKey("action")
    static let events = ArgumentKey("events")
    static let identifier = ArgumentKey("identifier")
    static let capture = ArgumentKey("capture")
    static let owner = ArgumentKey("owner")
    static let member = ArgumentKey("member")
    static let closure = ArgumentKey("closure")
    static let method = ArgumentKey("method")
    static let count = ArgumentKey("count")
    static let negated = ArgumentKey("negated")
    static let view = ArgumentKey("view")
    static let point = ArgumentKey("point")
    static let control = ArgumentKey("control")
    static let recognizer = ArgumentKey("recognizer")
    static let phase = ArgumentKey("phase")
    static let duration = ArgumentKey("duration")
    static let steps = ArgumentKey("steps")
    static let dy = ArgumentKey("dy")
    static let text = ArgumentKey("text")
    static let table = ArgumentKey("table")
    static let row = ArgumentKey("row")
    static let rowCount = ArgumentKey("rowCount")
    static let alert = ArgumentKey("alert")
    static let index = ArgumentKey("index")
    static let sender = ArgumentKey("sender")
    static let schedule = ArgumentKey("schedule")
    static let setting = ArgumentKey("setting")
    static let command = ArgumentKey("command")
    static let variable = ArgumentKey("variable")
    static let file = ArgumentKey("file")
    static let responder = ArgumentKey("responder")
    static let handler = ArgumentKey("handler")
    static let cause = ArgumentKey("cause")
    static let format = ArgumentKey("format")
    static let customClass = ArgumentKey("customClass")
    static let strength = ArgumentKey("strength")
}
