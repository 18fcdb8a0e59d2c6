import SimCore

/// What a session's `expect` commands found: how many held and failed, the ones that held but
/// could not have failed, and what `expect log` reads. One part of the session
/// (`Session.ledger`), which both languages' expectations count in.
final class ExpectationLedger {
    /// How many `expect` commands held.
    var passed = 0
    /// How many failed (each also reported as a diagnostic).
    var failed = 0
    /// Expectations that passed but could not have failed (see Session+Vacuity.swift).
    var vacuous: [Diagnostic] = []
    /// The texts logged so far, for `expect log` (kept as lines arrive: see `LoggedTexts`).
    var loggedTexts = LoggedTexts()
    /// Every `log` text bound so far, each `{placeholder}` a segment of its own: what the
    /// session's logs can write (`expect not log` of anything else cannot fail).
    var boundLogTexts: Set<[TemplateSegment]> = []
}
