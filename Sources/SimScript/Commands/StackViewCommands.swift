import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let stack = ArgumentKey("stack")
}

/// `addArrangedSubview STACK VIEW` and `removeArrangedSubview STACK VIEW`: UIStackView's own
/// list of the views it lays out (`SimCore/Layout/StackView.swift`).
struct ArrangedSubviewCommand: Command {
    let stack: ObjectReference
    let view: ObjectReference
    let adds: Bool
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder, adds: Bool) throws {
        stack = try match.object(.stack)
        view = try match.object(.view)
        self.adds = adds
        node = match.node
    }

    func run(in session: Session) throws {
        let stack = try stack.resolve(StackView.self, in: session)
        let view = try view.resolve(View.self, in: session)
        guard view !== stack, !(view is Window), !stack.isDescendant(of: view) else {
            throw node.error(node.arguments.last, "'\(view.name)' cannot be arranged in '\(stack.name)': it is the stack view or holds it",
                             hint: "arrange a view made in the stack view or elsewhere, e.g. `button ok in \(stack.name)`")
        }
        if adds { return stack.addArrangedSubview(view) }
        guard stack.removeArrangedSubview(view) else {
            throw node.error(node.arguments.last, "'\(view.name)' is not an arranged subview of '\(stack.name)'",
                             hint: "`show \(stack.name)` lists its arrangedSubviews")
        }
    }
}

extension CommandTable {
    private static func arranged(_ name: String, adds: Bool, summary: String, example: String) -> CommandSpec {
        CommandSpec(name: name, forms: [form(.argument(.object(.stack, .stack, "STACK", "the stack view")),
                                             .argument(.object(.view, .view, "VIEW", "the view it lays out")))],
                    make: { try ArrangedSubviewCommand(&$0, binder: &$1, adds: adds) },
                    summary: summary, examples: [example], topic: .scene).available(.notInAppKit)
    }

    /// `addArrangedSubview`: its grammar, help and availability.
    static let addArrangedSubviewSpec = arranged("addArrangedSubview", adds: true,
        summary: "UIStackView.addArrangedSubview: make VIEW a subview of STACK (moving it there) and lay it out after the others, along the stack's axis. `view NAME in STACK` alone adds a subview the stack does not lay out, as addSubview does.",
        example: "addArrangedSubview buttons ok")
    /// `removeArrangedSubview`: its grammar, help and availability.
    static let removeArrangedSubviewSpec = arranged("removeArrangedSubview", adds: false,
        summary: "UIStackView.removeArrangedSubview: STACK stops laying VIEW out, but VIEW stays its subview — it keeps its frame, draws and takes touches (Apple's warning); `remove VIEW` takes it out altogether.",
        example: "removeArrangedSubview buttons cancel")
}
