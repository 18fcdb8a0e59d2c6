import SimCore

/// A class the script declares (`class LoginController { … }`): what a nib's custom class is,
/// its code kept in the script since a scene file holds no code. Every object made or loaded as
/// this class gets its methods; its outlets are the names `outlet` and `load` accept.
struct ScriptClass {
    let name: String
    /// In declaration order; a later declaration of the class adds to them, like an extension.
    var methods: [Method] = []
    /// Declared outlets: `outlet NAME [weak|strong]` in the class body.
    var outlets: [(name: String, strong: Bool)] = []
    /// Set when the class was declared in Swift (`import "File.swift"`): its UIKit superclass and
    /// what making an instance sets up.
    var swift: SwiftClassOrigin?

    func declaresOutlet(_ name: String) -> Bool { outlets.contains { $0.name == name } }
}
