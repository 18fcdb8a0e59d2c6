/// UITextField: a control that becomes first responder when tapped and then takes typed text.
///
/// Its weak `delegate` (UITextFieldDelegate, every method optional) is asked before each step:
/// begin editing, each change, return, clear, end editing. When the delegate does not answer,
/// UIKit assumes `true` — so does the simulator (`TextField.delegateMethods`).
public final class TextField: Control, BlockHandling {
    public override var blockHandling: (any BlockHandling)? { self }
    public override class var descriptor: ClassDescriptor { textFieldClass }
    /// The text; setting it from code sends no events, as in UIKit.
    public var text = ""
    /// The longest text typing may make (UIKit has no limit; this is simrepl's). Each keystroke's
    /// trace shows the whole text so far, so typing into one field without end cost the square
    /// of its length, across any number of `type` commands.
    public static let maxTypedLength = 1_000
    /// The grey text shown while the field is empty.
    public var placeholder = ""
    /// UITextField.clearsOnBeginEditing: the old text goes when editing begins, unless the
    /// delegate's textFieldShouldClear: answers false.
    public var clearsOnBeginEditing = false
    /// Whether the field is first responder and taking typed text.
    public internal(set) var isEditing = false
    /// HWBlocksUI block handlers by name (`shouldReturnHandler`…), in the order they were set.
    public internal(set) var blocks: [(name: String, closure: ClosureHandler)] = []

    override init(id: ID, name: String, frame: Rect) {
        super.init(id: id, name: name, frame: frame)
        canBecomeFirstResponder = true
        delegateSlots.append(DelegateSlot(name: "delegate", protocolName: TextField.protocolName, target: nil))
    }

    static let protocolName = "UITextFieldDelegate"

    /// A UITextFieldDelegate method, its HWBlocksUI block name, and the answer assumed when nobody
    /// answers.
    public typealias DelegateMethod = DelegateMethodBlock

    /// UITextFieldDelegate's methods, in the order UIKit calls them over an edit.
    public static let delegateMethods: [DelegateMethod] = [
        DelegateMethod(selector: "textFieldShouldBeginEditing:", block: "shouldBeginEditingHandler", defaultAnswer: true),
        DelegateMethod(selector: "textFieldDidBeginEditing:", block: "didBeginEditingHandler", defaultAnswer: nil),
        DelegateMethod(selector: "textField:shouldChangeCharactersInRange:replacementString:",
                       block: "shouldChangeCharactersHandler", defaultAnswer: true),
        DelegateMethod(selector: "textFieldShouldReturn:", block: "shouldReturnHandler", defaultAnswer: true),
        DelegateMethod(selector: "textFieldShouldClear:", block: "shouldClearHandler", defaultAnswer: true),
        DelegateMethod(selector: "textFieldShouldEndEditing:", block: "shouldEndEditingHandler", defaultAnswer: true),
        DelegateMethod(selector: "textFieldDidEndEditing:", block: "didEndEditingHandler", defaultAnswer: nil),
    ]

    /// The delegate method with this selector (`textFieldShouldReturn:`), if it is one.
    public static func delegateMethod(selector: String) -> DelegateMethod? { delegateMethods.first { $0.selector == selector } }
    /// The delegate method whose block handler is named `block` (`shouldReturnHandler`), if any.
    public static func delegateMethod(block: String) -> DelegateMethod? { delegateMethods.first { $0.block == block } }
}

extension TextField {
    /// Setting text from code asks no delegate and sends no event, as in UIKit.
    public static let textFieldProperties = PropertyTable(parent: Control.controlProperties, [
        .on(TextField.self, "text", .string, designTime: true, get: { .string($0.text) }, set: { f, x, _ in f.text = try x.string() }),
        .on(TextField.self, "placeholder", .string, designTime: true, get: { .string($0.placeholder) },
            set: { f, x, _ in f.placeholder = try x.string() }),
        .on(TextField.self, "editing", .bool, get: { .bool($0.isEditing) }),
        .on(TextField.self, "clearsOnBeginEditing", .bool, designTime: true, get: { .bool($0.clearsOnBeginEditing) },
            set: { f, x, _ in f.clearsOnBeginEditing = try x.bool() }),
    ])
}

extension TextField {
    public static let textFieldClass = ClassDescriptor(.textField, uikit: "UITextField", appkit: "NSTextField", maker: "textfield", defaultFrame: Rect(0, 0, 200, 34), properties: textFieldProperties, options: [.value("text", "TEXT"), .value("placeholder", "TEXT")], cellSubview: true,
        makeView: { TextField(id: $0, name: $1, frame: $2) })
}
