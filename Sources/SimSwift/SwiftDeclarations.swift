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
        /// `@IBOutlet var`: strong unless written `weak`, as Swift declares it; with its type.
        var outlets: [(name: String, weak: Bool, type: String?)] = []
        /// `weak var delegate: Protocol?`.
        var delegates: [(name: String, protocolName: String)] = []
        /// Stored properties whose initializer makes a view (`= { … }()`, `= UIButton()`).
        var madeViews: [(name: String, node: PatternBindingSyntax, lazy: Bool)] = []
        /// Stored properties holding values (`let items = ["One", …]`, `var count = 0`,
        /// `var title: String?`): made on each instance with their initial value.
        var values: [(name: String, node: PatternBindingSyntax, mutable: Bool, type: String?)] = []
        /// The seed's closure property (`var didTouchUpInside: DidTapButton? { didSet { … } }`),
        /// checked to be the pattern UIKit's model implements for every button.
        var closureProperty: String?
        /// `typealias NAME = (Button) -> ()`: names a closure type.
        var closureAliases: Set<String> = []
        /// A cell's `var viewModel: ViewModel? { didSet { … } }`.
        var viewModelObserver: AccessorDeclSyntax?
        var viewModelType: String?

        struct Method {
            let name: MethodName
            let node: FunctionDeclSyntax
            var swift2 = false
            /// The Objective-C selector UIKit calls it by (a data source method's own name).
            var uikitSelector: String?
            var selector: String { uikitSelector ?? (swift2 ? name.swift2Name.selector : name.selector) }
        }

        func method(named name: MethodName, bare: Bool) -> Int? {
            if bare { return methods.firstIndex { $0.name.base == name.base } }
            return methods.firstIndex { $0.name == name }
        }

        /// A property `self.name` reads.
        func isMember(_ name: String) -> Bool {
            outlets.contains { $0.name == name } || delegates.contains { $0.name == name } || madeViews.contains { $0.name == name }
                || values.contains { $0.name == name } || closureProperty == name || (isTableViewController && name == "tableView")
                || (viewModelObserver != nil && name == "viewModel")
        }

        /// The declared type of a property (`Button` for `@IBOutlet var smartButton: Button!`).
        func typeOf(member name: String) -> String? {
            if let outlet = outlets.first(where: { $0.name == name }) { return outlet.type }
            if let value = values.first(where: { $0.name == name }) { return value.type }
            if isTableViewController && name == "tableView" { return "UITableView" }
            if viewModelObserver != nil && name == "viewModel" { return viewModelType }
            return nil
        }

        var isTableViewController: Bool { superclass == "UITableViewController" }
    }

    var protocols: [String: ProtocolInfo] = [:]
    var classes: [ClassInfo] = []
    var structs: [StructInfo] = []

    func swiftClass(_ name: String?) -> ClassInfo? { name.flatMap { n in classes.first { $0.name == n } } }
}

/// A type as written, without its optional marks: `Button!` and `Button?` are `Button`.
func baseTypeName(_ type: TypeSyntax?) -> String? {
    guard let type else { return nil }
    if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
    if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(forced.wrappedType) }
    return type.trimmedDescription
}
