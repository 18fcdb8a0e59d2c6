/// What a program declares at the top of its file, for `simrepl run`'s summary after the
/// program's output: one line each, in source order —
/// `struct WordCount: Hashable`, `class Counter`, `func greet(_:)`.
extension Program {
    public var declarations: [String] {
        var lines: [(loc: SourceLoc, text: String)] = []
        for t in types where t.isUserDeclared && t.parent == nil && t.kind != .builtin {
            let inherits = (t.superclass.map { [$0.name] } ?? []) + t.conformances.map(\.name)
            let word: String
            switch t.kind {
            case .structType: word = "struct"
            case .classType: word = "class"
            case .enumType: word = "enum"
            case .protocolType: word = "protocol"
            case .builtin: continue
            }
            let loc = t.declaredAt ?? .unknown
            lines.append((loc, word + " " + t.name + (inherits.isEmpty ? "" : ": " + inherits.joined(separator: ", "))))
        }
        if let globals = runtime.userGlobals {
            for members in globals.members.values {
                for m in members where m.kind == .method {
                    lines.append((m.loc, "func " + m.fullName))
                }
            }
        }
        return lines.sorted { ($0.loc, $0.text) < ($1.loc, $1.text) }.map(\.text)
    }
}
