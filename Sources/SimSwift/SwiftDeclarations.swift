import SwiftSyntax

/// What a Swift file declares, read before any body is lowered: a body may name a method or a
/// protocol declared further down, as in Swift.
struct SwiftDeclarations {
    struct ProtocolInfo {
        let name: String
        let node: ProtocolDeclSyntax
        /// Its methods, `optional` ones flagged.
        var methods: [(name: MethodName, optional: Bool)] = []
    }

    struct ClassInfo {
        let name: String
        let node: ClassDeclSyntax
        let superclass: String
        /// Methods by declaration order; `swift2` is set when a `#selector` named one under Swift
        /// 2's rule, and then its selector is the Swift 2 one.
        var methods: [Method] = []
        /// `@IBOutlet var`: strong unless written `weak`, as Swift declares it.
        var outlets: [(name: String, weak: Bool)] = []
        /// `weak var delegate: Protocol?`.
        var delegates: [(name: String, protocolName: String)] = []
        /// Stored properties whose initializer makes a view (`= { … }()`, `= UIButton()`).
        var madeViews: [(name: String, node: PatternBindingSyntax, lazy: Bool)] = []

        struct Method {
            let name: MethodName
            let node: FunctionDeclSyntax
            var swift2 = false
            var selector: String { swift2 ? name.swift2Name.selector : name.selector }
        }

        func method(named name: MethodName, bare: Bool) -> Int? {
            if bare { return methods.firstIndex { $0.name.base == name.base } }
            return methods.firstIndex { $0.name == name }
        }

        func isMember(_ name: String) -> Bool {
            outlets.contains { $0.name == name } || delegates.contains { $0.name == name } || madeViews.contains { $0.name == name }
        }
    }

    var protocols: [String: ProtocolInfo] = [:]
    var classes: [ClassInfo] = []
}
