/// One dispatch step, as plain data: ids instead of strings, so emitting a record never formats
/// text. Sinks render records (text, JSON Lines) or count them (expectations).
public struct TraceRecord: Sendable {
    /// What happened. Each kind documents which fields it uses.
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// A script command that drives the simulation (`text`: its source, `location` via `line`).
        case command
        /// A finger went down/moved/lifted/was cancelled (`touch`, `phase`, `point` in window coordinates).
        case touch
        /// Hit-testing found `object` at `point`.
        case hitTest
        /// Hit-testing skipped `object` and its subtree (`outcome` says why).
        case hitSkip
        /// Nothing was hit at `point` (outside the window, or every view skipped).
        case hitMiss
        /// UIKit called `touchesBegan/Moved/Ended/Cancelled` (`phase`) on `object`.
        case deliver
        /// `object`'s default touch handling passed the touches to its next responder `other`.
        case forward
        /// The touches reached the end of the responder chain at `object` without being handled.
        case touchUnhandled
        /// A control changed state: `count` bit 0 highlighted, bit 1 tracking; `outcome` .inside/.outside.
        case controlState
        /// A disabled control got a touch and ignored it (`object`).
        case controlIgnored
        /// `object` sends actions for `events`; `count` handlers are registered for it.
        case controlEvent
        /// A target-action pair ran or was skipped: sender `object`, target `other` (-1 = nil target),
        /// `selector`, `outcome`.
        case targetAction
        /// Nil-targeted action lookup asked `object` `canPerformAction(selector)`: `outcome` .yes/.no.
        case chainAsk
        /// No responder in the chain could perform `selector` (sender `object`).
        case actionUnhandled
        /// A closure handler ran (`closure`, sender `object`).
        case closureRun
        /// A `log` line: template `text`, receiver `object`, sender `other`, `closure`, `touch`.
        case log
        /// First-responder change request on `object`: `outcome` .became/.resigned/.refused…, `other` = the previous one.
        case firstResponder
        /// A free-form line from the script (`note "…"`) or an inspection's output (`text`).
        case note
        case output
        /// `owner.SLOT = other` for a weak delegate property: `object` owner, `other` the new
        /// delegate (-1 = nil), `count` the previous one (-1 = nil), `text` the slot's name;
        /// `outcome` .replacesDelegate when a block-handler proxy pushed out the user's delegate.
        case delegateSet
        /// `owner.SLOT?.selector(argument)`: `object` owner, `other` the delegate (-1 = nil),
        /// `selector`, `count` the argument (-1 = none), `text` the slot's name, `events` 1 + the
        /// string id of further parameters (0 = none); `outcome` .performed, .nilDelegate,
        /// .released or .notImplemented (an optional method the delegate lacks).
        case delegateCall
        /// A handler's answer to its caller: `object` who answered (-1 = nobody), `text` the
        /// value; `outcome` .performed (returned by the handler) or .defaultValue.
        case returned
        /// `object` was released: `count` weak references to it now read nil.
        case released
        /// A handler was registered on or removed from control `object`, in the style
        /// `registration`: `events`, `other` the target (-1 none or any; -2 the nil target),
        /// `selector`, `closure` the new closure, `count` the replaced closure (or, for
        /// removeTarget, how many entries changed), `text` the property or style name; `outcome`
        /// .added, .merged, .duplicate, .replaced, .removed or .noMatch.
        case registration
        /// A text field's text changed or a change was refused: `object` the field, `text` its
        /// text afterwards, `other` the string id of the typed text; `outcome` .added (typed),
        /// .removed (backspace), .replaced (cleared), .refused (the delegate said no) or
        /// .noMatch (backspace on empty text).
        case textChange
        /// Timer `object`: `outcome` .added (scheduled; `value` the first fire date),
        /// .fired / .firedManually (`count` = which
        /// firing), .expired (a one-shot timer done), .invalidated or .alreadyInvalid.
        case timer
        /// A value control's value changed: `object`, `point.x` the old value, `point.y` the new
        /// one; `outcome` .performed (valueChanged follows), .deferred (not continuous: the event
        /// waits for the touch to end), .none (set from code: no event), .noMatch (a stepper at its limit: no change) or
        /// .repeated (a held stepper's autorepeat step).
        case valueChange
        /// Alert `object` (a UIAlertView or UIAlertController): `outcome` .presented (`text` its
        /// title and buttons; `other` the presenter), .chosen (`text` the button), .dismissed, or
        /// .noMatch (the chosen action has no handler).
        case alert
        /// Gesture recognizer `object` (-1: about the view's touches) changed state or made a
        /// delivery decision: `outcome` .statePossible … .stateFailed, .stateWaiting (it
        /// requires another to fail first), .touchIgnored, .touchesHeld or
        /// .touchesCancelledForView; `text` the reason.
        case gesture
        /// Reusable cells: `object` the cell, `other` the table, `count` the row; `outcome`
        /// .cellCreated, .cellReused (`events` 1 + the old row, 0 = none; `value` the cell's
        /// generation after this reuse), .cellPrepared
        /// (prepareForReuse runs), .cellPooled (left the screen), .removed (left, not pooled),
        /// .rowSelected, .rowMoved (by an insert, delete or move: from `events` - 1 to `count`), or
        /// .staleHandler (`closure` ran for `count`, the cell shows `events` - 1).
        case cell
    }

    public enum Phase: UInt8, Sendable, CaseIterable {
        case none, began, moved, ended, cancelled
    }

    public enum Outcome: UInt8, Sendable, CaseIterable {
        case none
        // handlers
        case performed, released, unrecognized
        // chain asks
        case yes, no
        // hit-test skips
        case hidden, transparent, interactionDisabled, outsideBounds
        // control tracking
        case inside, outside
        // first responder
        case became, alreadyFirst, resigned, refusedCannotBecome, refusedNotInWindow, refusedCurrentWontResign, notFirst,
             refusedByDelegate
        // delegation
        case nilDelegate, notImplemented, defaultValue, replacesDelegate
        // registration
        case added, merged, duplicate, replaced, removed, noMatch, refused
        // timers
        case fired, firedManually, expired, invalidated, alreadyInvalid
        // value controls
        case repeated, deferred
        // alerts
        case presented, chosen, dismissed
        // gestures
        case statePossible, stateBegan, stateChanged, stateEnded, stateCancelled, stateFailed, stateWaiting,
             touchIgnored, touchesHeld, touchesCancelledForView
        // cells
        case cellCreated, cellReused, cellPrepared, cellPooled, rowSelected, staleHandler, rowMoved
    }

    /// The ways a handler gets onto a control (see `Simulator+Registration.swift`).
    public enum Registration: UInt8, Sendable, CaseIterable {
        case none, addTarget, removeTarget, addAction, removeAction, closureProperty, blockHandler
    }

    public var seq: Int = 0
    /// The `seq` of the record that led to this one (0: none — a command starts a chain). Derived
    /// from nesting: the most recent record at a shallower depth, or, at depth 0, the command
    /// being run. So a `log` line's cause is its target-action, whose cause is the control event,
    /// then the delivery, the touch and the `tap` command.
    public var cause: Int = 0
    public var time: Int64 = 0
    public var touch: Int32 = 0
    public var depth: Int16 = 0
    public var kind: Kind
    public var phase: Phase = .none
    public var outcome: Outcome = .none
    /// Only for `.registration` (fits in padding: the record does not grow).
    public var registration: Registration = .none
    public var object: SimObject.ID = -1
    public var other: SimObject.ID = -1
    public var selector: Int32 = -1
    public var closure: Int32 = -1
    public var events: UInt32 = 0
    public var count: Int32 = 0
    public var text: Int32 = -1
    public var point = Point.zero
    /// A number copied when the record is made, for kinds whose text shows a value that changes
    /// later: a timer's first fire date (`.timer` `.added`, µs), a reused cell's generation
    /// (`.cell` `.cellReused`). Renderers must not read such values from the live world: `trace`
    /// replays records after the world has moved on.
    public var value: Int64 = 0

    public init(kind: Kind) { self.kind = kind }
}

/// Where records go. Sinks are called synchronously, in emission order.
public protocol TraceSink: AnyObject {
    func receive(_ record: TraceRecord)
    /// Called when a command finishes, so buffered sinks can write out.
    func flush()
}

extension TraceSink {
    public func flush() {}
}
