import SimCore
import SimRendering

/// Every command of the `.sim` language, as data: grammar, summary, examples, topic. The binder,
/// `help`, Tab completion, "did you mean" hints and docs/language.md all read this one table.
package enum CommandTable {
    /// Every command, grouped by topic, in the order `help` lists them.
    public static let all: [CommandSpec] = scene + wiring + events + inspection + assertions + session + nib

    static let scene: [CommandSpec] = [
        CommandSpec(name: "window", forms: [
                        form(.argument(.newName("a window name")),
                             .optional(.keyword("size"), .argument(.number(.width, "W", "width")), .argument(.number(.height, "H", "height"))), customClass)],
                    make: { try WindowCommand(&$0, binder: &$1, isPanel: false) },
                    summary: "Create a window (390x844 by default) and make it key and visible, as makeKeyAndVisible() does. A touch goes to the front-most window at its point (windowLevel, then the one created last), key or not.", examples: ["window main", "window tablet size 820 1180"], topic: .scene),
        CommandSpec(name: "platform", forms: [
                        form(.argument(.choice(.setting, "uikit or appkit",
                                               Choice(words: ["uikit", "appkit"], unknown: "unknown platform '{word}'", otherwise: "use uikit or appkit"))))],
                    command: PlatformCommand.self,
                    summary: "Choose the framework the world follows, before anything is created: UIKit (the default: touches, UIControl's table of targets, the responder chain from the first responder or the sender) or AppKit (a mouse, key and main windows, NSControl's one target and action, NSApp's search through the key window, the main window, NSApp and its delegate).", examples: ["platform appkit"], topic: .scene),
        CommandSpec(name: "panel", forms: [
                        form(.argument(.newName("a panel name")),
                             .optional(.keyword("size"), .argument(.number(.width, "W", "width")), .argument(.number(.height, "H", "height"))))],
                    make: { try WindowCommand(&$0, binder: &$1, isPanel: true) },
                    summary: "Create an NSPanel (300x400 by default), key and in front: a panel becomes key but never main, so the main window stays the document behind it.", examples: ["panel inspector", "panel find size 400 120"], topic: .scene).available(.mouseOnly),
        CommandSpec(name: "makeKey", forms: [form(.argument(.object(.view, .window, "WINDOW", "a window")))],
                    make: { try WindowStatusCommand(&$0, binder: &$1, main: false) },
                    summary: "Make a window the key window (NSWindow.makeKey(), UIWindow.makeKey()): the one that gets the keyboard and, in AppKit, where NSApp's search for a nil-targeted action begins.", examples: ["makeKey inspector"], topic: .scene, echoes: true),
        CommandSpec(name: "makeMain", forms: [form(.argument(.object(.view, .window, "WINDOW", "a window")))],
                    make: { try WindowStatusCommand(&$0, binder: &$1, main: true) },
                    summary: "Make a window the main window (NSWindow.makeMain()); a panel cannot be main.", examples: ["makeMain document"], topic: .scene, echoes: true).available(.mouseOnly),
        CommandSpec(name: "controller", forms: [
                        form(.argument(.newName("a view controller name")),
                             .optional(.keyword("in"), .argument(.object(.parent, .windowOrView, "WINDOW|VIEW", "a window or view"))),
                             frame, customClass)],
                    command: ControllerCommand.self,
                    summary: "Create a view controller with its root view NAME.view: in a window it becomes the root view controller; in a view it is a child controller whose view is added there; with no `in` it waits to be presented.", examples: ["controller home in main", "controller sidebar in home.view frame 0 0 120 844"], topic: .scene),
    ] + makers + [
        CommandSpec(name: "celltype", forms: [
                        form(.argument(Placeholder(key: .name, kind: .typeName(noun: "cell type name"), label: "NAME", what: "a cell type name")),
                             .optional(.keyword("contentView"), .argument(.choice(.contentView, "true or false",
                                                                                  Choice(words: ["true", "false"], unknown: "contentView takes true or false")))),
                             .block(.init(label: "SUBVIEWS [prepareForReuse { BODY }] [viewModel { BODY }]",
                                          missing: "missing the cell type's subviews { … }",
                                          hint: "{source} { label nameLabel frame 15 0 200 44 }")))],
                    command: CellTypeCommand.self,
                    summary: "Declare a reusable cell type: its subviews (label, button, switch… with frames and properties, named inside the cell) and what prepareForReuse does. Subviews go in a content view unless `contentView false`.", examples: ["celltype ItemCell {\n    label titleLabel frame 15 0 200 44\n    button buyButton frame 280 7 80 30 title \"Buy\"\n}"], topic: .scene).available(.notInAppKit),
        CommandSpec(name: "register", forms: [
                        form(.argument(.word(.cellType, "CELLTYPE", "a cell type", .cellTypes)), .keyword("for"), table,
                             .optional(.keyword("id"), .argument(.word(.identifier, "IDENTIFIER", "a reuse identifier"))))],
                    command: RegisterCommand.self,
                    summary: "register(_:forCellReuseIdentifier:). Cells with an identifier are pooled when they scroll away and reused (oldest first, after prepareForReuse); without one they are discarded.", examples: ["register ItemCell for list id item"], topic: .scene).available(.notInAppKit),
        CommandSpec(name: "dequeue", forms: [form(.argument(.word(.identifier, "IDENTIFIER", "a reuse identifier")))],
                    command: DequeueCommand.self,
                    summary: "In tableView:cellForRowAtIndexPath: of a table with several registered cell types, dequeueReusableCell(withIdentifier:for:): the row's cell, of that type, which `cell` then names. With one type the data source is given `cell` ready.", examples: ["method vc tableView:cellForRowAtIndexPath: {\n    dequeue header\n    set cell.titleLabel.text = \"Section\"\n}"], topic: .scene).available(.notInAppKit),
        CommandSpec(name: "object", forms: [
                        form(.argument(.newName("an object name")),
                             .options([customClass], more: form(.argument(.word(.property, "PROPERTY", "a property name")), .argument(.expression()))))],
                    command: ObjectCommand.self,
                    summary: "Create a plain NSObject: it can implement actions and be a target, but it is not in the responder chain.", examples: ["object analytics", "method analytics track: { log \"tracked {sender}\" }"], topic: .scene),
        CommandSpec(name: "appdelegate", forms: [form(.argument(.newName("an app delegate name")), customClass)],
                    command: AppDelegateCommand.self,
                    summary: "Create the app delegate (a UIResponder): the last responder in every chain, after the application.", examples: ["appdelegate delegate", "method delegate copy: { log \"the app delegate copies\" }"], topic: .scene),
        CommandSpec(name: "present", forms: [
                        form(.argument(.object(.presented, .presentable, "CONTROLLER", "a view controller")), .keyword("from"),
                             .argument(.object(.presenter, .controller, "CONTROLLER", "a view controller")))],
                    command: PresentCommand.self,
                    summary: "Present a controller modally: its view covers the window and its next responder is the presenter. An alert controller is shown on screen (choose one of its actions with `choose`).", examples: ["controller sheet", "present sheet from home", "present signOutSheet from home"], topic: .scene),
        CommandSpec(name: "dismiss", forms: [form(.argument(.object(.presented, .controller, "CONTROLLER", "a presented view controller")))],
                    command: DismissCommand.self,
                    summary: "Dismiss a presented controller: its presenter lets go of it and its view leaves the window; what nothing else holds is freed.", examples: ["present detail from home", "dismiss detail"], topic: .scene, echoes: true),
        CommandSpec(name: "remove", forms: [form(view("a view"))],
                    command: RemoveCommand.self,
                    summary: "Remove a view from its superview (removeFromSuperview); the view and its subviews are freed unless something else holds them.", examples: ["remove overlay"], topic: .scene, echoes: true),
        CommandSpec(name: "bringToFront", forms: [form(view("a view"))],
                    make: { try ReorderCommand(&$0, binder: &$1, toFront: true) },
                    summary: "Move a view in front of its siblings (superview.bringSubviewToFront): hit-testing asks it first.", examples: ["bringToFront card"], topic: .scene),
        CommandSpec(name: "sendToBack", forms: [form(view("a view"))],
                    make: { try ReorderCommand(&$0, binder: &$1, toFront: false) },
                    summary: "Move a view behind its siblings (superview.sendSubviewToBack).", examples: ["sendToBack banner"], topic: .scene),
        CommandSpec(name: "set", forms: [
                        form(.argument(Placeholder(key: .member, kind: .member(only: "frame"), label: "VIEW.frame", what: "OBJECT.PROPERTY or a variable")),
                             .symbol(.equals, "="), .argument(Placeholder(key: .frame, kind: .rect, label: "X Y W H", what: "a frame"))),
                        form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "OBJECT.PROPERTY or a variable")),
                             .symbol(.equals, "="), .argument(.expression())),
                        form(.argument(Placeholder(key: .variable, kind: .variable, label: "VARIABLE", what: "OBJECT.PROPERTY or a variable")),
                             .symbol(.equals, "="), .argument(.expression())),
                        form(closureProperty, captures, .block(.body)),
                        form(closureProperty, .symbol(.equals, "="),
                             .argument(.choice(.value, "nil (a closure is written as a { } block)",
                                               Choice(words: ["nil"], unknown: "'didTouchUpInside' takes a { } block or nil",
                                                      otherwise: "set BUTTON.didTouchUpInside { log \"tapped\" }"))))],
                    command: SetCommand.self,
                    summary: "Change a property (hidden, alpha, userInteractionEnabled, enabled, selected, frame, title, text, clipsToBounds, canBecomeFirstResponder, canResignFirstResponder, a weak delegate) or a `var`. `didTouchUpInside` is the seed's closure property: setting it makes the button its own target, nil removes it.", examples: ["set card.hidden = true", "set login.enabled = false", "set card.frame = 0 0 100 100", "set count = 2", "set login.didTouchUpInside { log \"tapped {sender}\" }"], topic: .scene,
                    blockMisuse: "'set' takes a { } block only for a closure property (BUTTON.didTouchUpInside)"),
        CommandSpec(name: "let", forms: [form(.argument(.newName("a variable name")), .symbol(.equals, "="), .argument(.expression()))],
                    make: { try DeclareCommand(&$0, binder: &$1, mutable: false) },
                    summary: "Declare a constant: a string, number, true/false, nil or an object.", examples: ["let item = \"Three\"", "let owner = home"], topic: .scene),
        CommandSpec(name: "var", forms: [form(.argument(.newName("a variable name")), .symbol(.equals, "="), .argument(.expression()))],
                    make: { try DeclareCommand(&$0, binder: &$1, mutable: true) },
                    summary: "Declare a variable. Closures that `capture` it keep the value it had when they were created; a closure that reads it without capturing sees its current value.", examples: ["var taps = 0"], topic: .scene),
    ]

    static let wiring: [CommandSpec] = [
        CommandSpec(name: "method", forms: [
                        form(.argument(.object(.owner, .any, "OBJECT", "the object that implements the action")), .argument(.selector()),
                             .block(.init(missing: "missing the method body { … }", hint: "e.g. {source} { log \"called\" }")))],
                    command: MethodCommand.self,
                    summary: "Define an action method. The selector's colons give its signature: `refresh` takes nothing, `didTap:` the sender, `didTap:forEvent:` the sender and the event. Inside, {self}, {sender} and {event} interpolate.", examples: ["method home didTapButton: {\n    log \"didTapButton from {sender}\"\n}", "method home touchesBegan { log \"home handles the touch itself\" }"], topic: .wiring),
        CommandSpec(name: "addTarget", forms: [
                        form(control, .oneOf([target("a target (an object, or nil)"), .keyword("nil", records: .target)]),
                             .argument(.selector(implementedBy: .target)), .optional(.keyword("for"), controlEvents)),
                        form(recognizer, target("the target"), .argument(.selector(implementedBy: .target)))],
                    command: AddTargetCommand.self,
                    summary: "button.addTarget(target, action:, for:). A nil target sends the action up the responder chain. Adding the same target and action again does not add a second entry. In AppKit (no `for`): the control's one target and action, replacing any other (control.target = …; control.action = …).", examples: ["addTarget login home didTapButton: for touchUpInside", "addTarget login nil copy: for touchUpInside", "addTarget login home track: for touchDown|touchUpInside"], topic: .wiring, echoes: true),
        CommandSpec(name: "removeTarget", forms: [
                        form(control, .oneOf([target("a target (an object, or nil for all)"), .keyword("nil", records: .target)]),
                             .oneOf([.argument(Placeholder(key: .action, kind: .selector(implementedBy: .target), label: "ACTION", what: "an action (or nil for all)")),
                                     .keyword("nil", records: .action)]),
                             .keyword("for"), controlEvents)],
                    command: RemoveTargetCommand.self,
                    summary: "button.removeTarget(_:action:for:). nil target matches all targets, nil action all actions; only the given event bits are removed.", examples: ["removeTarget login home didTapButton: for touchUpInside", "removeTarget login nil nil for allEvents"], topic: .wiring, echoes: true),
        CommandSpec(name: "addAction", forms: [
                        form(control, .keyword("for"), controlEvents,
                             .options([.optional(.keyword("id"), .argument(Placeholder(key: .identifier, kind: .newName, label: "IDENTIFIER", what: "an action identifier"))),
                                       captures]),
                             .block(.body)),
                        form(recognizer, captures, .block(.body))],
                    command: AddActionCommand.self,
                    summary: "A closure handler, UIAction style: same id replaces the earlier action, no id adds another. `capture` snapshots variables now, like a Swift capture list.", examples: ["let item = \"Three\"\naddAction login for touchUpInside id greet capture item {\n    log \"tapped {item}\"\n}"], topic: .wiring, echoes: true).available(.notInAppKit),
        CommandSpec(name: "menuItem", forms: [
                        form(control, .argument(.text(.title, "TITLE", "the menu item's title")), captures, .block(.body))],
                    command: MenuItemCommand.self,
                    summary: "Add a UIAction to a button's menu (UIButton.menu). With showsMenuAsPrimaryAction the menu shows on touch down, after menuActionTriggered, instead of the tap's actions; `choose BUTTON \"TITLE\"` picks an item, which runs its closure.", examples: ["menuItem share \"Copy link\" { log \"copied\" }\nset share.showsMenuAsPrimaryAction = true\ntap share\nchoose share \"Copy link\""], topic: .wiring, echoes: true).available(.notInAppKit),
        CommandSpec(name: "sendActionOn", forms: [
                        form(control, .repeated(.argument(.choice(.events, "a mouse event mask",
                                                                   Choice(words: SendActionMask.named.map(\.name), unknown: "unknown mask '{word}'",
                                                                          otherwise: "use leftMouseDown, leftMouseUp, leftMouseDragged or periodic"),
                                                                   label: "MASK"))))],
                    command: SendActionOnCommand.self,
                    summary: "AppKit: the mouse events on which the control sends its action (NSControl.sendAction(on:)); leftMouseUp by default, periodic while held for a continuous control.", examples: ["sendActionOn save leftMouseDown", "sendActionOn repeat leftMouseUp periodic"], topic: .wiring).available(.mouseOnly),
        CommandSpec(name: "removeAction", forms: [
                        form(control, .keyword("id"), .argument(.word(.identifier, "IDENTIFIER", "an action identifier", .closures)))],
                    command: RemoveActionCommand.self,
                    summary: "Remove the UIAction with this identifier.", examples: ["removeAction login id greet"], topic: .wiring, echoes: true),
        CommandSpec(name: "handler", forms: [
                        form(control, .oneOf([.argument(Placeholder(key: .blockName, kind: .word(.blockNames(of: .control)), label: "clickHandler",
                                                                    what: "clickHandler or 'for EVENTS'")),
                                              form(.keyword("for"), controlEvents)]),
                             captures, .block(.body)),
                        form(.oneOf([.argument(.object(.owner, .textField, "TEXTFIELD", "a text field")),
                                     .argument(.object(.owner, .recognizer, "RECOGNIZER", "a gesture recognizer")),
                                     .argument(.object(.owner, .table, "TABLE", "a table view"))]),
                             .argument(.word(.blockName, "NAMEHandler", "a block name", .blockNames(of: .owner))),
                             captures, .block(.body))],
                    command: HandlerCommand.self,
                    summary: "A block handler in the style of HWBlocksUI: `clickHandler` runs on touchUpInside, `for EVENTS` is setHandler:forControlEvents:. On a text field, shouldBeginEditingHandler, didBeginEditingHandler, shouldChangeCharactersHandler, shouldReturnHandler, shouldClearHandler, shouldEndEditingHandler and didEndEditingHandler stand in for the delegate methods: setting one makes a hidden shared proxy the field's delegate. A gesture recognizer takes shouldBeginHandler, shouldReceiveTouchHandler and shouldRecognizeSimultaneouslyHandler; a table view numberOfSectionsHandler, numberOfRowsHandler, cellForRowHandler and didSelectRowHandler (the proxy becomes its data source and delegate). One block per event mask or method: setting it again replaces the earlier block.", examples: ["handler login clickHandler { log \"OK\" }", "handler login for touchDown { log \"pressed\" }", "handler code shouldChangeCharactersHandler { return newText.count <= 6 }"], topic: .wiring, echoes: true).available(.notInAppKit),
        CommandSpec(name: "protocol", forms: [
                        form(.argument(Placeholder(key: .name, kind: .typeName(noun: "protocol name"), label: "NAME", what: "a protocol name")),
                             .repeated(.argument(.selector(.method, "METHOD")), atLeast: 0),
                             .optional(.keyword("optional"), .repeated(.argument(.selector(.optionalMethod, "METHOD")), atLeast: 0)))],
                    command: ProtocolCommand.self,
                    summary: "Declare a delegate protocol. An object assigned to a property of this type must implement the required methods; optional ones may be missing.", examples: ["protocol LoginViewControllerDelegate passwordRecoveryRequested: optional loginSucceeded:"], topic: .wiring),
        CommandSpec(name: "weak", forms: [
                        form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "OWNER.PROPERTY, e.g. loginVC.delegate")),
                             .optional(.argument(.word(.protocolName, "PROTOCOL", "a protocol name", .protocols))))],
                    command: WeakCommand.self,
                    summary: "Declare a weak delegate property, `weak var delegate: PROTOCOL?` (nil at first); assign it with `set OBJECT.PROPERTY = OBJECT`. Weak: it reads nil once its object is released.", examples: ["weak loginVC.delegate LoginViewControllerDelegate", "set loginVC.delegate = coordinator"], topic: .wiring),
        CommandSpec(name: "call", forms: [
                        form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "OWNER.PROPERTY, e.g. self.delegate")),
                             .argument(.selector(.method, "METHOD")), .optional(.keyword("with"), .argument(.value())))],
                    command: CallCommand.self,
                    summary: "Call a delegate with optional chaining, `delegate?.method(value)`: when the delegate is nil or released, or lacks an optional method, nothing happens and the trace says why. The argument defaults to OBJECT.", examples: ["method loginVC performPasswordRecovery: {\n    call self.delegate passwordRecoveryRequested: with sender\n}"], topic: .wiring, echoes: true),
        CommandSpec(name: "return", forms: [form(.optional(.argument(.expression())))],
                    command: ReturnCommand.self,
                    summary: "End a method or closure body, answering its caller: a delegate's `should…` method returns true or false. VALUE may compare (`newText.count <= 6`) or add (`count + 1`).", examples: ["method form textFieldShouldReturn: { return true }"], topic: .wiring),
        CommandSpec(name: "super", forms: [form()],
                    command: SuperCommand.self,
                    summary: "Inside a touchesBegan/Moved/Ended/Cancelled override (a method on a view, controller or control), call UIKit's default: UIResponder passes the touches to the next responder; a control tracks them (without super, an override on a control stops its tracking and its actions).", examples: ["method card touchesBegan { log \"card saw it\"\n    super\n}"], topic: .wiring),
        CommandSpec(name: "release", forms: [form(.argument(.object(.target, .any, "OBJECT", "the object to release")))],
                    command: ReleaseCommand.self,
                    summary: "The script lets go of an object it made (a plain object, a controller not yet installed, a timer, an alert): if nothing else holds it, it is freed — weak references to it (control targets, delegates) read nil, and the trace counts them; if something does (a timer, a closure's strong capture, a variable), the trace names it. Views and installed controllers belong to their superview or window: remove or dismiss them instead.", examples: ["object coordinator", "release coordinator"], topic: .wiring, echoes: true),
        CommandSpec(name: "alertView", forms: [
                        form(.argument(.newName("an alert name")),
                             .options([.optional(.keyword("title"), .argument(.text(.title, "TEXT", "the title"))),
                                       .optional(.keyword("message"), .argument(.text(.message, "TEXT", "the message"))),
                                       .optional(.keyword("cancel"), .argument(.text(.cancelTitle, "TEXT", "the cancel button's title"))),
                                       .optional(.keyword("buttons"), .repeated(.argument(Placeholder(key: .buttonTitles, kind: .text, label: "TEXT", what: "the button titles",
                                                                                                    hint: "buttons \"Sign out\" \"Later\"")))),
                                       .optional(.keyword("delegate"), .argument(.object(.delegate, .any, "OBJECT", "the delegate")))]))],
                    command: AlertViewCommand.self,
                    summary: "A UIAlertView (the delegate style, deprecated in iOS 9): buttons by index, the cancel button first (0) when there is one. Its weak delegate hears alertView:clickedButtonAtIndex:, then willDismiss… and didDismissWithButtonIndex:, with {buttonIndex}.", examples: ["alertView signOutAlert title \"Sign out?\" cancel \"Cancel\" buttons \"Sign out\" delegate settingsVC"], topic: .wiring).available(.notInAppKit),
        CommandSpec(name: "alertController", forms: [
                        form(.argument(.newName("an alert controller name")),
                             .options([.optional(.keyword("title"), .argument(.text(.title, "TEXT", "the title"))),
                                       .optional(.keyword("message"), .argument(.text(.message, "TEXT", "the message")))]))],
                    command: AlertControllerCommand.self,
                    summary: "A UIAlertController (the block style): add buttons with alertAction, show it with `present NAME from CONTROLLER`.", examples: ["alertController signOutSheet title \"Sign out?\""], topic: .wiring).available(.notInAppKit),
        CommandSpec(name: "alertAction", forms: [
                        form(.argument(.object(.alert, .alertController, "ALERT", "an alert controller")), .argument(.text(.title, "TEXT", "the action's title")),
                             .options([.optional(.keyword("style"), .argument(.choice(.style, "default, cancel or destructive",
                                                                                      Choice(words: ["default", "cancel", "destructive"], unknown: "unknown action style '{word}'",
                                                                                             otherwise: "default, cancel or destructive")))),
                                       captures]),
                             .block(.optionalBody))],
                    command: AlertActionCommand.self,
                    summary: "Add a UIAlertAction with its own handler (optional). At most one cancel action, as UIKit requires; an alert lists the cancel action last. Inside the handler, {sender} is the alert and {title} the action's title.", examples: ["alertAction signOutSheet \"Cancel\" style cancel", "alertAction signOutSheet \"Sign out\" style destructive { log \"signing out\" }"], topic: .wiring),
        CommandSpec(name: "gesture", forms: [
                        form(.argument(.newName("a recognizer name")),
                             .argument(.choice(.gestureKind, "a kind: " + gestureKinds.joined(separator: ", "),
                                               Choice(words: gestureKinds, unknown: "unknown gesture kind '{word}'", otherwise: "kinds: " + gestureKinds.joined(separator: ", ")))),
                             .keyword("on"), view("the view to attach it to"),
                             .options([.optional(.keyword("direction", records: .property), .argument(direction(.value, unknown: "a swipe's direction is left, right, up or down, not {word}")))],
                                      more: form(.argument(.word(.property, "OPTION", "an option")), .argument(.value()))))],
                    command: GestureCommand.self,
                    summary: "Attach a gesture recognizer to VIEW. Options: taps, touches (tap, swipe); duration, movement (longPress); minTouches (pan); direction (swipe); and for all: enabled, cancelsTouchesInView (true), delaysTouchesBegan (false), delaysTouchesEnded (true). Wire it with addTarget or addAction.", examples: ["gesture doubleTap tap on photo taps 2", "gesture hold longPress on photo duration 1", "gesture drag pan on card cancelsTouchesInView false"], topic: .wiring).available(.notInAppKit),
        CommandSpec(name: "require", forms: [form(recognizer, .keyword("toFail"), .argument(.object(.other, .recognizer, "RECOGNIZER", "a gesture recognizer")))],
                    command: RequireCommand.self,
                    summary: "require(toFail:): the first recognizer may only recognize once the second has failed (a single tap waiting for a double tap).", examples: ["require singleTap toFail doubleTap"], topic: .wiring).available(.notInAppKit),
        CommandSpec(name: "simultaneous", forms: [form(recognizer, .argument(.object(.other, .recognizer, "RECOGNIZER", "a gesture recognizer")))],
                    command: SimultaneousCommand.self,
                    summary: "Let two recognizers recognize at the same time, as a delegate answering true to shouldRecognizeSimultaneouslyWith does.", examples: ["simultaneous zoom spin"], topic: .wiring).available(.notInAppKit),
    ]

    static let events: [CommandSpec] = [
        CommandSpec(name: "tap", forms: [
                        form(view("a view or 'at X Y'"), .optional(.keyword("at"), point)),
                        form(.argument(.object(.view, .segmented, "SEGMENTED", "a segmented control")), .keyword("segment"),
                             .argument(.integer(.index, "N", "a segment number"))),
                        form(.keyword("at"), point)],
                    command: TapCommand.self,
                    summary: "Touch down and up (held for `config tapDuration`). `tap VIEW` touches its centre; `at` gives a point in the view's (or the window's) coordinates; `segment N` the centre of a segment. Taps in quick succession at the same place count up the touch's tapCount (a control then sends touchDownRepeat).", examples: ["tap login", "tap login at 5 5", "tap range segment 2", "tap at 195 422"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW`, or `mouse down|drag|up`")),
        CommandSpec(name: "click", forms: [
                        form(view("a view or 'at X Y'"), .optional(.keyword("at"), point),
                             .optional(.keyword("for"), .argument(.duration()))),
                        form(.keyword("at"), point, .optional(.keyword("in"), .argument(.object(.parent, .window, "WINDOW", "a window"))),
                             .optional(.keyword("for"), .argument(.duration())))],
                    command: ClickCommand.self,
                    summary: "AppKit: press and release the mouse button (held for `config tapDuration`, or DURATION). `click VIEW` clicks its centre; `at X Y` a point in the view, or in the key window (or WINDOW). A click in a window that is not key makes it key first.", examples: ["click save", "click at 60 40 in inspector", "click repeat for 1s"], topic: .events, echoes: true).available(.mouseOnly),
        CommandSpec(name: "mouse", forms: [
                        form(.argument(.choice(.phase, "down, drag or up",
                                               Choice(words: ["down", "drag", "up"], unknown: "unknown mouse phase '{word}'", otherwise: "use down, drag or up"))),
                             .optional(view("a view or 'at X Y'")), .optional(.keyword("at"), point),
                             .optional(.keyword("in"), .argument(.object(.parent, .window, "WINDOW", "a window"))))],
                    command: MouseCommand.self,
                    summary: "AppKit: one mouse event. down hit-tests and sends mouseDown: to the view under the mouse; drag and up go to that same view.", examples: ["mouse down save", "mouse drag at 300 40", "mouse up"], topic: .events, echoes: true).available(.mouseOnly),
        CommandSpec(name: "touch", forms: [
                        form(.argument(.choice(.phase, "down, move, up or cancel",
                                               Choice(words: ["down", "move", "up", "cancel"], unknown: "unknown touch phase '{word}'", otherwise: "use down, move, up or cancel"))),
                             .optional(view("a view or 'at X Y'")), .optional(.keyword("at"), point),
                             .optional(.keyword("finger"), .argument(.integer(.finger, "N", "a finger number"))))],
                    command: TouchCommand.self,
                    summary: "One touch phase, for drags: down hit-tests, move and up go to the view the touch began in.", examples: ["touch down login", "touch move at 300 700", "touch up", "touch cancel finger 2"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW`, or `mouse down|drag|up`")),
        CommandSpec(name: "slide", forms: [
                        form(.argument(.object(.view, .slider, "SLIDER", "a slider")), .keyword("to"), .argument(.number(.value, "VALUE", "the value to slide to")),
                             .optional(.keyword("steps"), .argument(.integer(.steps, "N", "the number of moves"))))],
                    command: SlideCommand.self,
                    summary: "Drag a slider's thumb to VALUE in N moves (5 by default), one per 16 ms frame, then lift.", examples: ["slide volume to 0.8", "slide volume to 0.2 steps 1"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "press", forms: [
                        form(.argument(.object(.view, .stepper, "STEPPER", "a stepper")),
                             .argument(.choice(.half, "plus or minus", Choice(words: ["plus", "minus"], unknown: "expected plus or minus, found '{word}'"))),
                             .optional(.keyword("for"), .argument(.duration())))],
                    command: PressCommand.self,
                    summary: "Hold one half of a stepper for DURATION (a tap by default): one step on touch down, then autorepeat while held.", examples: ["press guests plus", "press guests plus for 1.2s"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "type", forms: [
                        form(.argument(.text(.text, "TEXT", "the text to type"))),
                        form(.keyword("backspace"), .optional(.argument(.integer(.count, "N", "how many times")))),
                        form(.keyword("return"))],
                    command: TypeCommand.self,
                    summary: "Keys on the keyboard, for the text field that is first responder: each character and each backspace is asked of textField(_:shouldChangeCharactersIn:replacementString:) first; return asks textFieldShouldReturn.", examples: ["tap code", "type \"abc\"", "type backspace 2", "type return"], topic: .events, echoes: true,
                    firstWord: .init(missing: "missing the text to type (or backspace, return)",
                                     unknown: Choice(words: ["backspace", "return"], unknown: "expected \"TEXT\" in double quotes, backspace or return, found '{word}'",
                                                     otherwise: "type \"hello\""))),
        CommandSpec(name: "clear", forms: [form(.argument(.object(.view, .textField, "TEXTFIELD", "a text field")))],
                    command: ClearCommand.self,
                    summary: "Tap the text field's clear button: textFieldShouldClear decides whether the text is emptied.", examples: ["clear code"], topic: .events, echoes: true),
        CommandSpec(name: "longpress", forms: [form(view("a view"), .optional(.keyword("for"), .argument(.duration())))],
                    command: LongPressCommand.self,
                    summary: "Hold a finger on VIEW's centre (0.8 s by default), then lift.", examples: ["longpress photo", "longpress photo for 0.3s"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "pan", forms: [
                        form(view("a view"), .keyword("by"), .argument(.number(.dx, "DX", "dx")), .argument(.number(.dy, "DY", "dy")),
                             .optional(.keyword("over"), .argument(.duration())), .optional(.keyword("steps"), .argument(.integer(.steps, "N", "the number of moves"))))],
                    command: PanCommand.self,
                    summary: "Drag one finger from VIEW's centre by DX DY in N moves (10 over 0.3 s by default), then lift.", examples: ["pan card by 120 0", "pan card by 0 -300 over 1s steps 20"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "swipe", forms: [form(view("a view"), .argument(direction(.direction, unknown: "expected left, right, up or down, found '{word}'")))],
                    command: SwipeCommand.self,
                    summary: "A quick flick from VIEW's centre: 120 pt in 100 ms.", examples: ["swipe photo left"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "pinch", forms: [form(view("a view"), .keyword("to"), .argument(.number(.scale, "SCALE", "the scale")))],
                    command: PinchCommand.self,
                    summary: "Two fingers 100 pt apart around VIEW's centre move to SCALE times that distance (fingers 1 and 2).", examples: ["pinch map to 2", "pinch map to 0.5"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "rotate", forms: [form(view("a view"), .keyword("by"), .argument(.number(.degrees, "DEGREES", "the angle in degrees")))],
                    command: RotateCommand.self,
                    summary: "Two fingers 100 pt apart turn around VIEW's centre by DEGREES (clockwise on screen when positive).", examples: ["rotate map by 45"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`")),
        CommandSpec(name: "reloadData", forms: [form(table)],
                    command: ReloadDataCommand.self,
                    summary: "Ask the data source for the row count and (re)configure every visible row.", examples: ["reloadData list"], topic: .events, echoes: true),
        CommandSpec(name: "scroll", forms: [
                        form(table, .keyword("to"), .keyword("row"), .argument(.integer(.row, "N", "a row")),
                             .optional(.keyword("steps"), .argument(.integer(.steps, "K", "the number of steps")))),
                        form(table, .keyword("by"), .argument(.number(.dy, "DY", "the distance in points")))],
                    command: ScrollCommand.self,
                    summary: "Scroll a table view (in K steps): cells of rows that leave the screen go to the reuse pool, rows that come in get a dequeued cell.", examples: ["scroll list to row 12", "scroll list to row 999999 steps 100000", "scroll list by -88"], topic: .events, echoes: true),
        CommandSpec(name: "insertRows", forms: [rowRange],
                    make: { try UpdateRowsCommand(&$0, binder: &$1, kind: .insert) },
                    summary: "insertRows(at:): after the data changed, tell the table K rows were inserted at row N. Visible cells move with their rows (not reconfigured); the data source's new count must add up, or UIKit raises an exception (here, an error).", examples: ["set count = count + 1\ninsertRows list at 0"], topic: .events, echoes: true),
        CommandSpec(name: "deleteRows", forms: [rowRange],
                    make: { try UpdateRowsCommand(&$0, binder: &$1, kind: .delete) },
                    summary: "deleteRows(at:): the rows' cells go back to the pool, the rows below move up; the count must add up.", examples: ["set count = count - 1\ndeleteRows list at 3"], topic: .events, echoes: true),
        CommandSpec(name: "moveRow", forms: [
                        form(table, .keyword("from"), .argument(.integer(.from, "A", "the row to move")),
                             .keyword("to"), .argument(.integer(.to, "B", "where it goes")))],
                    make: { try UpdateRowsCommand(&$0, binder: &$1, kind: .move) },
                    summary: "moveRow(at:to:): the row's cell moves with it; the rows between shift by one.", examples: ["moveRow list from 0 to 3"], topic: .events, echoes: true),
        CommandSpec(name: "wait", forms: [form(.argument(.duration()))],
                    command: WaitCommand.self,
                    summary: "Advance the virtual clock (`0.5s`, `200ms`).", examples: ["wait 0.5s"], topic: .events, echoes: true),
        CommandSpec(name: "timer", forms: [
                        form(.argument(.newName("a timer name")), schedule, .argument(.duration(.interval)),
                             .keyword("target"), .argument(.object(.target, .any, "OBJECT", "the timer's target")), .argument(.selector(implementedBy: .target)),
                             .optional(.keyword("userInfo"), .argument(.value(.userInfo)))),
                        form(.argument(.newName("a timer name")), schedule, .argument(.duration(.interval)),
                             .options([.optional(.keyword("userInfo"), .argument(.value(.userInfo))), captures]),
                             .block(.init(missing: "missing the timer's action: `target OBJECT ACTION` or a { } block",
                                          hint: "{source} { log \"tick\" }")))],
                    command: TimerCommand.self,
                    summary: "Schedule a Timer: `every` repeats, `after` fires once. It fires as the virtual clock advances (wait, tap), at its own times, and holds its target strongly until invalidated. Inside, {sender} is the timer and {userInfo} its userInfo.", examples: ["timer heartbeat every 1s target poller poll:", "var left = 3\ntimer countdown every 1s capture left { log \"{left} left\" }"], topic: .events, echoes: true,
                    blockMisuse: "a timer takes a target or a { } block, not both"),
        CommandSpec(name: "invalidate", forms: [form(.argument(.object(.target, .timer, "TIMER", "a timer")))],
                    make: { try TimerControlCommand(&$0, binder: &$1, fires: false) },
                    summary: "Stop a timer (Timer.invalidate()): no more firings, and it lets go of its target.", examples: ["invalidate heartbeat"], topic: .events, echoes: true),
        CommandSpec(name: "fire", forms: [form(.argument(.object(.target, .timer, "TIMER", "a timer")))],
                    make: { try TimerControlCommand(&$0, binder: &$1, fires: true) },
                    summary: "Timer.fire(): run the timer's action now. A repeating timer keeps its schedule; a one-shot timer is invalid afterwards.", examples: ["fire heartbeat"], topic: .events, echoes: true),
        CommandSpec(name: "showAlert", forms: [form(.argument(.object(.alert, .alertView, "ALERTVIEW", "an alert view")))],
                    command: ShowAlertCommand.self,
                    summary: "UIAlertView.show(): put the alert on screen.", examples: ["showAlert signOutAlert"], topic: .events, echoes: true),
        CommandSpec(name: "choose", forms: [
                        form(alert, .argument(.text(.title, "TEXT", "the button's title (or index N)"))),
                        form(alert, .keyword("index"), .argument(.integer(.index, "N", "a button index"))),
                        form(.argument(.object(.control, .control, "BUTTON", "a button showing its menu")), .argument(.text(.title, "TITLE", "the menu item's title")))],
                    command: ChooseCommand.self,
                    summary: "The user taps an alert's button, by title or index: a UIAlertView tells its delegate the index; a UIAlertController is dismissed and then runs the action's handler. On a button showing its menu, picks the item with that title.", examples: ["choose signOutAlert \"Sign out\"", "choose signOutSheet index 0"], topic: .events, echoes: true),
        CommandSpec(name: "sendAction", forms: [
                        form(.argument(.selector()),
                             .options([.optional(.keyword("to"), .oneOf([target("a target (an object, or nil)"), .keyword("nil", records: .target)])),
                                       .optional(.keyword("from"), .argument(.object(.sender, .any, "SENDER", "the sender")))]))],
                    command: SendActionCommand.self,
                    summary: "UIApplication.sendAction(_:to:from:for:). Without a target (or with nil) the responder chain is walked from the first responder, or from the sender when there is none.", examples: ["sendAction copy: from login", "sendAction didTapButton: to home from login"], topic: .events, echoes: true),
        CommandSpec(name: "sendActions", forms: [form(control, .keyword("for"), controlEvents)],
                    command: SendActionsCommand.self,
                    summary: "control.sendActions(for:): run the handlers of these events without a touch.", examples: ["sendActions login for touchUpInside"], topic: .events, echoes: true),
        CommandSpec(name: "becomeFirstResponder", forms: [form(responder)],
                    make: { try FirstResponderCommand(&$0, binder: &$1, become: true) },
                    summary: "Ask a responder to become first responder (it needs canBecomeFirstResponder and a window).", examples: ["set field.canBecomeFirstResponder = true", "becomeFirstResponder field"], topic: .events, echoes: true),
        CommandSpec(name: "resignFirstResponder", forms: [form(responder)],
                    make: { try FirstResponderCommand(&$0, binder: &$1, become: false) },
                    summary: "Ask the first responder to resign.", examples: ["resignFirstResponder field"], topic: .events, echoes: true),
        CommandSpec(name: "log", forms: [form(.argument(.text(.text, "TEXT", "the text to log")))],
                    command: LogCommand.self,
                    summary: "Write a line to the trace; inside a method or closure {self}, {sender}, {event} and captured names interpolate.", examples: ["log \"tapped {sender}\""], topic: .events, echoes: true),
        CommandSpec(name: "note", forms: [form(.argument(.text(.text, "TEXT", "the note's text")))],
                    command: NoteCommand.self,
                    summary: "A narrative line in the trace, to tell the scenario's story.", examples: ["note \"The user lifts the finger outside the button\""], topic: .events),
    ]

    static let inspection: [CommandSpec] = [
        CommandSpec(name: "tree", forms: [form(.optional(view("a view")))],
                    command: TreeCommand.self,
                    summary: "The view hierarchy with frames and the flags hit-testing looks at.", examples: ["tree", "tree card"], topic: .inspect),
        CommandSpec(name: "chain", forms: [form(responder)],
                    command: ChainCommand.self,
                    summary: "The responder chain from OBJECT to the end, with the actions each responder implements.", examples: ["chain login"], topic: .inspect),
        CommandSpec(name: "targets", forms: [form(control, .optional(.keyword("for"), controlEvents))],
                    command: TargetsCommand.self,
                    summary: "The control's handlers with their events, in the order they run; `for EVENTS` lists only those that run for these events.", examples: ["targets login", "targets login for touchUpInside"], topic: .inspect),
        CommandSpec(name: "recognizers", forms: [form(view("a view")), form(.keyword("at"), point)],
                    command: RecognizersCommand.self,
                    summary: "The gesture recognizers a touch there would meet, in the order they see it, with their settings.", examples: ["recognizers photo", "recognizers at 195 400"], topic: .inspect),
        CommandSpec(name: "arena", forms: [form()],
                    command: ArenaCommand.self,
                    summary: "For the last touches: which recognizers were candidates, in what order they decided, who won, who failed and why.", examples: ["arena"], topic: .inspect),
        CommandSpec(name: "leaks", forms: [form()],
                    command: LeaksCommand.self,
                    summary: "Objects kept alive only by a strong reference cycle (a controller → its view → a button → a closure that captured the controller), each cycle with the reference to make weak.", examples: ["leaks"], topic: .inspect),
        CommandSpec(name: "why", forms: [
                        form(not, .keyword("closure"), .argument(.word(.closure, "NAME", "a closure name", .closures))),
                        form(not, target("the object whose method it is"), .argument(.selector(implementedBy: .target))),
                        form(not, handler)],
                    command: WhyCommand.self,
                    summary: "Did this handler run in the last interaction, and why (or why not)? For a method (TARGET.ACTION or TARGET ACTION) or a closure: the decisions that led to each run, or the first one that kept it from running, with the view's path and a fix. For a control, recognizer or timer: each of its handlers; for another object, each of its methods. `not` reads naturally and changes nothing.", examples: ["why home.didTapSave:", "why not saveClosure", "why save"], topic: .inspect,
                    firstWord: .init(missing: "missing the handler to ask about",
                                     unknown: Choice(words: ["not", "closure"], unknown: "nothing named '{word}' to ask about"))),
        CommandSpec(name: "whatif", forms: [
                        form(.argument(Placeholder(key: .member, kind: .member(only: "frame"), label: "VIEW.frame", what: "the property to change")),
                             .symbol(.equals, "="), .argument(Placeholder(key: .frame, kind: .rect, label: "X Y W H", what: "a frame"))),
                        form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "the property to change")),
                             .symbol(.equals, "="), .argument(.expression())),
                        form(.argument(Placeholder(key: .command, kind: .commandLine, label: "COMMAND", what: "a command or OBJECT.PROPERTY = VALUE")),
                             .block(.optionalBody))],
                    command: WhatIfCommand.self,
                    summary: "Replay the session in a fresh world with one change made just before the last interaction, and show what would differ: the handlers that run now (or no longer), and the first decision that goes another way. The change is OBJECT.PROPERTY = VALUE (a `set`) or any one command: `set …`, `bringToFront card`, `remove banner`, `addTarget …`, `method …`, `simultaneous …` — what `why` prints as a fix. The session itself is not changed.", examples: ["whatif card.userInteractionEnabled = true", "whatif save.frame = 20 100 150 30", "whatif bringToFront card", "whatif simultaneous pan pinch"], topic: .inspect),
        CommandSpec(name: "export", forms: [
                        form(.keyword("tree"), pictureFormat, .optional(pictureFile)),
                        form(.keyword("chain"), responder, pictureFormat, .optional(pictureFile)),
                        form(.keyword("touch"), pictureFormat, .optional(pictureFile))],
                    command: ExportCommand.self,
                    summary: "A picture: the view tree (frames, flags, handlers), the responder chain from OBJECT, or the last touch as a sequence diagram — as Graphviz DOT or Mermaid, printed or written to FILE (relative to the script).", examples: ["export tree dot", "export chain login mermaid", "export touch mermaid \"touch.mmd\""], topic: .inspect,
                    firstWord: .init(missing: "missing what to draw: tree, chain OBJECT or touch",
                                     unknown: Choice(words: ["tree", "chain", "touch"], unknown: "cannot export '{word}'", otherwise: "export tree, chain OBJECT or touch"))),
        CommandSpec(name: "hitTest", forms: [form(point)],
                    command: HitTestCommand.self,
                    summary: "Which view a touch at this window point would hit, and which views were skipped and why.", examples: ["hitTest 195 422"], topic: .inspect, echoes: true),
        CommandSpec(name: "show", forms: [form(.argument(.word(.target, "OBJECT", "an object or closure", .closures)))],
                    command: ShowCommand.self,
                    summary: "An object's class, properties and methods (or a closure's captures).", examples: ["show login", "show greet"], topic: .inspect),
        CommandSpec(name: "vars", forms: [form()],
                    command: VarsCommand.self,
                    summary: "The variables and constants and their values.", examples: ["vars"], topic: .inspect),
        CommandSpec(name: "trace", forms: [
                        form(.optional(.argument(.choice(.option, "text, json, brief, full or clear",
                                                         Choice(words: ["text", "json", "brief", "full", "clear"], unknown: "unknown trace option '{word}'", otherwise: "use text, json, brief, full or clear")))))],
                    command: TraceCommand.self,
                    summary: "`trace` prints the trace since the last `trace clear` (the last 10,000 records); `text`/`json` switch the format; `brief` shows only what ran and what was decided, `full` everything again; `clear` also resets what `expect ran` and `expect log` count.", examples: ["trace", "trace json", "trace clear"], topic: .inspect),
    ]

    static let assertions: [CommandSpec] = [
        CommandSpec(name: "expect", forms: [
                        form(not, .keyword("ran"), .argument(.object(.target, .any, "TARGET", "a target, or 'closure NAME'")),
                             .argument(.selector(implementedBy: .target)), .optional(.argument(count))),
                        form(not, .keyword("ran"), .keyword("closure"), .argument(.word(.closure, "NAME", "a closure name", .closures)), .optional(.argument(count))),
                        form(.keyword("captured", records: .expectation), .argument(.word(.closure, "CLOSURE", "a closure name", .closures)),
                             .argument(.word(.capture, "NAME", "a captured name")), .symbol(.equalEqual, "=="), .argument(.value())),
                        form(not, .keyword("log", records: .expectation), .argument(.text(.text, "TEXT", "the logged text"))),
                        form(.keyword("handled", records: .expectation), .argument(.selector()), .keyword("by"),
                             .argument(.object(.responder, .any, "OBJECT", "the object expected to handle it"))),
                        form(.keyword("unhandled", records: .expectation), .argument(.selector())),
                        form(not, .argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.PROPERTY", what: "what to check")), comparison, .argument(.expression())),
                        form(not, .argument(Placeholder(key: .variable, kind: .variable, label: "VARIABLE", what: "what to check")), comparison, .argument(.expression())),
                        form(not, .keyword("firstResponder", records: .expectation), equality, .argument(.expression(.value, "OBJECT|nil"))),
                        form(.optional(.oneOf([.keyword("not", records: .negated), .keyword("no", records: .negated)])), .keyword("stale", records: .expectation)),
                        form(not, .keyword("why", records: .expectation), handler, whyCause),
                        form(.keyword("error", records: .expectation), .optional(.argument(.text(.text, "TEXT", "part of the expected error's message"))),
                             .block(.init(label: "COMMANDS", missing: "missing the commands expected to fail { … }",
                                          hint: "e.g. expect error \"cancel action\" { alertAction … style cancel }")))],
                    command: ExpectCommand.self,
                    summary: "Check what happened since the start (or the last `trace clear`). COUNT is `once`, `twice`, `never` or `N times`. A failed expectation is reported with its location and the run exits 1.", examples: ["expect ran home didTapButton: once", "expect not ran home didTapButton:", "expect ran closure greet 2 times", "expect captured greet item == \"Three\"", "expect log \"tapped Three\"", "expect handled copy: by home", "expect unhandled paste:", "expect login.highlighted == false", "expect volume.value >= 5", "expect firstResponder == nil", "expect why home.didTapSave: coveredBy", "expect error \"must be below\" { set guests.minimumValue = 9 }"], topic: .expect,
                    firstWord: .init(missing: "missing what to expect",
                                     unknown: Choice(words: ["ran", "log", "captured", "handled", "unhandled", "firstResponder", "stale", "why", "error"], unknown: "unknown expectation '{word}'"))),
    ]

    static let session: [CommandSpec] = [
        CommandSpec(name: "include", forms: [form(.argument(.text(.file, "FILE", "the file to include")))],
                    command: IncludeCommand.self,
                    summary: "Run another .sim file (the path is relative to the including file).", examples: ["include \"scene.sim\""], topic: .script),
        CommandSpec(name: "config", forms: [
                        form(.argument(.choice(.setting, "a setting: " + ConfigCommand.settingNames.joined(separator: ", "),
                                               Choice(words: ConfigCommand.settingNames, unknown: "unknown setting '{word}'", otherwise: "settings: " + ConfigCommand.settingNames.joined(separator: ", ")),
                                               label: "SETTING")),
                             .argument(.word(.value, "VALUE", "a value")))],
                    command: ConfigCommand.self,
                    summary: ConfigCommand.summary, examples: ["config trackingMargin 70", "config tapDuration 100ms", "config multiTapInterval 250ms", "config stepperRepeatInterval 200ms", "config maxEvents 5000000"], topic: .script),
        CommandSpec(name: "help", forms: [form(.optional(.argument(.word(.command, "COMMAND", "a command name", .commands))))],
                    command: HelpCommand.self,
                    summary: "List the commands, or show one command's usage and examples.", examples: ["help", "help addTarget"], topic: .script),
    ]

    /// Every command's name, in the order of ``all``.
    public static var names: [String] { all.map(\.name) }

    /// Positions in `all` by name length and first letter. The parser looks up every line's
    /// command: comparing a few short names costs less than hashing one.
    private static let byLengthAndInitial: [[(name: String, index: Int)]] = {
        var table = [[(name: String, index: Int)]](repeating: [], count: 32 * 26)
        for (i, spec) in all.enumerated() { table[slot(spec.name)!].append((spec.name, i)) }
        return table
    }()

    private static func slot(_ name: String) -> Int? {
        let utf8 = name.utf8
        guard let first = utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), utf8.count < 32 else { return nil }
        return utf8.count * 26 + Int(first - UInt8(ascii: "a"))
    }

    /// The spec's position in `all` (the parser stores it in the node).
    static func index(of name: String) -> Int? {
        guard let slot = slot(name) else { return nil }
        return byLengthAndInitial[slot].first { $0.name == name }?.index
    }

    /// The command named `name`, if there is one.
    public static func spec(_ name: String) -> CommandSpec? { index(of: name).map { all[$0] } }

    /// "usage: …" for the command at `index` in `all`, the hint most argument errors end with.
    static func usageHint(_ index: Int?) -> String { index.map { "usage: \(all[$0].usage)" } ?? "type `help`" }

    /// `help`: commands grouped by topic.
    public static func overview(width: Int = 80) -> String { Usage.overview(all, width: width) }

    /// `help COMMAND`.
    public static func help(for spec: CommandSpec, width: Int = 80) -> String { Usage.help(for: spec, width: width) }
    public static func help(for topic: HelpTopic, width: Int = 80) -> String { Usage.help(for: topic, all, width: width) }

    /// The recognizer kinds `gesture` makes.
    static let gestureKinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation"]
}

// MARK: - Pieces several commands share

extension CommandTable {
    static func form(_ parts: Grammar...) -> Grammar { .sequence(parts) }

    static func view(_ what: String) -> Grammar { .argument(.object(.view, .view, "VIEW", what)) }
    static let control = Grammar.argument(.object(.control, .control, "CONTROL", "a control"))
    static let recognizer = Grammar.argument(.object(.recognizer, .recognizer, "RECOGNIZER", "a gesture recognizer"))
    static let responder = Grammar.argument(.object(.responder, .responder, "OBJECT", "a responder"))
    static let table = Grammar.argument(.object(.table, .table, "TABLE", "a table view"))
    static let alert = Grammar.argument(.object(.alert, .alert, "ALERT", "an alert"))
    static func target(_ what: String) -> Grammar { .argument(.object(.target, .any, "TARGET", what)) }
    static let controlEvents = Grammar.argument(Placeholder(key: .events, kind: .events, label: "EVENTS", what: "a control event"))
    static let point = Grammar.argument(Placeholder(key: .point, kind: .point, label: "X Y", what: "a point"))
    static let frame = Grammar.optional(.keyword("frame"), .argument(Placeholder(key: .frame, kind: .rect, label: "X Y W H", what: "a frame")))
    /// `[capture NAME, ...]`: what a closure snapshots when it is created.
    static let captures = Grammar.optional(.keyword("capture"),
                                           .commaSeparated(.argument(Placeholder(key: .capture, kind: .capture, label: "[weak] NAME", what: "a variable to capture"))))
    static let closureProperty = Grammar.argument(Placeholder(key: .member, kind: .closureProperty, label: "BUTTON.didTouchUpInside",
                                                              what: "OBJECT.PROPERTY or a variable"))
    static let schedule = Grammar.argument(.choice(.schedule, "every (repeating) or after (once)",
                                                   Choice(words: ["every", "after"], unknown: "expected 'every' (a repeating timer) or 'after' (once), found '{word}'")))
    static let rowRange = form(table, .keyword("at"), .argument(.integer(.row, "N", "a row")),
                               .optional(.keyword("count"), .argument(.integer(.rowCount, "K", "how many rows"))))
    static let count = Placeholder(key: .count, kind: .count, label: "COUNT", what: "a count (once, twice, never or N times)")
    static let not = Grammar.optional(.keyword("not", records: .negated))
    static let pictureFormat = Grammar.argument(.choice(.format, "dot or mermaid",
                                                        Choice(words: PictureFormat.allCases.map(\.rawValue), unknown: "unknown picture format '{word}'", otherwise: "use dot (Graphviz) or mermaid"),
                                                        label: "dot|mermaid"))
    static let pictureFile = Grammar.argument(.text(.file, "FILE", "the file to write"))
    /// What `why` asks about: TARGET.ACTION, a closure's name, or a control, recognizer or timer.
    static let handler = Grammar.argument(.word(.handler, "HANDLER", "a method (TARGET.ACTION), a closure, or an object", .handlers))
    static let whyCause = Grammar.argument(.choice(.cause, "a cause (ran, stale, coveredBy, disabled…)",
                                                   Choice(words: WhyCause.keywords, unknown: "unknown cause '{word}'",
                                                          otherwise: "causes: " + WhyCause.keywords.joined(separator: ", ")),
                                                   label: "CAUSE"))
    /// `[class CLASS]`: the script's class an object is made as (`class NAME { … }`).
    static let customClass = Grammar.optional(.keyword("class"), .argument(.word(.customClass, "CLASS", "a class declared with `class`")))
    /// `[owner OBJECT]`: the object a scene file's File's Owner stands for.
    static let fileOwner = Grammar.optional(.keyword("owner"), .argument(.object(.owner, .any, "OBJECT", "the object that is File's Owner")))
    static let outletStrength = Grammar.argument(.choice(.strength, "weak or strong",
                                                         Choice(words: ["weak", "strong"], unknown: "an outlet is weak or strong, not '{word}'")))
    static let equality = Grammar.oneOf([.symbol(.equalEqual, "=="), .symbol(.notEqual, "!=")])
    /// `expect`'s relations: == and != for any value, < <= > >= for numbers.
    static let comparison = Grammar.oneOf([.symbol(.equalEqual, "=="), .symbol(.notEqual, "!="),
                                           .keyword("<"), .keyword("<="), .keyword(">"), .keyword(">=")])

    static func direction(_ key: ArgumentKey, unknown: String) -> Placeholder {
        .choice(key, "left, right, up or down", Choice(words: ["left", "right", "up", "down"], unknown: unknown))
    }

    /// Every view class with a maker word (`ClassDescriptor.maker`): its command, in `MakerHelp`'s
    /// order, then any class `MakerHelp` does not know yet.
    static let makers: [CommandSpec] = {
        let views = ObjectKind.allCases.map(\.descriptor).filter { $0.maker != nil && $0.makeView != nil }
        let known = MakerHelp.all.compactMap { help in views.first { $0.maker == help.word }.map { ($0, help) } }
        let others = views.filter { view in !MakerHelp.all.contains { $0.word == view.maker } }
            .map { ($0, MakerHelp($0.maker!, summary: "Create a \($0.uikitName).", examples: [])) }
        return (known + others).map { maker($0.0, $0.1) }
    }()

    /// `view`, `button`, `slider`…: `KIND NAME in VIEW` and the view's options.
    static func maker(_ descriptor: ClassDescriptor, _ help: MakerHelp) -> CommandSpec {
        let kind = help.word
        let name = Grammar.argument(.newName("a \(kind) name")), parent = Grammar.argument(.object(.parent, .view, "VIEW", "the parent view"))
        // UIButton(primaryAction:): `button NAME in VIEW … primaryAction [capture …] { BODY }`.
        let made = descriptor.takesPrimaryAction
            ? form(name, .keyword("in"), parent, viewOptions(descriptor, primaryAction: true), .block(.optionalBody))
            : form(name, .keyword("in"), parent, viewOptions(descriptor))
        let spec = CommandSpec(name: kind, forms: [made], make: { try MakeViewCommand(&$0, binder: &$1, kind: descriptor.kind) },
                               summary: help.summary, examples: help.examples, topic: .scene)
        return descriptor.isInAppKit ? spec : spec.available(.notInAppKit)
    }

    /// A cell type's subview: `KIND NAME` and the view's options (its parent is the cell).
    static func cellSubview(_ kind: String) -> Grammar {
        form(.argument(.word(.name, "NAME", "a subview name")), viewOptions(ObjectKind.made(by: kind)!.descriptor))
    }

    /// `[frame X Y W H] [class NAME] [title TEXT] … [PROPERTY VALUE]...`: in any order; a named
    /// option (the class's `makerOptions`) is a property like any other, listed because it is the
    /// one people look for.
    static func viewOptions(_ descriptor: ClassDescriptor, primaryAction: Bool = false) -> Grammar {
        var leading: [Grammar] = [], named: [Grammar] = []
        for option in descriptor.makerOptions {
            switch option.form {
            case .value(let label): named.append(.optional(.keyword(option.word, records: .property), .argument(.value(.value, label))))
            case .flag: named.append(.optional(.keyword(option.word, records: .property), .argument(.flag())))
            case .texts(let label):
                let texts = Placeholder(key: .segments, kind: .text, label: label, what: "the segment titles",
                                        hint: "\(option.word) \"Day\" \"Week\" \"Month\"")
                leading.append(.optional(.keyword(option.word), .repeated(.argument(texts))))
            }
        }
        if primaryAction { named += [.optional(.keyword("primaryAction", records: .handler)), captures] }
        return .options(leading + [frame, customClass] + named, more: form(.argument(.word(.property, "PROPERTY", "a property name")), .argument(.value())))
    }
}

// MARK: - Scenes as files (the nib idea)

extension CommandTable {
    static let nib: [CommandSpec] = [
        CommandSpec(name: "class", forms: [
                        form(.argument(Placeholder(key: .name, kind: .typeName(noun: "class name"), label: "NAME", what: "a class name")),
                             .block(.init(label: "[outlet NAME [weak|strong]]... [method SELECTOR { BODY }]...",
                                          missing: "missing the class body { … }",
                                          hint: "{source} { method awakeFromNib { log \"loaded\" } }")))],
                    command: ClassCommand.self,
                    summary: "Declare a class, as a nib's custom class is declared in code: the objects made with `class NAME` (controller, view, button…, object) or loaded as it get its methods. Its outlets, if it declares any, are the only ones `outlet` and `load` accept. Declaring it again adds to it, like an extension.", examples: ["class LoginController {\n    outlet username\n    method didTapLogin: { log \"log in as {self.username.text}\" }\n}", "controller home in main class LoginController"], topic: .wiring),
        CommandSpec(name: "outlet", forms: [
                        form(.argument(Placeholder(key: .member, kind: .member(), label: "OBJECT.NAME", what: "OBJECT.NAME, e.g. home.username")),
                             .symbol(.equals, "="), .oneOf([target("the object it points at (or nil)"), .keyword("nil", records: .target)]),
                             .optional(outletStrength))],
                    command: OutletCommand.self,
                    summary: "Connect an outlet, `@IBOutlet weak var NAME`: OBJECT.NAME then reads TARGET. Weak by default, as Xcode writes outlets (a view's superview already owns it): it reads nil once TARGET is freed. `strong` keeps TARGET alive.", examples: ["outlet home.username = usernameField", "outlet home.spinner = spinner strong"], topic: .wiring),
        CommandSpec(name: "save", forms: [
                        form(.keyword("scene"), .argument(.text(.file, "FILE", "the scene file to write")), fileOwner),
                        form(.argument(.text(.file, "FILE", "the .sim file to write the session to")))],
                    make: { try SceneFileCommand(&$0, binder: &$1, saves: true) },
                    summary: "`save scene FILE` writes the scene as a JSON scene file, as Interface Builder writes a nib: the objects with their class, place and design-time properties, and the connections (outlets, target-action, delegates, gesture recognizers). Closures and methods defined on one object are code, which a scene file cannot hold: the output lists them. With `owner`, that object is File's Owner. See docs/scenes.md. `save FILE` writes what this session ran so far (the REPL's lines, the demo scene) as a .sim script that `simrepl run FILE` replays; lines that stopped at an error become comments.", examples: ["save scene \"login.scene.json\"", "save \"tried.sim\""], topic: .script, echoes: true),
        CommandSpec(name: "load", forms: [
                        form(.argument(.text(.file, "FILE", "the scene file to read")), fileOwner)],
                    make: { try SceneFileCommand(&$0, binder: &$1, saves: false) },
                    summary: "Make a scene file's objects and connect them in a nib loader's order: objects, properties, outlets and delegates, actions, then awakeFromNib to each object that implements it. `owner NAME` binds File's Owner, as loadNibNamed(_:owner:) does. Broken connections are reported and loading goes on. The path is relative to the script.", examples: ["load \"login.scene.json\"", "load \"login.scene.json\" owner coordinator"], topic: .script, echoes: true),
    ]
}
