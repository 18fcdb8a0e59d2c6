import SimCore

/// The `.sim` syntax tree. Every command has the same shape — a name, arguments and an optional
/// `{ }` block — so the parser stays small and each command reads its own arguments
/// (`ArgumentReader`), which is also what makes completion and help table-driven.
public final class CommandNode: Sendable {
    public let name: Token
    /// The command, looked up once at parse time (nil: unknown — reported when it runs, so a
    /// REPL line with a typo still reports in order with the lines before it).
    public let kind: CommandName?
    public let arguments: [Token]
    /// The commands between `{` and `}`, when the command has a block.
    public let block: [CommandNode]?
    /// Where the block's `{` is (for "expected a block" diagnostics).
    public let blockLocation: SourceLocation?
    /// The command's source text (the first line, without a block body), for trace echoes.
    public let source: String
    public var location: SourceLocation { name.location }

    init(name: Token, kind: CommandName?, arguments: [Token], block: [CommandNode]?,
         blockLocation: SourceLocation?, source: String) {
        self.name = name; self.kind = kind; self.arguments = arguments
        self.block = block; self.blockLocation = blockLocation; self.source = source
    }
}

/// Every command name, for a jump-table dispatch instead of comparing strings on each run.
public enum CommandName: String, CaseIterable, Sendable {
    case window, controller, view, button, label, object, appdelegate, present, remove, set
    case `let`, `var`, method, addTarget, removeTarget, addAction, removeAction
    case tap, touch, wait, sendAction, sendActions, becomeFirstResponder, resignFirstResponder, log, note
    case tree, chain, targets, hitTest, show, vars, trace, expect, include, config, help
    case `protocol`, weak, call, release, `return`, handler, textfield, type, clear, timer, invalidate, fire
    case `switch`, slider, stepper, segmented, slide, press
    case alertView, showAlert, alertController, alertAction, choose
    case gesture, require, simultaneous, longpress, pan, swipe, pinch, rotate, recognizers, arena
    case tableview, celltype, register, reloadData, scroll, imageview, insertRows, deleteRows, moveRow, collectionview

    static let byName: [String: CommandName] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// Commands whose effects show in the trace get an echo line (`> tap login`) before them.
    var drivesSimulation: Bool {
        switch self {
        case .tap, .touch, .wait, .sendAction, .sendActions, .becomeFirstResponder, .resignFirstResponder,
             .hitTest, .log, .call, .release, .addTarget, .removeTarget, .addAction, .removeAction, .handler,
             .type, .clear, .timer, .invalidate, .fire, .slide, .press,
             .showAlert, .choose, .longpress, .pan, .swipe, .pinch, .rotate,
             .reloadData, .scroll, .insertRows, .deleteRows, .moveRow:
            return true
        default:
            return false
        }
    }

    /// `set` takes one only for a closure property (`set login.didTouchUpInside { … }`).
    var takesBlock: Bool { self == .method || self == .addAction || self == .handler || self == .set || self == .timer || self == .alertAction || self == .celltype }
}
