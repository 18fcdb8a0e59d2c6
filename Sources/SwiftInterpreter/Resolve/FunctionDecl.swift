import SwiftSyntax

/// A function the program wrote — free function, method, initializer, accessor, closure — in
/// resolved form: its signature, its body as evaluator nodes, and the layout of its frame.
///
/// Frame layout: slot 0 is `self` for members, then the parameters in order, then locals.
/// A variable a closure captures lives in a `Cell` instead (`cellCount` of them), so the
/// closure and the function share it; captured parameters move into their cells on entry.
public final class FunctionDecl {
    enum Kind { case free, method, initializer, deinitializer, getter, setter, observer, closure, local }

    let name: String
    let kind: Kind
    let loc: SourceLoc
    var signature: Signature
    /// The type the function is a member of (nil for free functions and closures).
    weak var owner: TypeDecl?
    var isStatic = false
    var isMutating = false
    /// A convenience initializer (it delegates with `self.init`).
    var isConvenience = false

    var body: Block?
    var slotCount = 0
    var cellCount = 0
    var hasSelf = false
    /// Parameters (by slot) that closures capture, and the cell each moves to on entry.
    var paramCells: [(slot: Int, cell: Int)] = []
    /// For closures and local functions: where each captured variable comes from in the
    /// enclosing function's frame.
    var captureSources: [CaptureSource] = []
    /// Each captured variable's name and how it is captured, beside `captureSources`: what a
    /// host shows of a closure (the trace's `captured document = "notes.txt"`).
    var captureNames: [(name: String, kind: CaptureKind)] = []
    /// Slots of `inout` parameters, in parameter order, read back after the call.
    var inoutSlots: [VarStorage] = []
    /// Where each parameter ends up, in order (a native reads back a closure's `inout` one).
    var paramStorages: [VarStorage] = []
    /// Where `self` ends up (slot 0, or a cell when a closure captures it), read back after a
    /// mutating call or an initializer.
    var selfStorage: VarStorage = .slot(0)

    /// The declaration, until its body is resolved.
    var pendingSyntax: Syntax?

    init(name: String, kind: Kind, loc: SourceLoc, signature: Signature) {
        self.name = name
        self.kind = kind
        self.loc = loc
        self.signature = signature
    }

    /// `greet(_:)`, as `#function` and messages name it.
    var fullName: String {
        if kind == .getter || kind == .setter || kind == .observer { return name }
        if kind == .deinitializer { return "deinit" }
        let base = kind == .initializer ? "init" : name
        return base + "(" + signature.params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// Where a variable lives at run time.
enum VarStorage: Equatable {
    /// A slot of the current frame.
    case slot(Int)
    /// A cell of the current frame (a variable some closure captures).
    case cell(Int)
    /// A cell the current closure captured.
    case capture(Int)
    /// A top-level variable.
    case global(Int)
}

/// How a closure holds one of the variables it captures.
public enum CaptureKind: Sendable {
    /// In the capture list (`[item]`, `[weak self]`): a copy made with the closure.
    case listed(weak: Bool)
    /// An enclosing `let` or parameter used in the body: it cannot change, so it is a value.
    case implicitConstant
    /// An enclosing `var` used in the body: shared with the enclosing function by reference.
    case implicitVariable
}

/// Where a closure's captured variable comes from when the closure is made.
enum CaptureSource {
    /// A cell of the enclosing frame.
    case cell(Int)
    /// A cell the enclosing closure itself captured.
    case capture(Int)
    /// A capture-list entry (`[x]`, `[weak self]`): a fresh cell holding the value evaluated
    /// when the closure is made.
    case value(Expr, MemberDecl.Ownership)
}
