import CEdit

// C callbacks handed to libedit. They cannot capture context, so each finds its LineEditor
// through EL_CLIENTDATA. They live outside main.swift, whose top-level code is main-actor
// isolated; these are nonisolated and run synchronously inside el_gets on the caller's thread.

/// EL_PROMPT: the prompt is re-read on every redraw, so a new `prompt:` per call just works.
func editLinePrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let editor = LineEditor.owning(editLine) else {
        preconditionFailure("libedit asked for a prompt before its LineEditor was attached")
    }
    return editor.promptCString
}

/// Bound to Tab through EL_ADDFN; returns one of libedit's CC_* codes.
func editLineComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let editor = LineEditor.owning(editLine) else { return UInt8(CC_ERROR) }
    return editor.complete()
}
