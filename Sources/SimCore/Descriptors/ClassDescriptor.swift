/// What the simulator knows of one UIKit (and AppKit) class, as data: its names, the word a script
/// makes one with, its default frame, its properties (with UIKit's rules), and the behaviour the
/// engines read instead of testing its type. Each class keeps one beside its code
/// (`Button.buttonClass`), and ``ObjectKind/descriptor`` finds a kind's — the one list of classes.
///
/// ```swift
/// Slider.sliderClass.defaultFrame          // Rect(0, 0, 200, 31)
/// ObjectKind.button.descriptor.keeps       // [.singleTap]: Apple's list of controls
/// ```
public struct ClassDescriptor: Sendable {
    /// What the class is, across frameworks.
    public let kind: ObjectKind
    /// UIKit's class name (`UIButton`) and AppKit's (`NSButton`).
    public let uikitName: String
    public let appkitName: String
    /// The `.sim` word that makes one (`button NAME in VIEW`, `gesture NAME tap on VIEW`, `window
    /// NAME`), which scene files name too; nil when no command makes one (the application, a
    /// cell) or the command has its own shape (a timer, an alert).
    public let maker: String?
    /// The frame a maker gives it when the script gives none: nil for the parent's bounds.
    public let defaultFrame: Rect?
    /// Its properties, its superclass's first.
    public let properties: PropertyTable
    /// Makes a view of the class (nil: not a view a maker makes), for ``World/makeView(_:_:in:frame:)``.
    public let makeView: (@Sendable (SimObject.ID, String, Rect) -> View)?
    /// The options its maker names, in the order its usage lists them (any property can be given
    /// as `NAME VALUE`; these are the ones people look for).
    public let makerOptions: [MakerOption]
    /// Made with a closure for primaryActionTriggered, as UIButton(primaryAction:) is.
    public let takesPrimaryAction: Bool
    /// A cell type (`celltype`) may hold one.
    public let isCellSubview: Bool
    /// AppKit mode models it (false: its maker is refused in an AppKit world).
    public let isInAppKit: Bool
    /// The gestures it keeps from a superview's recognizers (Apple's documented exceptions,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer's "Interacting with
    /// other user interface controls").
    public let keeps: Set<KeptGesture>

    public init(_ kind: ObjectKind, uikit: String, appkit: String, maker: String? = nil, defaultFrame: Rect? = nil,
                properties: PropertyTable = .none, keeps: Set<KeptGesture> = [], options: [MakerOption] = [],
                takesPrimaryAction: Bool = false, cellSubview: Bool = false, inAppKit: Bool = true,
                makeView: (@Sendable (SimObject.ID, String, Rect) -> View)? = nil) {
        self.kind = kind; uikitName = uikit; appkitName = appkit; self.maker = maker
        self.defaultFrame = defaultFrame; self.properties = properties; self.keeps = keeps; self.makeView = makeView
        makerOptions = options; self.takesPrimaryAction = takesPrimaryAction; isCellSubview = cellSubview; isInAppKit = inAppKit
    }

    /// An option a maker names: `title TEXT`, `on` (a flag: true or false), `segments TEXT…`.
    public struct MakerOption: Sendable, Equatable {
        public enum Form: Sendable, Equatable {
            /// `WORD VALUE`, VALUE shown as `label`.
            case value(label: String)
            /// `WORD true|false`.
            case flag
            /// `WORD TEXT…`: strings, one or more (a segmented control's titles).
            case texts(label: String)
            /// `WORD CHOICE`: one of `words`, passed to the property as a string (`axis vertical`).
            case choice(words: [String])
        }
        /// The word, a property's name or its maker alias (`min`).
        public let word: String
        public let form: Form

        public static func value(_ word: String, _ label: String) -> MakerOption { MakerOption(word: word, form: .value(label: label)) }
        public static func flag(_ word: String) -> MakerOption { MakerOption(word: word, form: .flag) }
        public static func texts(_ word: String, _ label: String) -> MakerOption { MakerOption(word: word, form: .texts(label: label)) }
        public static func choice(_ word: String, _ words: [String]) -> MakerOption { MakerOption(word: word, form: .choice(words: words)) }
    }

    /// The class name in a framework's vocabulary.
    public func name(appKit: Bool) -> String { appKit ? appkitName : uikitName }

    /// A gesture a control keeps from its superview's gesture recognizers.
    public enum KeptGesture: Sendable {
        /// A single-finger single tap: UIButton, UISwitch, UIStepper, UISegmentedControl,
        /// UIPageControl.
        case singleTap
        /// A swipe along it: UISlider.
        case horizontalSwipe
        /// A pan on its knob: UISwitch.
        case pan
    }
}

extension ObjectKind {
    /// The kind whose maker word is `word` (`button`, `tap`, `window`), if one is.
    public static func made(by word: String) -> ObjectKind? { allCases.first { $0.descriptor.maker == word } }
}

extension SimObject {
    /// Its class's descriptor.
    public var descriptor: ClassDescriptor { Self.descriptor }
}
