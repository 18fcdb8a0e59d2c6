import SimCore
import SimScript
import SwiftSyntax

/// The errors a load stops with, at the construct's `file:line:col`: what is outside the subset
/// (named, with the nearest form that is in it), and what a compiler would reject.
struct SwiftErrors {
    let locations: SwiftLocations

    /// A construct simrepl does not run: its name, and the nearest supported form.
    func unsupported(_ node: some SyntaxProtocol, _ construct: String, nearest: String) -> ScriptError {
        ScriptError(Diagnostic(.error, locations.location(node), "\(construct) is outside the Swift subset simrepl runs", hint: nearest + " (docs/swift.md lists the subset)"))
    }

    /// What the Swift compiler itself reports.
    func compiler(_ node: some SyntaxProtocol, _ message: String, hint: String) -> ScriptError {
        ScriptError(Diagnostic(.error, locations.location(node), message, hint: hint))
    }

    func warning(_ node: some SyntaxProtocol, _ message: String, hint: String) -> Diagnostic {
        Diagnostic(.warning, locations.location(node), message, hint: hint)
    }
}
