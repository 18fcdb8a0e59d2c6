import SimCore

/// `save FILE`: the session so far as a `.sim` script that `simrepl run FILE` replays — what a
/// person tried at the prompt, kept. Entries that stopped at an error are written as comments
/// (the replay would stop at them); the built-in demo scene is written out in full, so the file
/// stands alone.
extension Session {
    func saveSession(to file: Token) throws {
        let path = resolvePath(file.literalText, relativeTo: file.location.file)
        var text = "# A simrepl session, saved by `save` (simrepl \(SimreplVersion.current)).\n"
            + "# Replay it with: simrepl run \(path)\n"
        var saved = 0, leftOut = 0
        // The last entry is the one running this `save`: it is not part of what was tried.
        for entry in journal.entries.dropLast() {
            var source: String
            do {
                source = try entry.source.text(file: entry.file)
            } catch let e as ScriptError {
                throw self.error(file, "cannot save: \(e.diagnostic.message)", hint: e.diagnostic.hint)
            }
            if !source.hasSuffix("\n") { source += "\n" }
            if entry.file == DemoScene.fileName {
                text += "\n# The demo scene simrepl starts with (--no-demo starts empty):\n" + source + "\n"
            } else if entry.failed {
                leftOut += 1
                text += source.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                    .map { "# (stopped at an error) \($0)\n" }.joined()
            } else {
                saved += 1
                text += source
            }
        }
        try writeNamedFile(text, to: path, named: file, hint: "the folder must exist and be writable; the path is relative to the script")
        let failures = leftOut == 0 ? "" : " (\(leftOut) that stopped at an error kept as comments)"
        emitOutput("saved \(saved) \(saved == 1 ? "entry" : "entries") of this session to \(path)\(failures)")
    }
}
