#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CEdit
import SimScript

/// Interactive line source on a terminal: libedit with emacs keys, Tab completion and a
/// persistent history. Use only when stdin is a terminal (else `PlainLineReader`).
final class LineEditor: LineSource {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: HistoryFile?
    /// Says once that history can no longer be kept (a full disk, a removed folder).
    private let warn: (Diagnostic) -> Void
    private var historyFailed = false
    /// The newest entry, to skip a repeat as libedit's in-memory history does.
    private var newestEntry: String?
    private let completer: Completer
    private var currentPrompt = ""
    /// C copy of `currentPrompt`; libedit keeps the returned pointer while it redraws.
    private(set) var promptCString: UnsafeMutablePointer<CChar>

    init(historyFile: HistoryFile?, warn: @escaping (Diagnostic) -> Void, completer: @escaping Completer) {
        // Both must precede el_init: libedit picks its character decoding at init, and with
        // EL_SIGNAL on it re-raises Ctrl-C to whatever SIGINT handler is installed (the
        // default one would kill us).
        TerminalLocale.ensureUTF8()
        InterruptFlag.install()

        guard let editLine = simrepl_el_init("simrepl"), let history = history_init() else {
            fatalError("simrepl: cannot initialise libedit")
        }
        self.editLine = editLine
        self.history = history
        self.historyFile = historyFile
        self.warn = warn
        self.completer = completer
        self.promptCString = strdup("")!

        // Unretained: self owns the EditLine and ends it in deinit, so the back-pointer never dangles.
        simrepl_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        simrepl_el_set_prompt(editLine, editLinePrompt)
        // EL_EDITOR resets the key map, so it comes before any binding.
        simrepl_el_set_editor(editLine, "emacs")
        // EL_SIGNAL 1: while el_gets runs, libedit catches SIGINT/TSTP/CONT/WINCH/TERM/HUP/QUIT,
        // puts the tty back in cooked mode, then re-raises the signal (kill(0, sig)) to the
        // handler that was installed before. We want that: Ctrl-Z + fg restores raw mode and
        // redraws (with 0 the line echoes twice until Enter), window resizes re-wrap the line,
        // and SIGTERM/SIGHUP cannot leave the terminal raw. The cost is that the re-raise
        // goes to the whole process group; a terminal-typed Ctrl-C/Ctrl-Z already went to the
        // whole foreground group anyway. Ctrl-C then reaches InterruptFlag's handler, whose
        // lack of SA_RESTART makes el_gets return NULL with count -1.
        simrepl_el_set_signal(editLine, 1)
        // A paste's Ctrl-\ and Ctrl-S are keys, not a quit and an output stop, while a line is
        // edited (-d) and while its command runs (-x): see TerminalModes.
        simrepl_el_setty_paste_safe(editLine, "-x")
        simrepl_el_setty_paste_safe(editLine, "-d")

        simrepl_history_set_size(history, Int32(HistoryFile.maxEntries))
        simrepl_history_set_unique(history, 1)
        historyFile?.load(into: history)
        newestEntry = simrepl_history_newest(history).map { String(cString: $0) }
        simrepl_el_set_history(editLine, history)

        simrepl_el_add_function(editLine, "simrepl-complete", "Complete the current word", editLineComplete)
        simrepl_el_bind(editLine, "^I", "simrepl-complete")
        // emacs mode leaves ^R as redisplay; readline users expect reverse history search.
        simrepl_el_bind(editLine, "^R", "em-inc-search-prev")
    }

    deinit {
        el_end(editLine)  // puts back the terminal's settings as libedit found them, then:
        TerminalModes.restore()  // as they were before the REPL took the terminal
        history_end(history)
        free(promptCString)
    }

    /// The LineEditor that owns a libedit handle (for the C callbacks).
    static func owning(_ editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = simrepl_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    func readLine(prompt: String) -> LineReadResult {
        setPrompt(prompt)
        // A Ctrl-C that arrived while the previous command ran is not about this line.
        _ = InterruptFlag.takeIfSet()
        var count: Int32 = 0
        errno = 0
        guard let raw = el_gets(editLine, &count) else {
            // NULL with count -1 is a read error: EINTR from Ctrl-C, or e.g. EIO when the
            // terminal went away. Only the former may loop back to the prompt.
            let interrupted = InterruptFlag.takeIfSet() || (count == -1 && errno == EINTR)
            // Keep what was typed visible and start the next prompt (or the shell's) on a new line.
            output("\n")
            return interrupted ? .interrupted : .endOfInput
        }
        // el_gets keeps the newline. (An abandoned line needs no clearing: el_gets starts empty.)
        let line = String(cString: raw)
        if line.utf8.last == UInt8(ascii: "\n") {
            return .line(String(decoding: line.utf8.dropLast(), as: UTF8.self))
        }
        return .line(line)
    }

    /// Remembers `line` for Up and appends it to the history file at once, so a session that
    /// is killed loses nothing and a session running beside it keeps its own lines.
    func addHistory(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }), line != newestEntry else { return }
        simrepl_history_enter(history, line)
        newestEntry = line
        guard let historyFile, !historyFailed, let problem = historyFile.append(line) else { return }
        // Once per session: a read-only location should not nag after every command.
        historyFailed = true
        warn(HistoryFile.warning(problem))
    }

    private func setPrompt(_ prompt: String) {
        guard prompt != currentPrompt else { return }
        free(promptCString)
        promptCString = strdup(prompt)!
        currentPrompt = prompt
    }

    private func output(_ text: String) {
        simrepl_el_write(editLine, text)
    }

    /// Tab: complete the word before the cursor from the app's candidates.
    func complete() -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let lineBeforeCursor = String(
            decoding: UnsafeRawBufferPointer(start: buffer, count: buffer.distance(to: cursor)),
            as: UTF8.self)
        switch TabCompletion.action(lineBeforeCursor: lineBeforeCursor, candidates: completer(lineBeforeCursor)) {
        case .insert(let text):
            return UInt8(el_insertstr(editLine, text) == 0 ? CC_REFRESH : CC_REFRESH_BEEP)
        case .list(let candidates):
            let columns = Int(simrepl_el_columns(editLine))
            let rows = TabCompletion.columns(candidates, width: columns > 0 ? columns : 80)
            output("\n" + rows.joined(separator: "\n") + "\n")
            // Redraw prompt and line below the listing.
            return UInt8(CC_REDISPLAY)
        case .noMatch:
            return UInt8(CC_REFRESH_BEEP)
        }
    }
}
