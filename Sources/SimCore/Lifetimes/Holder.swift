/// Who keeps an object alive, as ARC would count it: one strong reference, typed (the sentence is
/// the renderer's).
public enum Holder: Sendable, Equatable {
    /// Another object owns it: `relation` says how (a superview its subviews, a timer its target…).
    case object(SimObject.ID, Relation)
    /// A closure captured it strongly under `name` (the closure's id).
    case closure(Int32, capture: String)
    /// The script made it and has not released it (`release NAME` lets go).
    case script
    /// A variable of the session (its name).
    case variable(String)

    /// How one object owns another.
    public enum Relation: UInt8, Sendable {
        /// A superview owns its subviews; a window its root view.
        case superview
        /// A view owns its gesture recognizers.
        case view
        /// A view controller owns its root view, its presented controller and its children.
        case controller
        /// A window owns its root view controller.
        case window
        /// The application owns its windows and its delegate.
        case application
        /// A table or collection view owns its visible and pooled cells.
        case table
        /// A valid timer owns its target (until invalidated).
        case timer
        /// An object's stored property (a view model's attribute, a cell's viewModel).
        case property
        /// A strong outlet (`outlet OBJECT.NAME = TARGET strong`).
        case outlet
    }
}
