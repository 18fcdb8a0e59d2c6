/// The settings of ``Simulator/Config`` as one table: each behaviour UIKit leaves undocumented,
/// with its name, what it measures, what it means and where it is kept. `config NAME VALUE` reads
/// and sets through it, and `help config`, completion and `simrepl language --json` list it, so
/// a new setting is one row here (and its field in `Config`).
extension Simulator.Config {
    /// One setting.
    public struct Setting: Sendable {
        /// What the setting measures, and where its value is kept.
        public enum Amount: Sendable {
            /// A distance in points, not negative.
            case points(WritableKeyPath<Simulator.Config, Double> & Sendable)
            /// A duration in microseconds; `mayBeZero` false when zero would make the behaviour
            /// impossible (a swipe that must take no time).
            case duration(WritableKeyPath<Simulator.Config, Int64> & Sendable, mayBeZero: Bool)
            /// One way or the other: `true` or `false`.
            case flag(WritableKeyPath<Simulator.Config, Bool> & Sendable)
        }
        /// The word `config` takes.
        public let name: String
        public let amount: Amount
        /// How a message names the value: "the margin", "the threshold".
        public let what: String
        /// What it means and why this default (`help config` and docs/language.md §8 show it).
        public let meaning: String

        /// The current value in `config` as a number of points or microseconds.
        public func value(in config: Simulator.Config) -> Double {
            switch amount {
            case .points(let path): return config[keyPath: path]
            case .duration(let path, _): return Double(config[keyPath: path])
            case .flag(let path): return config[keyPath: path] ? 1 : 0
            }
        }
    }

    /// Every setting, in the order `help config` lists them.
    public static let settings: [Setting] = [
        Setting(name: "trackingMargin", amount: .points(\.trackingMargin),
                what: "the margin", meaning: "While a control tracks a touch, \"inside\" means inside its bounds grown by this margin on every side. It decides `touchDragInside`/`touchDragOutside`, `touchDragEnter`/`touchDragExit` and `touchUpInside`/`touchUpOutside`. Apple does not document UIKit's value; about 70 pt is what is commonly observed."),
        Setting(name: "tapDuration", amount: .duration(\.tapDuration, mayBeZero: true),
                what: "the duration", meaning: "How long `tap` holds the finger down before lifting it."),
        Setting(name: "multiTapInterval", amount: .duration(\.multiTapInterval, mayBeZero: true),
                what: "the interval", meaning: "A touch that starts at most this long after the previous one lifted, near it and on the same view, continues its tap count (`tapCount` 2, 3…; a control sends `touchDownRepeat`)."),
        Setting(name: "multiTapDistance", amount: .points(\.multiTapDistance),
                what: "the distance", meaning: "How near (from where the previous touch lifted) the next touch must start to continue the tap count."),
        Setting(name: "stepperRepeatDelay", amount: .duration(\.stepperRepeatDelay, mayBeZero: false),
                what: "the delay", meaning: "How long a stepper half is held before autorepeat starts."),
        Setting(name: "stepperRepeatInterval", amount: .duration(\.stepperRepeatInterval, mayBeZero: false),
                what: "the interval", meaning: "The pace of a stepper's autorepeat (UIKit also accelerates; the simulator does not)."),
        Setting(name: "tapAllowableMovement", amount: .points(\.tapAllowableMovement),
                what: "the movement", meaning: "How far a tap recognizer's finger may move and still be a tap (and how far a swipe may stray off its axis)."),
        Setting(name: "panThreshold", amount: .points(\.panThreshold),
                what: "the threshold", meaning: "How far the fingers must move before a pan begins — and, for a pinch or rotation, how far apart, together or around."),
        Setting(name: "swipeMinimumDistance", amount: .points(\.swipeMinimumDistance),
                what: "the distance", meaning: "How far a swipe must travel in its direction."),
        Setting(name: "swipeMaximumDuration", amount: .duration(\.swipeMaximumDuration, mayBeZero: false),
                what: "the duration", meaning: "How soon a swipe must travel `swipeMinimumDistance`."),
        Setting(name: "scrollTouchDelay", amount: .duration(\.scrollTouchDelay, mayBeZero: true),
                what: "the delay", meaning: "How long a table (a scroll view) holds a touch on its content back when `delaysContentTouches` is true: a drag in that time scrolls and the content never sees the touch. Apple documents the delay but not its length."),
        Setting(name: "scrollThreshold", amount: .points(\.scrollThreshold),
                what: "the threshold", meaning: "How far a finger on a table moves before the touch is a scroll."),
        Setting(name: "contextMenuDelay", amount: .duration(\.contextMenuDelay, mayBeZero: false),
                what: "the delay", meaning: "How long a finger must stay down on a view with a context menu (`contextMenu`) before the menu shows and takes the touch. Apple does not document it; about half a second is what is observed."),
        Setting(name: "refreshThreshold", amount: .points(\.refreshThreshold),
                what: "the distance", meaning: "How far a drag must pull a table down past its top before its refresh control (`refreshcontrol`) begins refreshing and sends valueChanged. Apple does not document it; 80 pt is our choice."),
        Setting(name: "reloadKeepsTableSelection", amount: .flag(\.reloadKeepsTableSelection),
                what: "the flag", meaning: "Whether a table's `reloadData` keeps its selected rows (those that still exist). Apple does not say; UITableView is commonly observed to clear its selection on reloadData (false), and UICollectionView to keep its own (the simulator always keeps a collection view's)."),
        Setting(name: "exclusionAcrossTouches", amount: .flag(\.exclusionAcrossTouches),
                what: "the flag", meaning: "Whether a gesture recognizer that recognizes makes the other recognizers fail when they share none of its touches — a tap under one finger and a pan under another, on sibling views. Apple documents that one recognizer's recognition blocks the others, but not across separate touches; false (our choice): each touch's recognizers compete among themselves, as two scroll views side by side scroll at once under two fingers on iOS."),
    ]

    /// The setting called `name`.
    public static func setting(_ name: String) -> Setting? { settings.first { $0.name == name } }
}
