import SimCore

/// Every command of the `.sim` language: usage, a one-line summary and examples. `help`, Tab
/// completion, "did you mean" hints and docs/language.md all read this one table.
///
/// Usage strings use a small notation that completion understands: UPPERCASE words are
/// placeholders (`CONTROL`, `TARGET`, `ACTION`, `EVENTS`, `VIEW`, `OBJECT`, `WINDOW`, `NAME`…),
/// lowercase words are literal keywords, `[ ]` marks optional parts and `|` alternatives.
public struct CommandSpec: Sendable {
    public let name: String
    public let usage: String
    public let summary: String
    public let examples: [String]
    public let topic: Topic

    public enum Topic: String, Sendable, CaseIterable {
        case scene = "Build a scene"
        case wiring = "Define and wire handlers"
        case events = "Drive events and time"
        case inspect = "Inspect"
        case expect = "Assert"
        case script = "Script and session"
    }
}

public enum CommandTable {
    public static let all: [CommandSpec] = [
        // Scene
        CommandSpec(name: "window", usage: "window NAME [size W H]",
                    summary: "Create a window (390x844 by default) and make it key and visible, as makeKeyAndVisible() does: `tap at X Y` touches the key window.",
                    examples: ["window main", "window tablet size 820 1180"], topic: .scene),
        CommandSpec(name: "controller", usage: "controller NAME [in WINDOW|VIEW] [frame X Y W H]",
                    summary: "Create a view controller with its root view NAME.view: in a window it becomes the root view controller; in a view it is a child controller whose view is added there; with no `in` it waits to be presented.",
                    examples: ["controller home in main", "controller sidebar in home.view frame 0 0 120 844"], topic: .scene),
        CommandSpec(name: "view", usage: "view NAME in VIEW [frame X Y W H] [PROPERTY VALUE]...",
                    summary: "Create a plain UIView as the front-most subview of VIEW (the frame defaults to the parent's bounds).",
                    examples: ["view card in home.view frame 20 100 350 200", "view overlay in home.view alpha 0.005"], topic: .scene),
        CommandSpec(name: "button", usage: "button NAME in VIEW [frame X Y W H] [title TEXT] [PROPERTY VALUE]...",
                    summary: "Create a UIButton (frame defaults to 0 0 100 44).",
                    examples: ["button login in card frame 20 20 120 44 title \"Log in\"", "button help in card enabled false"], topic: .scene),
        CommandSpec(name: "label", usage: "label NAME in VIEW [frame X Y W H] [text TEXT] [PROPERTY VALUE]...",
                    summary: "Create a UILabel. Labels have userInteractionEnabled false, so taps go to the view behind them.",
                    examples: ["label caption in card frame 20 80 200 21 text \"Welcome\""], topic: .scene),
        CommandSpec(name: "imageview", usage: "imageview NAME in VIEW [frame X Y W H] [image TEXT] [PROPERTY VALUE]...",
                    summary: "Create a UIImageView. Like a label, its userInteractionEnabled is false, so taps go to the view behind it.",
                    examples: ["imageview thumbnail in card frame 10 10 60 60 image \"lamp.png\""], topic: .scene),
        CommandSpec(name: "textfield", usage: "textfield NAME in VIEW [frame X Y W H] [text TEXT] [placeholder TEXT] [PROPERTY VALUE]...",
                    summary: "Create a UITextField (frame defaults to 0 0 200 34). A tap makes it first responder and begins editing; its weak `delegate` (UITextFieldDelegate) is asked before every step.",
                    examples: ["textfield code in card frame 20 80 200 34 placeholder \"6 characters\""], topic: .scene),
        CommandSpec(name: "switch", usage: "switch NAME in VIEW [frame X Y W H] [on true|false] [PROPERTY VALUE]...",
                    summary: "Create a UISwitch (51x31). A tap toggles `on` and sends valueChanged; `set NAME.on = …` changes it silently, as setOn(_:animated:) does.",
                    examples: ["switch wifi in card frame 280 20 51 31 on true"], topic: .scene),
        CommandSpec(name: "slider", usage: "slider NAME in VIEW [frame X Y W H] [min A] [max B] [value V] [continuous true|false]",
                    summary: "Create a UISlider (0…1 by default). Dragging the thumb changes `value`: continuous sends valueChanged on every move, otherwise once when the touch ends.",
                    examples: ["slider volume in card frame 20 80 300 31 max 10 value 5", "slider volume in card continuous false"], topic: .scene),
        CommandSpec(name: "stepper", usage: "stepper NAME in VIEW [frame X Y W H] [min A] [max B] [step S] [value V] [wraps true|false] [autorepeat true|false] [continuous true|false]",
                    summary: "Create a UIStepper (0…100, step 1). A touch on the right half increments, on the left decrements; held, it repeats (autorepeat). At a limit it stops, or wraps around with `wraps true`.",
                    examples: ["stepper guests in card frame 20 140 94 32 min 1 max 8 value 2"], topic: .scene),
        CommandSpec(name: "segmented", usage: "segmented NAME in VIEW segments TEXT... [frame X Y W H] [selected N]",
                    summary: "Create a UISegmentedControl with equal-width segments. A tap selects the segment under it (on touch up inside) and sends valueChanged if the selection changed; `selected -1` selects none.",
                    examples: ["segmented range in card segments \"Day\" \"Week\" \"Month\" selected 0"], topic: .scene),
        CommandSpec(name: "tableview", usage: "tableview NAME in VIEW [frame X Y W H] [rowHeight H]",
                    summary: "Create a UITableView. Its rows come from its dataSource (numberOfSectionsInTableView:, tableView:numberOfRowsInSection:, tableView:cellForRowAtIndexPath: with cell, {section} and {row}) or from blocks (numberOfSectionsHandler, numberOfRowsHandler, cellForRowHandler); reloadData lays out the visible rows.",
                    examples: ["tableview list in home.view frame 0 100 390 440 rowHeight 44"], topic: .scene),
        CommandSpec(name: "collectionview", usage: "collectionview NAME in VIEW [frame X Y W H] [itemSize SIDE]",
                    summary: "Create a UICollectionView on the same reuse machinery: square items in a grid, as many per line as fit (itemSize 100 by default). Its data source implements collectionView:numberOfItemsInSection: and collectionView:cellForItemAtIndexPath: (with {item} and cell).",
                    examples: ["collectionview photos in home.view frame 0 100 390 400 itemSize 130"], topic: .scene),
        CommandSpec(name: "celltype", usage: "celltype NAME [contentView true|false] { SUBVIEWS [prepareForReuse { BODY }] }",
                    summary: "Declare a reusable cell type: its subviews (label, button, switch… with frames and properties, named inside the cell) and what prepareForReuse does. Subviews go in a content view unless `contentView false`.",
                    examples: ["celltype ItemCell {\n    label titleLabel frame 15 0 200 44\n    button buyButton frame 280 7 80 30 title \"Buy\"\n}"], topic: .scene),
        CommandSpec(name: "register", usage: "register CELLTYPE for TABLE [id IDENTIFIER]",
                    summary: "register(_:forCellReuseIdentifier:). Cells with an identifier are pooled when they scroll away and reused (oldest first, after prepareForReuse); without one they are discarded.",
                    examples: ["register ItemCell for list id item"], topic: .scene),
        CommandSpec(name: "object", usage: "object NAME",
                    summary: "Create a plain NSObject: it can implement actions and be a target, but it is not in the responder chain.",
                    examples: ["object analytics", "method analytics track: { log \"tracked {sender}\" }"], topic: .scene),
        CommandSpec(name: "appdelegate", usage: "appdelegate NAME",
                    summary: "Create the app delegate (a UIResponder): the last responder in every chain, after the application.",
                    examples: ["appdelegate delegate", "method delegate copy: { log \"the app delegate copies\" }"], topic: .scene),
        CommandSpec(name: "present", usage: "present CONTROLLER from CONTROLLER",
                    summary: "Present a controller modally: its view covers the window and its next responder is the presenter. An alert controller is shown on screen (choose one of its actions with `choose`).",
                    examples: ["controller sheet", "present sheet from home", "present signOutSheet from home"], topic: .scene),
        CommandSpec(name: "remove", usage: "remove VIEW",
                    summary: "Remove a view from its superview (removeFromSuperview).",
                    examples: ["remove overlay"], topic: .scene),
        CommandSpec(name: "set", usage: "set OBJECT.PROPERTY = VALUE | set VARIABLE = VALUE | set BUTTON.didTouchUpInside [capture NAME, ...] { BODY } | set BUTTON.didTouchUpInside = nil",
                    summary: "Change a property (hidden, alpha, userInteractionEnabled, enabled, selected, frame, title, text, clipsToBounds, canBecomeFirstResponder, canResignFirstResponder, a weak delegate) or a `var`. `didTouchUpInside` is the seed's closure property: setting it makes the button its own target, nil removes it.",
                    examples: ["set card.hidden = true", "set login.enabled = false", "set card.frame = 0 0 100 100", "set count = 2",
                               "set login.didTouchUpInside { log \"tapped {sender}\" }"], topic: .scene),
        CommandSpec(name: "let", usage: "let NAME = VALUE",
                    summary: "Declare a constant: a string, number, true/false, nil or an object.",
                    examples: ["let item = \"Three\"", "let owner = home"], topic: .scene),
        CommandSpec(name: "var", usage: "var NAME = VALUE",
                    summary: "Declare a variable. Closures that `capture` it keep the value it had when they were created; a closure that reads it without capturing sees its current value.",
                    examples: ["var taps = 0"], topic: .scene),
        // Wiring
        CommandSpec(name: "method", usage: "method OBJECT ACTION { BODY }",
                    summary: "Define an action method. The selector's colons give its signature: `refresh` takes nothing, `didTap:` the sender, `didTap:forEvent:` the sender and the event. Inside, {self}, {sender} and {event} interpolate.",
                    examples: ["method home didTapButton: {\n    log \"didTapButton from {sender}\"\n}", "method home touchesBegan { log \"home handles the touch itself\" }"], topic: .wiring),
        CommandSpec(name: "addTarget", usage: "addTarget CONTROL TARGET|nil ACTION for EVENTS",
                    summary: "button.addTarget(target, action:, for:). A nil target sends the action up the responder chain. Adding the same target and action again does not add a second entry.",
                    examples: ["addTarget login home didTapButton: for touchUpInside", "addTarget login nil copy: for touchUpInside", "addTarget login home track: for touchDown|touchUpInside"], topic: .wiring),
        CommandSpec(name: "removeTarget", usage: "removeTarget CONTROL TARGET|nil ACTION|nil for EVENTS",
                    summary: "button.removeTarget(_:action:for:). nil target matches all targets, nil action all actions; only the given event bits are removed.",
                    examples: ["removeTarget login home didTapButton: for touchUpInside", "removeTarget login nil nil for allEvents"], topic: .wiring),
        CommandSpec(name: "addAction", usage: "addAction CONTROL for EVENTS [id IDENTIFIER] [capture NAME, ...] { BODY }",
                    summary: "A closure handler, UIAction style: same id replaces the earlier action, no id adds another. `capture` snapshots variables now, like a Swift capture list.",
                    examples: ["let item = \"Three\"\naddAction login for touchUpInside id greet capture item {\n    log \"tapped {item}\"\n}"], topic: .wiring),
        CommandSpec(name: "removeAction", usage: "removeAction CONTROL id IDENTIFIER",
                    summary: "Remove the UIAction with this identifier.",
                    examples: ["removeAction login id greet"], topic: .wiring),
        CommandSpec(name: "handler", usage: "handler CONTROL clickHandler|for EVENTS [capture NAME, ...] { BODY } | handler TEXTFIELD|RECOGNIZER|TABLE NAMEHandler [capture NAME, ...] { BODY }",
                    summary: "A block handler in the style of HWBlocksUI: `clickHandler` runs on touchUpInside, `for EVENTS` is setHandler:forControlEvents:. On a text field, shouldBeginEditingHandler, didBeginEditingHandler, shouldChangeCharactersHandler, shouldReturnHandler, shouldClearHandler, shouldEndEditingHandler and didEndEditingHandler stand in for the delegate methods: setting one makes a hidden shared proxy the field's delegate. A gesture recognizer takes shouldBeginHandler, shouldReceiveTouchHandler and shouldRecognizeSimultaneouslyHandler; a table view numberOfSectionsHandler, numberOfRowsHandler, cellForRowHandler and didSelectRowHandler (the proxy becomes its data source and delegate). One block per event mask or method: setting it again replaces the earlier block.",
                    examples: ["handler login clickHandler { log \"OK\" }", "handler login for touchDown { log \"pressed\" }",
                               "handler code shouldChangeCharactersHandler { return newText.count <= 6 }"], topic: .wiring),
        CommandSpec(name: "protocol", usage: "protocol NAME METHOD... [optional METHOD...]",
                    summary: "Declare a delegate protocol. An object assigned to a property of this type must implement the required methods; optional ones may be missing.",
                    examples: ["protocol LoginViewControllerDelegate passwordRecoveryRequested: optional loginSucceeded:"], topic: .wiring),
        CommandSpec(name: "weak", usage: "weak OBJECT.PROPERTY [PROTOCOL]",
                    summary: "Declare a weak delegate property, `weak var delegate: PROTOCOL?` (nil at first); assign it with `set OBJECT.PROPERTY = OBJECT`. Weak: it reads nil once its object is released.",
                    examples: ["weak loginVC.delegate LoginViewControllerDelegate", "set loginVC.delegate = coordinator"], topic: .wiring),
        CommandSpec(name: "call", usage: "call OBJECT.PROPERTY METHOD [with VALUE]",
                    summary: "Call a delegate with optional chaining, `delegate?.method(value)`: when the delegate is nil or released, or lacks an optional method, nothing happens and the trace says why. The argument defaults to OBJECT.",
                    examples: ["method loginVC performPasswordRecovery: {\n    call self.delegate passwordRecoveryRequested: with sender\n}"], topic: .wiring),
        CommandSpec(name: "return", usage: "return [VALUE]",
                    summary: "End a method or closure body, answering its caller: a delegate's `should…` method returns true or false. VALUE may compare (`newText.count <= 6`) or add (`count + 1`).",
                    examples: ["method form textFieldShouldReturn: { return true }"], topic: .wiring),
        CommandSpec(name: "release", usage: "release OBJECT",
                    summary: "Deallocate an object: every weak reference to it (control targets, delegates) reads nil from now on, and the trace counts them. Objects still held strongly (views in a hierarchy, windows) cannot be released.",
                    examples: ["object coordinator", "release coordinator"], topic: .wiring),
        CommandSpec(name: "alertView", usage: "alertView NAME title TEXT [message TEXT] [cancel TEXT] [buttons TEXT...] [delegate OBJECT]",
                    summary: "A UIAlertView (the delegate style, deprecated in iOS 9): buttons by index, the cancel button first (0) when there is one. Its weak delegate hears alertView:clickedButtonAtIndex:, then willDismiss… and didDismissWithButtonIndex:, with {buttonIndex}.",
                    examples: ["alertView signOutAlert title \"Sign out?\" cancel \"Cancel\" buttons \"Sign out\" delegate settingsVC"], topic: .wiring),
        CommandSpec(name: "alertController", usage: "alertController NAME title TEXT [message TEXT]",
                    summary: "A UIAlertController (the block style): add buttons with alertAction, show it with `present NAME from CONTROLLER`.",
                    examples: ["alertController signOutSheet title \"Sign out?\""], topic: .wiring),
        CommandSpec(name: "alertAction", usage: "alertAction ALERT TEXT [style default|cancel|destructive] [capture NAME, ...] [{ BODY }]",
                    summary: "Add a UIAlertAction with its own handler (optional). At most one cancel action, as UIKit requires; an alert lists the cancel action last. Inside the handler, {sender} is the alert and {title} the action's title.",
                    examples: ["alertAction signOutSheet \"Cancel\" style cancel", "alertAction signOutSheet \"Sign out\" style destructive { log \"signing out\" }"], topic: .wiring),
        CommandSpec(name: "gesture", usage: "gesture NAME tap|longPress|pan|swipe|pinch|rotation on VIEW [OPTION VALUE]...",
                    summary: "Attach a gesture recognizer to VIEW. Options: taps, touches (tap, swipe); duration, movement (longPress); minTouches (pan); direction (swipe); and for all: enabled, cancelsTouchesInView (true), delaysTouchesBegan (false), delaysTouchesEnded (true). Wire it with addTarget or addAction.",
                    examples: ["gesture doubleTap tap on photo taps 2", "gesture hold longPress on photo duration 1", "gesture drag pan on card cancelsTouchesInView false"], topic: .wiring),
        CommandSpec(name: "require", usage: "require RECOGNIZER toFail RECOGNIZER",
                    summary: "require(toFail:): the first recognizer may only recognize once the second has failed (a single tap waiting for a double tap).",
                    examples: ["require singleTap toFail doubleTap"], topic: .wiring),
        CommandSpec(name: "simultaneous", usage: "simultaneous RECOGNIZER RECOGNIZER",
                    summary: "Let two recognizers recognize at the same time, as a delegate answering true to shouldRecognizeSimultaneouslyWith does.",
                    examples: ["simultaneous zoom spin"], topic: .wiring),
        // Events
        CommandSpec(name: "tap", usage: "tap VIEW [at X Y] | tap SEGMENTED segment N | tap at X Y",
                    summary: "Touch down and up (held for `config tapDuration`). `tap VIEW` touches its centre; `at` gives a point in the view's (or the window's) coordinates; `segment N` the centre of a segment. Taps in quick succession at the same place count up the touch's tapCount (a control then sends touchDownRepeat).",
                    examples: ["tap login", "tap login at 5 5", "tap range segment 2", "tap at 195 422"], topic: .events),
        CommandSpec(name: "touch", usage: "touch down|move|up|cancel [VIEW] [at X Y] [finger N]",
                    summary: "One touch phase, for drags: down hit-tests, move and up go to the view the touch began in.",
                    examples: ["touch down login", "touch move at 300 700", "touch up", "touch cancel finger 2"], topic: .events),
        CommandSpec(name: "slide", usage: "slide SLIDER to VALUE [steps N]",
                    summary: "Drag a slider's thumb to VALUE in N moves (5 by default), one per 16 ms frame, then lift.",
                    examples: ["slide volume to 0.8", "slide volume to 0.2 steps 1"], topic: .events),
        CommandSpec(name: "press", usage: "press STEPPER plus|minus [for DURATION]",
                    summary: "Hold one half of a stepper for DURATION (a tap by default): one step on touch down, then autorepeat while held.",
                    examples: ["press guests plus", "press guests plus for 1.2s"], topic: .events),
        CommandSpec(name: "type", usage: "type TEXT | type backspace [N] | type return",
                    summary: "Keys on the keyboard, for the text field that is first responder: each character and each backspace is asked of textField(_:shouldChangeCharactersIn:replacementString:) first; return asks textFieldShouldReturn.",
                    examples: ["tap code", "type \"abc\"", "type backspace 2", "type return"], topic: .events),
        CommandSpec(name: "clear", usage: "clear TEXTFIELD",
                    summary: "Tap the text field's clear button: textFieldShouldClear decides whether the text is emptied.",
                    examples: ["clear code"], topic: .events),
        CommandSpec(name: "longpress", usage: "longpress VIEW [for DURATION]",
                    summary: "Hold a finger on VIEW's centre (0.8 s by default), then lift.",
                    examples: ["longpress photo", "longpress photo for 0.3s"], topic: .events),
        CommandSpec(name: "pan", usage: "pan VIEW by DX DY [over DURATION] [steps N]",
                    summary: "Drag one finger from VIEW's centre by DX DY in N moves (10 over 0.3 s by default), then lift.",
                    examples: ["pan card by 120 0", "pan card by 0 -300 over 1s steps 20"], topic: .events),
        CommandSpec(name: "swipe", usage: "swipe VIEW left|right|up|down",
                    summary: "A quick flick from VIEW's centre: 120 pt in 100 ms.",
                    examples: ["swipe photo left"], topic: .events),
        CommandSpec(name: "pinch", usage: "pinch VIEW to SCALE",
                    summary: "Two fingers 100 pt apart around VIEW's centre move to SCALE times that distance (fingers 1 and 2).",
                    examples: ["pinch map to 2", "pinch map to 0.5"], topic: .events),
        CommandSpec(name: "rotate", usage: "rotate VIEW by DEGREES",
                    summary: "Two fingers 100 pt apart turn around VIEW's centre by DEGREES (clockwise on screen when positive).",
                    examples: ["rotate map by 45"], topic: .events),
        CommandSpec(name: "reloadData", usage: "reloadData TABLE",
                    summary: "Ask the data source for the row count and (re)configure every visible row.",
                    examples: ["reloadData list"], topic: .events),
        CommandSpec(name: "scroll", usage: "scroll TABLE to row N [steps K] | scroll TABLE by DY",
                    summary: "Scroll a table view (in K steps): cells of rows that leave the screen go to the reuse pool, rows that come in get a dequeued cell.",
                    examples: ["scroll list to row 12", "scroll list to row 999999 steps 100000", "scroll list by -88"], topic: .events),
        CommandSpec(name: "insertRows", usage: "insertRows TABLE at N [count K]",
                    summary: "insertRows(at:): after the data changed, tell the table K rows were inserted at row N. Visible cells move with their rows (not reconfigured); the data source's new count must add up, or UIKit raises an exception (here, an error).",
                    examples: ["set count = count + 1\ninsertRows list at 0"], topic: .events),
        CommandSpec(name: "deleteRows", usage: "deleteRows TABLE at N [count K]",
                    summary: "deleteRows(at:): the rows' cells go back to the pool, the rows below move up; the count must add up.",
                    examples: ["set count = count - 1\ndeleteRows list at 3"], topic: .events),
        CommandSpec(name: "moveRow", usage: "moveRow TABLE from A to B",
                    summary: "moveRow(at:to:): the row's cell moves with it; the rows between shift by one.",
                    examples: ["moveRow list from 0 to 3"], topic: .events),
        CommandSpec(name: "wait", usage: "wait DURATION",
                    summary: "Advance the virtual clock (`0.5s`, `200ms`).",
                    examples: ["wait 0.5s"], topic: .events),
        CommandSpec(name: "timer", usage: "timer NAME every|after DURATION target OBJECT ACTION [userInfo VALUE] | timer NAME every|after DURATION [userInfo VALUE] [capture NAME, ...] { BODY }",
                    summary: "Schedule a Timer: `every` repeats, `after` fires once. It fires as the virtual clock advances (wait, tap), at its own times, and holds its target strongly until invalidated. Inside, {sender} is the timer and {userInfo} its userInfo.",
                    examples: ["timer heartbeat every 1s target poller poll:", "var left = 3\ntimer countdown every 1s capture left { log \"{left} left\" }"], topic: .events),
        CommandSpec(name: "invalidate", usage: "invalidate TIMER",
                    summary: "Stop a timer (Timer.invalidate()): no more firings, and it lets go of its target.",
                    examples: ["invalidate heartbeat"], topic: .events),
        CommandSpec(name: "fire", usage: "fire TIMER",
                    summary: "Timer.fire(): run the timer's action now. A repeating timer keeps its schedule; a one-shot timer is invalid afterwards.",
                    examples: ["fire heartbeat"], topic: .events),
        CommandSpec(name: "showAlert", usage: "showAlert ALERTVIEW",
                    summary: "UIAlertView.show(): put the alert on screen.",
                    examples: ["showAlert signOutAlert"], topic: .events),
        CommandSpec(name: "choose", usage: "choose ALERT TEXT | choose ALERT index N",
                    summary: "The user taps an alert's button, by title or index: a UIAlertView tells its delegate the index; a UIAlertController is dismissed and then runs the action's handler.",
                    examples: ["choose signOutAlert \"Sign out\"", "choose signOutSheet index 0"], topic: .events),
        CommandSpec(name: "sendAction", usage: "sendAction ACTION [to TARGET|nil] [from SENDER]",
                    summary: "UIApplication.sendAction(_:to:from:for:). Without a target (or with nil) the responder chain is walked from the first responder, or from the sender when there is none.",
                    examples: ["sendAction copy: from login", "sendAction didTapButton: to home from login"], topic: .events),
        CommandSpec(name: "sendActions", usage: "sendActions CONTROL for EVENTS",
                    summary: "control.sendActions(for:): run the handlers of these events without a touch.",
                    examples: ["sendActions login for touchUpInside"], topic: .events),
        CommandSpec(name: "becomeFirstResponder", usage: "becomeFirstResponder OBJECT",
                    summary: "Ask a responder to become first responder (it needs canBecomeFirstResponder and a window).",
                    examples: ["set field.canBecomeFirstResponder = true", "becomeFirstResponder field"], topic: .events),
        CommandSpec(name: "resignFirstResponder", usage: "resignFirstResponder OBJECT",
                    summary: "Ask the first responder to resign.",
                    examples: ["resignFirstResponder field"], topic: .events),
        CommandSpec(name: "log", usage: "log TEXT",
                    summary: "Write a line to the trace; inside a method or closure {self}, {sender}, {event} and captured names interpolate.",
                    examples: ["log \"tapped {sender}\""], topic: .events),
        CommandSpec(name: "note", usage: "note TEXT",
                    summary: "A narrative line in the trace, to tell the scenario's story.",
                    examples: ["note \"The user lifts the finger outside the button\""], topic: .events),
        // Inspect
        CommandSpec(name: "tree", usage: "tree [VIEW]",
                    summary: "The view hierarchy with frames and the flags hit-testing looks at.",
                    examples: ["tree", "tree card"], topic: .inspect),
        CommandSpec(name: "chain", usage: "chain OBJECT",
                    summary: "The responder chain from OBJECT to the end, with the actions each responder implements.",
                    examples: ["chain login"], topic: .inspect),
        CommandSpec(name: "targets", usage: "targets CONTROL [for EVENTS]",
                    summary: "The control's handlers with their events, in the order they run; `for EVENTS` lists only those that run for these events.",
                    examples: ["targets login", "targets login for touchUpInside"], topic: .inspect),
        CommandSpec(name: "recognizers", usage: "recognizers VIEW | recognizers at X Y",
                    summary: "The gesture recognizers a touch there would meet, in the order they see it, with their settings.",
                    examples: ["recognizers photo", "recognizers at 195 400"], topic: .inspect),
        CommandSpec(name: "arena", usage: "arena",
                    summary: "For the last touches: which recognizers were candidates, in what order they decided, who won, who failed and why.",
                    examples: ["arena"], topic: .inspect),
        CommandSpec(name: "hitTest", usage: "hitTest X Y",
                    summary: "Which view a touch at this window point would hit, and which views were skipped and why.",
                    examples: ["hitTest 195 422"], topic: .inspect),
        CommandSpec(name: "show", usage: "show OBJECT",
                    summary: "An object's class, properties and methods (or a closure's captures).",
                    examples: ["show login", "show greet"], topic: .inspect),
        CommandSpec(name: "vars", usage: "vars",
                    summary: "The variables and constants and their values.",
                    examples: ["vars"], topic: .inspect),
        CommandSpec(name: "trace", usage: "trace [text|json|clear]",
                    summary: "`trace` prints the trace since the last `trace clear` (the last 10,000 records); `text`/`json` switch the format; `clear` also resets what `expect ran` and `expect log` count.",
                    examples: ["trace", "trace json", "trace clear"], topic: .inspect),
        // Expect
        CommandSpec(name: "expect", usage: "expect [not] ran TARGET ACTION [COUNT] | expect [not] ran closure NAME [COUNT] | expect captured CLOSURE NAME == VALUE | expect [not] log TEXT | expect handled ACTION by OBJECT | expect unhandled ACTION | expect OBJECT.PROPERTY ==|!= VALUE | expect VARIABLE ==|!= VALUE | expect firstResponder == OBJECT|nil | expect [no] stale",
                    summary: "Check what happened since the start (or the last `trace clear`). COUNT is `once`, `twice`, `never` or `N times`. A failed expectation is reported with its location and the run exits 1.",
                    examples: ["expect ran home didTapButton: once", "expect not ran home didTapButton:", "expect ran closure greet 2 times",
                               "expect captured greet item == \"Three\"", "expect log \"tapped Three\"", "expect handled copy: by home",
                               "expect unhandled paste:", "expect login.highlighted == false", "expect firstResponder == nil"], topic: .expect),
        // Script and session
        CommandSpec(name: "include", usage: "include FILE",
                    summary: "Run another .sim file (the path is relative to the including file).",
                    examples: ["include \"scene.sim\""], topic: .script),
        CommandSpec(name: "config", usage: "config trackingMargin|tapDuration|multiTapInterval|multiTapDistance|stepperRepeatDelay|stepperRepeatInterval|tapAllowableMovement|panThreshold|swipeMinimumDistance|swipeMaximumDuration VALUE",
                    summary: "Set a behaviour UIKit leaves undocumented: `trackingMargin` (points a tracked touch may stray outside a control and still count as inside; 70), `tapDuration` (how long `tap` holds; 50ms), `multiTapInterval` and `multiTapDistance` (how soon and how near the next tap must start to raise tapCount; 350ms, 45), `stepperRepeatDelay` and `stepperRepeatInterval` (a held stepper's autorepeat; 500ms, then every 100ms), and the gesture thresholds `tapAllowableMovement` (10), `panThreshold` (10), `swipeMinimumDistance` (50) and `swipeMaximumDuration` (500ms).",
                    examples: ["config trackingMargin 70", "config tapDuration 100ms", "config multiTapInterval 250ms", "config stepperRepeatInterval 200ms"], topic: .script),
        CommandSpec(name: "help", usage: "help [COMMAND]",
                    summary: "List the commands, or show one command's usage and examples.",
                    examples: ["help", "help addTarget"], topic: .script),
    ]

    public static var names: [String] { all.map(\.name) }

    public static func spec(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// `help`: commands grouped by topic.
    public static func overview() -> String {
        var out = "Commands (`help COMMAND` shows usage and examples):\n"
        for topic in CommandSpec.Topic.allCases {
            out += "\n\(topic.rawValue):\n"
            for spec in all where spec.topic == topic {
                let pad = String(repeating: " ", count: max(1, 22 - spec.name.count))
                out += "  \(spec.name)\(pad)\(firstSentence(spec.summary))\n"
            }
        }
        return out + "\nControl events: " + ControlEvents.allNames.joined(separator: " ")
    }

    /// `help COMMAND`.
    public static func help(for spec: CommandSpec) -> String {
        var out = "usage: \(spec.usage.replacingOccurrences(of: " | ", with: "\n       "))\n\n\(spec.summary)\n"
        if !spec.examples.isEmpty {
            out += "\nexamples:\n"
            for e in spec.examples {
                out += e.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        return String(out.dropLast())
    }

    /// Up to the first ". " — not the first dot, which may be in `button.addTarget` or `0.5s`.
    static func firstSentence(_ s: String) -> String {
        if let end = Substring(s).range(of: ". ") { return String(s[..<end.lowerBound]) }
        return s.hasSuffix(".") ? String(s.dropLast()) : s
    }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    package func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target)
        var i = startIndex
        while i < endIndex {
            var j = i
            var k = 0
            while k < t.count, j < endIndex, self[j] == t[k] { j = index(after: j); k += 1 }
            if k == t.count { return i..<j }
            i = index(after: i)
        }
        return nil
    }
}
