extension Event {
    /// What was decided, one case per kind, each with exactly the values its renderings need.
    /// `Event.object` is the object the event is about; each case says what that is.
    public enum Payload: Sendable {
        /// A script command that drives the simulation; `source` is its interned text. No object.
        case command(source: Int32)
        /// A free-form line from the script (`note "…"`), interned. No object.
        case note(text: Int32)
        /// An inspection's output (`tree`, `chain`…), interned. No object.
        case output(text: Int32)
        /// An `expect` held or failed: its text and where it is, interned. No object. The text
        /// trace prints nothing for it (failures are diagnostics); JSON Lines carries it.
        case expectation(passed: Bool, text: Int32, location: Int32)
        /// A Swift handler stopped at a runtime error, as the app would crash there: Swift's
        /// message (`Fatal error: Index out of range`) and where (`File.swift:4:51`), interned.
        /// The object is the handler's receiver (or the closure's sender); the run goes on.
        case trapped(message: Int32, location: Int32)

        // MARK: Touches (object: the view, unless said otherwise)

        /// A finger went down (`tapCount` > 1 for a multi-tap), moved, lifted or was cancelled,
        /// at `point` in window coordinates. No object.
        case touch(phase: TouchPhase, point: Point, tapCount: Int32)
        /// Hit-testing found the view at `point`.
        case hitTest(point: Point)
        /// Hit-testing skipped the view and its subtree, for `reason`. `isLabel`: the view is a
        /// UILabel, whose interaction is off by default.
        case hitSkip(point: Point, reason: View.SkipReason, isLabel: Bool)
        /// Nothing was hit at `point` (object: the window).
        case hitMiss(point: Point)
        /// Hit-testing asks the view's script override of point(inside:with:) or
        /// hitTest(_:with:) about `point`, in the view's coordinates; its body's lines and its
        /// answer (a `returned` event) follow, nested.
        case hitTestOverride(method: HitTestOverrideMethod, point: Point)
        /// UIKit called touchesBegan/Moved/Ended/Cancelled on the view.
        case deliver(phase: TouchPhase)
        /// The responder's default handling passed the touches to its next responder `next`.
        case forward(phase: TouchPhase, next: SimObject.ID)
        /// The touches reached the end of the responder chain at the object, unhandled.
        case touchUnhandled(phase: TouchPhase)
        /// The view did not get the touch that began on it (isMultipleTouchEnabled, isExclusiveTouch).
        case touchRefused(TouchRefusal)

        // MARK: The mouse and windows (AppKit)

        /// A click's step: the button, its delivery, a first click that only activated a
        /// window, the action a control sends (`MouseStep` says what the object is).
        case mouse(MouseStep)
        /// The window (object) became key or main.
        case windowStatus(WindowStatusChange)
        /// AppKit's nil-target search enters a stage (object: the first object it asks;
        /// `window`: the window the stage is about, -1 for NSApp's stages).
        case actionSearchStage(ActionSearchStage, window: SimObject.ID)

        // MARK: Controls and actions (object: the control, or the sender)

        /// The control's highlighted/tracking state, with where the touch is (`inside`).
        case controlState(highlighted: Bool, tracking: Bool, inside: Bool)
        /// A disabled control got a touch and ignored it.
        case controlIgnored
        /// The control sends actions for `events`; `handlers` are registered for them.
        case controlEvent(events: ControlEvents, handlers: Int32)
        /// A target-action pair ran or was skipped (object: the sender).
        case targetAction(target: SimObject.ID, selector: Selector, outcome: TargetActionOutcome)
        /// A nil-targeted action starts its walk along the chain (object: the sender);
        /// `fromFirstResponder`: at the first responder, else at the sender.
        case nilTargetedAction(selector: Selector, fromFirstResponder: Bool)
        /// The nil-target walk asked the responder `canPerformAction(selector)`.
        case chainAsk(selector: Selector, canPerform: Bool)
        /// The walk calls the responder's own canPerformAction(_:withSender:) override about
        /// `selector`; its body and answer follow, nested (object: the responder).
        case canPerformOverride(selector: Selector)
        /// No responder in the chain could perform `selector` (object: the sender).
        case actionUnhandled(selector: Selector)
        /// A closure handler ran (object: the sender).
        case closureRun(closure: Int32)
        /// A `log` line (object: the running method's receiver, -1 in a closure).
        case log(LogLine)
        /// A handler was registered on or removed from the control (or a gesture recognizer).
        case registration(Registration)
        /// A value control's value changed, or did not (`ValueChange`).
        case valueChange(ValueChange)
        /// A text field's text changed or a change was refused.
        case textChange(TextChange)

        // MARK: Responders, delegates, lifetimes

        /// A first-responder change on the object; `previous` was first responder before.
        case firstResponder(FirstResponderChange, previous: SimObject.ID)
        /// `owner.SLOT = delegate` (object: the owner).
        case delegateSet(DelegateAssignment)
        /// `owner.SLOT?.selector(argument…)` (object: the owner).
        case delegateCall(DelegateCall)
        /// A handler's answer to its caller (object: who answered; -1: nobody, the default).
        case returned(value: Value, isDefault: Bool)
        /// The object was released: `weakReferences` to it now read nil.
        case released(weakReferences: Int32)
        /// Objects freed because nothing holds them any more, in id order (object: -1).
        case freed(objects: [SimObject.ID])
        /// `release`: the script let go of the object, but these still hold it strongly.
        case keptAlive(holders: [Holder], dismissed: Bool)

        // MARK: Timers, alerts, gestures, cells

        /// Something happened to the timer (object).
        case timer(TimerChange)
        /// Something happened to the alert (object).
        case alert(AlertChange)
        /// A recognizer (object; -1 when it is about the view's touches) changed state or made a
        /// delivery decision, for a typed reason.
        case gesture(GestureChange, reason: GestureReason)
        /// A UIView.animate of the view (object) began or ended.
        case animation(AnimationChange)
        /// A navigation controller (object) pushed or popped a view controller.
        case navigation(NavigationChange)
        /// A touch sequence began on the view (object) and these recognizers take part in it, in
        /// the order they see its touches; `laterTouch`: another finger went down on the view
        /// during a sequence, and these are its candidates that joined. The text trace does not
        /// print it; `arena` does.
        case gestureCandidates([GestureCandidate], laterTouch: Bool)
        /// A reusable cell (object) changed hands.
        case cell(CellChange)
        /// A scroll view (object) held, passed on, or took a touch to scroll.
        case scroll(ScrollStep)
        /// A button's (object) menu was shown (its item titles) or an item was chosen.
        case menu(MenuStep)
        /// A handler changed a property of a UIKit object (object: the owner) that has no event
        /// of its own (a value control's value has `valueChange`).
        case propertySet(PropertyAssignment)

        /// The case's ``Event/Kind``, without its values.
        public var kind: Kind {
            switch self {
            case .command: return .command
            case .note: return .note
            case .output: return .output
            case .expectation: return .expectation
            case .trapped: return .trapped
            case .touch: return .touch
            case .hitTest: return .hitTest
            case .hitSkip: return .hitSkip
            case .hitMiss: return .hitMiss
            case .hitTestOverride: return .hitTestOverride
            case .deliver: return .deliver
            case .forward: return .forward
            case .touchUnhandled: return .touchUnhandled
            case .controlState: return .controlState
            case .controlIgnored: return .controlIgnored
            case .controlEvent: return .controlEvent
            case .targetAction, .nilTargetedAction: return .targetAction
            case .chainAsk: return .chainAsk
            case .canPerformOverride: return .canPerformOverride
            case .mouse: return .mouse
            case .scroll: return .scroll
            case .menu: return .menu
            case .touchRefused: return .touchRefused
            case .windowStatus: return .windowStatus
            case .actionSearchStage: return .actionSearchStage
            case .actionUnhandled: return .actionUnhandled
            case .closureRun: return .closureRun
            case .log: return .log
            case .registration: return .registration
            case .valueChange: return .valueChange
            case .textChange: return .textChange
            case .firstResponder: return .firstResponder
            case .delegateSet: return .delegateSet
            case .delegateCall: return .delegateCall
            case .returned: return .returned
            case .released: return .released
            case .freed: return .freed
            case .keptAlive: return .keptAlive
            case .timer: return .timer
            case .alert: return .alert
            case .navigation: return .navigation
            case .animation: return .animation
            case .gesture: return .gesture
            case .gestureCandidates: return .gestureCandidates
            case .cell: return .cell
            case .propertySet: return .propertySet
            }
        }
    }
}

// MARK: - The typed values payloads carry

/// UITouch.Phase.
public enum TouchPhase: UInt8, Sendable, CaseIterable {
    /// The phases of one touch, in the order they happen; `cancelled` ends it without an up.
    case began, moved, ended, cancelled

    /// The UIResponder method UIKit calls for this phase.
    public var methodName: String {
        switch self {
        case .began: return "touchesBegan"
        case .moved: return "touchesMoved"
        case .ended: return "touchesEnded"
        case .cancelled: return "touchesCancelled"
        }
    }
}

/// What became of one target-action pair. (Raw values: the JSON `outcome`.)
public enum TargetActionOutcome: String, Sendable {
    /// The target implements the action, and it ran.
    case performed
    /// The target was released: controls hold targets weakly.
    case released
    /// The target does not implement the action (UIKit would crash).
    case unrecognized
}

/// A `log` line: its template (rendered later from immutable data: names, captured snapshots),
/// the sender and the running closure. `touch` is the touch number when the template uses
/// `{event}`, else 0 — so lines that read the same compare equal.
public struct LogLine: Hashable, Sendable {
    /// The text to log, with its placeholders unresolved.
    public let template: LogTemplate
    /// The running handler's sender, for `{sender}`; -1 when none.
    public let sender: SimObject.ID
    /// The running closure, for its captures' placeholders; -1 in a method.
    public let closure: Int32
    /// The touch number for `{event}`, or 0 when the template does not use it.
    public let touch: Int32
    /// The closure's weak captures whose object was already freed when the line was logged
    /// (bit i: capture i): they render as nil, now and in every replay.
    public var weakNil: UInt32 = 0
}

/// A handler registered on (or removed from) a control or a gesture recognizer, in the words of
/// its style's rule (see `HandlerRegistration`).
public struct Registration: Sendable {
    /// The ways a handler gets onto a control. (Raw values: the JSON `style`.)
    public enum Style: String, Sendable, CaseIterable {
        /// UIControl's addTarget/removeTarget, UIAction's addAction/removeAction, a closure
        /// property such as `didTouchUpInside`, and an HWBlocksUI block (`clickHandler`).
        case addTarget, removeTarget, addAction, removeAction, closureProperty, blockHandler
        /// UIButton.menu: a UIAction added to the button's menu (`label`: its title).
        case menuItem
    }
    /// What the registration did. (Raw values: the JSON `outcome`.)
    public enum Outcome: String, Sendable {
        /// A new entry (`added`); new events for an existing pair (`merged`); already there,
        /// nothing changed (`duplicate`); a handler that took another's place (`replaced`); taken
        /// away (`removed`); nothing matched the removal (`noMatch`).
        case added, merged, duplicate, replaced, removed, noMatch
    }
    /// How the handler was registered.
    public var style: Style
    /// What the registration changed.
    public var outcome: Outcome
    /// The control events it is registered for.
    public var events: ControlEvents = []
    /// The target (-1: none, or any for removeTarget; -2: the nil-target entry specifically).
    public var target: SimObject.ID = -1
    /// The action registered or removed (nil: a closure, or any action for removeTarget).
    public var selector: Selector? = nil
    /// The closure registered, or -1.
    public var closure: Int32 = -1
    /// The closure it replaced or removed, or -1.
    public var previous: Int32 = -1
    /// removeTarget: how many entries changed.
    public var changedEntries: Int32 = 0
    /// removeAction(identifiedBy:for:) for some of its events: the events the closure stays
    /// registered for (empty: it is gone).
    public var keptEvents: ControlEvents = []
    /// addTarget on a control that holds one pair (`ControlTargetModel.single`): the pair it
    /// replaced (-2: the nil target).
    public var replacedTarget: SimObject.ID = -1
    /// The action of the pair it replaced, with `replacedTarget`.
    public var replacedAction: Selector? = nil
    /// The property or block name (`didTouchUpInside`, `shouldReturnHandler`), interned; -1: the style's name.
    public var label: Int32 = -1
}

/// A value control's value change: `old` → `new`. Switches and segmented controls print their
/// values their own way (`style`); a segmented control's titles are copied.
public struct ValueChange: Sendable {
    /// How the trace prints the values.
    public enum Style: Sendable {
        /// As numbers, named by the property they are (interned: `value` for sliders and
        /// steppers, `currentPage` for a page control).
        case number(property: Int32)
        /// As on and off (switches).
        case onOff
        /// The segments' titles at the old and new index (interned, -1: none).
        case segment(oldTitle: Int32, newTitle: Int32)
    }
    /// (Raw values: the JSON `outcome`.)
    public enum Outcome: String, Sendable {
        /// valueChanged follows.
        case sent = "performed"
        /// Not continuous: valueChanged waits for the touch to end.
        case deferred
        /// Set from code: UIKit sends no event.
        case setInCode = "none"
        /// A stepper at its limit that does not wrap: no change.
        case atLimit = "noMatch"
        /// A held stepper's autorepeat step.
        case autorepeat = "repeated"
        /// A touch up on the segment already selected: the value stays, no valueChanged.
        case alreadySelected = "unchanged"
        /// A slider touched on its track, not its thumb (`new`: where on the track, as a value):
        /// UISlider does not jump to a tapped point, so the value stays.
        case missedThumb = "missed"
    }
    /// The value before.
    public var old: Double
    /// The value after (the same as `old` when nothing changed).
    public var new: Double
    /// Whether and when `valueChanged` is sent.
    public var outcome: Outcome
    /// How to print the values.
    public var style: Style
}

/// A text field's text after a change, what was typed, and what happened.
public struct TextChange: Sendable {
    /// (Raw values: the JSON `outcome`.)
    public enum Outcome: String, Sendable {
        /// Text was typed.
        case typed = "added"
        /// One character deleted.
        case backspace = "removed"
        /// The clear button emptied the field.
        case cleared = "replaced"
        /// The delegate answered false: the text stays.
        case refused
        /// Backspace on empty text.
        case nothingToDelete = "noMatch"
    }
    /// The field's text after the change (unchanged when it was refused).
    public var text: String
    /// The replacement text (what was typed; "" for a deletion), nil when nothing was typed.
    public var typed: String?
    /// What happened to the text.
    public var outcome: Outcome
}

/// becomeFirstResponder / resignFirstResponder. (Raw values: the JSON `outcome`.)
public enum FirstResponderChange: String, Sendable {
    /// It became first responder, already was, resigned, or was not first responder to resign.
    case became, alreadyFirst, resigned, notFirst
    /// It could not become first responder: `canBecomeFirstResponder` is false, it is in no window,
    /// or its delegate said no.
    case refusedCannotBecome, refusedNotInWindow, refusedByDelegate
    /// The current first responder (`previous`, or the object itself) refuses to resign.
    case refusedCurrentWontResign
}

/// `owner.SLOT = delegate`, copied: the slot's name (interned), the new and the previous delegate.
public struct DelegateAssignment: Sendable {
    /// The delegate property's name (interned): `delegate`, `dataSource`…
    public var slot: Int32
    /// The new delegate; -1 for nil.
    public var delegate: SimObject.ID
    /// The delegate before; -1 for nil.
    public var previous: SimObject.ID
    /// A block-handler proxy pushed out the delegate the user had set.
    public var replacesUserDelegate: Bool
}

/// `owner.NAME = value (was previous)`, set by a handler: what a handler did, in the trace.
public struct PropertyAssignment: Sendable {
    /// The property's name as the handler spelled it (interned): `text`, `isHidden`…
    public var name: Int32
    /// The value the property reads after the assignment (a setter may have clamped it).
    public var value: Value
    /// The value it read before.
    public var previous: Value
}

/// `owner.SLOT?.selector(argument, parameters…)`, with the parameters' values copied.
public struct DelegateCall: Sendable {
    /// (Raw values: the JSON `outcome`.)
    public enum Outcome: String, Sendable {
        /// The delegate implements the method, and it ran.
        case performed
        /// The delegate property is nil: the optional chaining call does nothing.
        case nilDelegate
        /// The delegate was released: the weak reference reads nil.
        case released
        /// An optional method the delegate does not implement.
        case notImplemented
    }
    /// The delegate property asked (interned).
    public var slot: Int32
    /// The delegate method called.
    public var selector: Selector
    /// The delegate the property held (-1: none).
    public var delegate: SimObject.ID
    /// The object passed first, usually the owner itself (`textField`, `tableView`).
    public var argument: SimObject.ID
    /// The other arguments, copied (`range`, `string`, `row`…).
    public var parameters: [NamedValue]
    /// Whether the method ran, and why not.
    public var outcome: Outcome
}

/// A named value handed to a handler (a delegate method's `range`, a block's `row`).
public typealias NamedValue = (name: String, value: Value)

/// A timer's story, each step with the values its line shows.
public enum TimerChange: Sendable {
    /// Scheduled: every `interval` (or once after it), first at `firstFireDate`, with its action.
    case scheduled(interval: Int64, repeats: Bool, firstFireDate: Int64, action: TimerAction)
    /// It fired on schedule (its `firing`-th time).
    case fired(firing: Int32)
    /// `fire()` made it fire now (its `firing`-th time).
    case firedManually(firing: Int32)
    /// A non-repeating timer invalidated itself after firing.
    case expired(firing: Int32)
    /// `target` is the object it lets go of (-1 for a block).
    case invalidated(firings: Int32, target: SimObject.ID)
    /// `invalidate()` on a timer that was invalid already.
    case alreadyInvalid(firings: Int32)
    /// RunLoop.main.add(timer, forMode: .common): it fires in the tracking mode too.
    case addedToCommonModes
    /// Its fire date came while the run loop ran in its tracking mode (`scrollView` is being
    /// dragged): a timer in the default mode only waits.
    case waitsForDefaultMode(scrollView: SimObject.ID)
    /// Back in the default mode, it fires once (its `firing`-th time) for the `missed` fire dates
    /// that passed, then keeps its schedule.
    case firedLate(firing: Int32, missed: Int32)
}

/// What a timer runs, by id.
public enum TimerAction: Sendable {
    /// Sends the selector to the target (scheduledTimer(timeInterval:target:selector:…)).
    case target(SimObject.ID, Selector)
    /// Runs the closure (scheduledTimer(withTimeInterval:repeats:block:)).
    case block(closure: Int32)
}

/// An alert's story, as data: the renderers spell it. Titles are interned.
public enum AlertChange: Sendable {
    /// Shown with its title and its buttons in the order UIKit lays them out; `presenter` is the
    /// controller that presented it (-1: a UIAlertView's `show()`).
    case presented(title: Int32, buttons: [AlertButton], presenter: SimObject.ID)
    /// The user chose this button or action.
    case chosen(AlertButton)
    /// The alert went away.
    case dismissed
    /// The chosen action (its title) has no handler.
    case noHandler(title: Int32)
    /// A touch at `point` (window coordinates) landed on the dimmed screen behind the alert,
    /// which takes every touch while it is on screen.
    case tookTouch(point: Point)
}

/// A button of an alert as its events carry it.
public struct AlertButton: Sendable, Equatable {
    /// What tells the button apart besides its title.
    public enum Detail: Sendable, Equatable {
        /// A UIAlertView button's index, which its delegate receives.
        case index(Int)
        /// A UIAlertController action's style.
        case style(AlertController.Style)
    }
    /// The title (interned).
    public let title: Int32
    /// Its index (UIAlertView) or style (UIAlertController).
    public let detail: Detail

    public init(title: Int32, detail: Detail) {
        self.title = title
        self.detail = detail
    }
}

/// A gesture recognizer's state change or delivery decision.
public enum GestureChange: Sendable {
    /// It entered this state. `isContinuous`: a pan, pinch… whose `ended` reads "ended"; a
    /// discrete recognizer's reads "recognized".
    case state(GestureRecognizer.State, isContinuous: Bool)
    /// It recognized but waits for a recognizer it requires to fail.
    case waiting
    /// shouldReceive said no: it ignores a touch.
    case touchIgnored
    /// A delivery to the view is held back (delaysTouchesBegan / delaysTouchesEnded). No object.
    case touchesHeld
    /// It cancels the view's touches (cancelsTouchesInView).
    case touchesCancelledForView
    /// addGestureRecognizer attached it to another view, taking it from its old one.
    case moved
    /// Before a recognizer begins, the touched view (object) is asked: its
    /// gestureRecognizerShouldBegin(_:) override (reason: `viewAsked(recognizer)`).
    case asksView
}

/// A recognizer taking part in a touch sequence, with its one-line description then.
public struct GestureCandidate: Sendable {
    /// The recognizer taking part.
    public let recognizer: SimObject.ID
    /// The view it is attached to.
    public let view: SimObject.ID
    /// `tap, 2 taps` (interned): recognizers' settings may change later.
    public let summary: Int32
}

/// A reusable cell's story. Rows are copied with their sections.
public struct CellChange: Sendable {
    /// (Raw values: the JSON `outcome`.)
    public enum Kind: String, Sendable {
        /// A new cell was made, a pooled one reused for a row, prepareForReuse ran, or a cell went
        /// back to the pool.
        case created = "cellCreated", reused = "cellReused", prepared = "cellPrepared", pooled = "cellPooled"
        /// Left the screen (or was deleted) with no reuse identifier: discarded; or, with
        /// `pooled`, removed with its row and back to the pool.
        case removed
        /// A row was selected or moved; a closure configured for one row ran while its cell showed
        /// another (`staleHandler`).
        case selected = "rowSelected", moved = "rowMoved", staleHandler
        /// A row was deselected: by a tap (another row's in single selection, its own in
        /// multiple selection), in code, or by reloadData.
        case deselected = "rowDeselected"
    }
    /// What happened to the cell.
    public var kind: Kind
    /// The table or collection view.
    public var table: SimObject.ID
    /// The row the cell now shows (created, reused, pooled…), or the row a stale closure was configured for.
    public var row: RowPosition
    /// reused: the row it showed before; moved: the row it moved from; staleHandler: the row it shows now.
    public var other: RowPosition? = nil
    /// reused: the cell's generation after this reuse; staleHandler: the generation the closure
    /// was configured at (the cell has been reused since).
    public var generation: Int32 = 0
    /// staleHandler: the closure that ran.
    public var closure: Int32 = -1
    /// removed: the cell has a reuse identifier, so it goes back to the pool.
    public var pooled: Bool = false
    /// pooled: by reloadData, which dequeues every visible row again, not by scrolling.
    public var reloaded: Bool = false
}

/// A row as the table numbers it: the flat index, and its place in a sectioned table.
public struct RowPosition: Sendable, Equatable {
    /// The row's index counted over all sections.
    public var flat: Int32
    /// The section's index.
    public var section: Int32
    /// The row within its section.
    public var row: Int32
    /// The table had several sections then: the row reads `row R in section S`.
    public var sectioned: Bool
}

/// A button's menu (UIButton.menu).
public enum MenuStep: Sendable {
    /// Shown, with its items' titles joined (interned).
    case shown(items: Int32)
    /// The user chose the item with this title (interned).
    case chosen(title: Int32)
}
