import SimCore

/// Renders events as indented human-readable lines, e.g.
///
/// ```
/// [0.050]   touch#1 up at (195, 422)
///             touchesEnded -> login
///               login sends touchUpInside: 1 handler
///                 target-action -> home.didTapButton:(sender: login)
///                   log: didTapButton from login
/// ```
///
/// A pure function of each event and the name table (so `trace` replays byte-identically). The
/// time stamp is printed when it differs from the previous line's. Lines are appended as bytes to
/// a buffer that is handed to `write` in large chunks (and on `flush`). `style` adds colour for a
/// terminal and a brief level (see `TraceStyle`).
public final class TextTraceRenderer: EventSink {
    /// Whether each script command is printed (`> tap login`) before its events.
    @exclusivity(unchecked) public var echoCommands: Bool
    /// Colour, the brief level and wrapping; change it between commands.
    @exclusivity(unchecked) public var style: TraceStyle
    private let names: NameTable
    /// Brief mode: for the latest event at each depth, the level its nearest shown ancestor (or
    /// itself, when shown) is printed at. The trace is a depth-first walk, so an event's parent
    /// is the latest event one level up: a shown event goes one level under it.
    @exclusivity(unchecked) private var briefLevels: [Int16] = []
    private let write: (UnsafeRawBufferPointer) -> Void
    @exclusivity(unchecked) private var buffer = ByteBuffer(capacity: 1 << 16)
    @exclusivity(unchecked) private var lastTime: Int64 = -1
    @exclusivity(unchecked) private var stampWidth = 7

    /// A renderer that names things through `names` and hands its bytes to `write`.
    public convenience init(names: NameTable, echoCommands: Bool = true, style: TraceStyle = TraceStyle(),
                            write: @escaping ([UInt8]) -> Void) {
        self.init(names: names, echoCommands: echoCommands, style: style, writeBytes: { write(Array($0)) })
    }

    /// The same, handing `writeBytes` the buffer itself (valid during the call): no copy.
    package init(names: NameTable, echoCommands: Bool = true, style: TraceStyle = TraceStyle(),
                 writeBytes write: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.names = names
        self.echoCommands = echoCommands
        self.style = style
        self.write = write
    }

    /// A renderer over `world`'s names (a new ``NameTable``) with the default style.
    public convenience init(world: World, echoCommands: Bool = true, write: @escaping ([UInt8]) -> Void) {
        self.init(names: NameTable(world: world), echoCommands: echoCommands, write: write)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withBytes { write(UnsafeRawBufferPointer($0)) }
        buffer.removeAll()
    }

    public func receive(_ e: Event) {
        switch e.payload {
        case .output(let text):
            // An inspection's lines (`why`, `tree`…) wrap at spaces on a terminal, as trace lines do.
            appendString(style.width.map { WordWrap.wrap(names.string(text), width: $0) } ?? names.string(text))
            newline()
            return
        case .gestureCandidates:
            return  // `arena` shows the candidates; the trace shows their decisions.
        case .expectation:
            return  // a failure is a diagnostic; a pass says nothing in text
        case .command:
            // Each command's first line shows the time, even when the clock has not moved.
            lastTime = -1
            guard echoCommands else { return }
        default: break
        }
        if style.brief, !TraceStyle.showsInBrief(e) { _ = briefLevel(e.depth, shown: false); return }
        if style.color { colored(e) } else { plain(e) }
        if buffer.count >= 1 << 16 { flush() }
    }

    /// The line without colour: the only path unless colour was asked for.
    @inline(__always)
    private func plain(_ e: Event) {
        let indent = Int(style.brief ? briefLevel(e.depth, shown: true) : e.depth) * 2
        // Most lines share their time with the line before: the blank stamp, its space and the
        // indentation are one run of spaces.
        if e.time == lastTime { spaces(stampWidth + 1 + indent) } else { stamp(e.time); spaces(indent) }
        let start = buffer.count
        body(e)
        if let width = style.width { wrap(from: start, width: width, indent: stampWidth + 1 + indent) }
        newline()
    }

    /// The line in colour: the time stamp dim, the body in the colour of what it says.
    private func colored(_ e: Event) {
        append(TraceStyle.dim)
        stamp(e.time)
        append(TraceStyle.reset)
        let indent = Int(style.brief ? briefLevel(e.depth, shown: true) : e.depth) * 2
        spaces(indent)
        let color = TraceStyle.color(of: e)
        if let color { append(color) }
        let start = buffer.count
        body(e)
        if let width = style.width { wrap(from: start, width: width, indent: stampWidth + 1 + indent) }
        if color != nil { append(TraceStyle.reset) }
        newline()
    }

    /// Breaks the text from `start` (which begins `indent` columns in) at spaces so no line is
    /// wider than `width`; continuation lines start under the text, two columns further in.
    private func wrap(from start: Int, width: Int, indent: Int) {
        let text = buffer.string(from: start)
        let room = max(width - indent, 20)
        guard text.count > room, !text.contains("\n") else { return }
        buffer.truncate(to: start)
        for (i, piece) in WordWrap.pieces(of: text[...], first: room, rest: room - 2).enumerated() {
            if i > 0 {
                newline()
                spaces(indent + 2)
            }
            appendString(piece)
        }
    }

    /// The level a brief trace prints an event at depth `depth` (see `briefLevels`).
    private func briefLevel(_ depth: Int16, shown: Bool) -> Int16 {
        let d = Int(max(depth, 0))
        let parent: Int16 = d > 0 && d - 1 < briefLevels.count ? briefLevels[d - 1] : -1
        let level = shown ? parent + 1 : parent
        if briefLevels.count <= d { briefLevels += repeatElement(-1, count: d + 1 - briefLevels.count) }
        briefLevels[d] = level
        return max(level, 0)
    }

    /// One event's words, as its trace line shows them but without the time stamp and the
    /// indentation (`why` lists chains of causes with them).
    public func words(for e: Event) -> String {
        let mark = buffer.count
        body(e)
        let text = buffer.string(from: mark)
        buffer.truncate(to: mark)
        return text
    }

    private func body(_ e: Event) {
        switch e.payload {
        case .command(let source):
            append("> "); appendString(names.string(source))
        case .note(let text):
            append("* ")
            let start = buffer.count
            appendString(names.string(text))
            align(from: start, depth: e.depth, prefix: 2)
        case .output, .gestureCandidates, .expectation:
            break
        case .touch, .hitTest, .hitSkip, .hitMiss, .hitTestOverride, .deliver, .forward, .touchUnhandled, .touchRefused:
            touchLine(e)
        case .controlState, .controlIgnored, .controlEvent:
            controlLine(e)
        case .targetAction, .nilTargetedAction, .chainAsk, .actionUnhandled, .closureRun, .log, .canPerformOverride:
            actionLine(e)
        case .delegateSet, .returned, .released:
            objectLine(e)
        case .freed, .keptAlive:
            lifetimeLine(e)
        case .mouse(let step):
            mouseLine(step, e)
        case .scroll(let step):
            scrollLine(step, e.object)
        case .menu(.shown(let items)):
            name(e.object); append(" shows its menu: "); appendString(names.string(items))
            append(names.hasContextMenu(e.object) ? " (a long press: its context menu takes the touch)" : " (showsMenuAsPrimaryAction)")
        case .menu(.chosen(let title)):
            name(e.object); append(": menu item \""); appendString(names.string(title)); append("\" chosen")
        case .windowStatus(let change):
            windowStatus(change, e.object)
        case .actionSearchStage(let stage, let window):
            searchStage(stage, window: window)
        case .registration(let r):
            registration(r, on: e.object)
        case .valueChange(let change):
            valueChange(change, of: e.object)
        case .textChange(let change):
            textChange(change, of: e.object)
        case .firstResponder(let change, let previous):
            firstResponder(change, of: e.object, previous: previous)
        case .delegateCall(let call):
            delegateCall(call, owner: e.object)
        case .timer(let change):
            timer(change, e.object)
        case .alert(let change):
            alert(change, e.object)
        case .gesture(let change, let reason):
            gesture(change, reason, e.object)
        case .cell(let change):
            cell(change, e.object)
        case .navigation(let change):
            name(e.object)
            switch change {
            case .pushed(let controller, let previous):
                append(" pushes "); name(controller)
                if previous >= 0 { append(": its view replaces "); name(previous); append(".view, out of the hierarchy (the back button pops it)") }
            case .popped(let controller, let shown):
                append(" pops "); name(controller); append(": "); name(shown); append("'s view is back")
            case .selected(let controller, let previous):
                append(" selects "); name(controller)
                if previous >= 0 { append(": its view replaces "); name(previous); append(".view, out of the hierarchy") }
            }
        case .animation(let change):
            name(e.object)
            switch change {
            case .began(let duration, let delay, let allows):
                append(" animates for "); appendString(VirtualClock.format(duration)); append("s")
                if delay > 0 { append(" after "); appendString(VirtualClock.format(delay)); append("s") }
                append(allows ? ", taking touches (.allowUserInteraction)" : ": it takes no touches until the animation ends; hit-testing finds it at its final frame")
            case .ended:
                append("'s animation ends: it takes touches again")
            }
        }
    }

    /// Touches: where a finger went, what hit-testing found, who got the touches.
    private func touchLine(_ e: Event) {
        switch e.payload {
        case .touch(let phase, let p, let tapCount):
            touchName(e.touch)
            switch phase {
            case .began: append(" down at "); point(p); if tapCount > 1 { append(" (tap "); int(Int(tapCount)); append(")") }
            case .moved: append(" moved to "); point(p)
            case .ended: append(" up at "); point(p)
            case .cancelled: append(" cancelled")
            }
        case .hitTest(let p):
            append("hit-test "); point(p); append(" -> "); name(e.object)
            if e.path >= 0 { append("  ["); names.appendPath(e.path, to: &buffer); append("]") }
        case .hitTestOverride(let method, let p):
            name(e.object); append(" overrides "); appendString(method.swiftName); append(": asked about "); point(p)
            append(method == .pointInside ? " in its bounds" : " in its coordinates")
        case .hitSkip(_, let reason, let isLabel):
            append("hit-test skips "); name(e.object)
            switch reason {
            case .hidden: append(": isHidden is true (its subviews are skipped too)")
            case .transparent: append(": alpha < 0.01 (its subviews are skipped too)")
            case .interactionDisabled:
                append(": isUserInteractionEnabled is false")
                if isLabel {
                    append(" (the default for "); appendString(article(names.className(e.object))); append(": touches go to the view behind it)")
                } else {
                    append(" (its subviews are skipped too)")
                }
            case .outsideBounds:
                append(": it lies outside its superview's bounds there, so it cannot be hit (clipsToBounds does not matter)")
            case .animating:
                append(": it is being animated without .allowUserInteraction (its subviews are skipped too)")
            }
        case .hitMiss(let p):
            append("hit-test "); point(p); append(" -> no view (outside "); name(e.object); append(" or nothing interactive there)")
        case .deliver(let phase):
            delivery(phase.methodName, to: e.object)
        case .forward(let phase, let next):
            forward(phase.methodName, from: e.object, to: next, mouse: false)
        case .touchUnhandled(let phase):
            unhandled(phase.methodName, endedAt: e.object)
        case .touchRefused(let refusal):
            name(e.object); append(" does not get "); touchName(e.touch); append(": ")
            switch refusal.reason {
            case .multipleTouchDisabled:
                append("isMultipleTouchEnabled is false and it already has "); touchName(refusal.other)
            case .exclusiveTouch where refusal.holder == e.object:
                append("it is exclusiveTouch and another view has "); touchName(refusal.other)
            case .exclusiveTouch:
                name(refusal.holder); append(" is exclusiveTouch and has "); touchName(refusal.other)
            }
        default: break
        }
    }

    /// Controls: tracking state and the events a control sends.
    private func controlLine(_ e: Event) {
        switch e.payload {
        case .controlState(let highlighted, let tracking, let inside):
            name(e.object); append(": ")
            if !highlighted && !tracking { append("normal") }
            else {
                if highlighted { append("highlighted") }
                if highlighted && tracking { append(", ") }
                if tracking { append("tracking") }
            }
            if tracking { append(inside ? " (inside)" : " (outside)") }
        case .controlIgnored:
            name(e.object); append(" is disabled (isEnabled is false): no tracking, no actions")
        case .controlEvent(let events, let handlers):
            name(e.object); append(" sends "); eventName(events); append(": ")
            switch handlers {
            case 0: append("no handlers")
            case 1: append("1 handler")
            default: int(Int(handlers)); append(" handlers")
            }
        default: break
        }
    }

    /// Actions: target-action, the nil-target walk, closures and what handlers log.
    private func actionLine(_ e: Event) {
        switch e.payload {
        case .targetAction(let target, let sel, let outcome):
            append("target-action -> "); name(target); append("."); selector(sel)
            switch outcome {
            case .released: append(" skipped: the target was released (controls hold targets weakly)")
            case .unrecognized:
                append(" FAILED: unrecognized selector sent to "); name(target); append(" ("); appendString(names.platform); append(" would crash)")
            case .performed: signature(sel, sender: e.object, touch: e.touch)
            }
        case .nilTargetedAction(let sel, let fromFirstResponder):
            append("target-action -> nil target, action "); selector(sel); append(" from "); name(e.object)
            if names.isAppKit {
                append(fromFirstResponder ? ": NSApp searches the key window's chain from its first responder"
                                          : ": NSApp searches the key window's chain (no first responder view: it starts at the window)")
            } else {
                append(fromFirstResponder ? ": responder chain walk starts at the first responder"
                                          : ": no first responder, so the walk starts at the sender")
            }
        case .chainAsk(let sel, let canPerform):
            // AppKit's search asks whether an object implements the method (respondsToSelector:);
            // UIKit asks canPerformAction(_:withSender:), whose default answers the same.
            name(e.object)
            if names.isAppKit { append(" responds to "); selector(sel); append("? ") }
            else { append(" canPerformAction("); selector(sel); append(")? ") }
            append(canPerform ? "yes -> performs it" : "no")
        case .actionUnhandled(let sel):
            selector(sel); append(" was not handled: no responder in the chain can perform it")
        case .canPerformOverride(let sel):
            name(e.object); append(" overrides canPerformAction(_:withSender:): asked about "); selector(sel)
        case .closureRun(let closure):
            names.appendClosure(closure, to: &buffer)
            append(" runs (sender: "); name(e.object); append(")")
            names.appendCaptures(closure, to: &buffer)
        case .log(let line):
            append("log: ")
            let start = buffer.count
            names.appendLog(EventIndex.LoggedLine(receiver: e.object, line: line), to: &buffer)
            align(from: start, depth: e.depth, prefix: 5)
        default: break
        }
    }

    /// AppKit's mouse: the button, where it went, what the control sent.
    private func mouseLine(_ step: MouseStep, _ e: Event) {
        switch step {
        case .event(let phase, let p, let clickCount):
            append("mouse#"); int(Int(e.touch)); append(" "); appendString(phase.name)
            append(phase == .dragged ? " to " : " at "); point(p); append(" in "); name(e.object)
            if clickCount > 1 { append(" (click "); int(Int(clickCount)); append(")") }
        case .deliver(let phase):
            delivery(phase.methodName, to: e.object)
        case .forward(let phase, let next):
            forward(phase.methodName, from: e.object, to: next, mouse: true)
        case .unhandled(let phase):
            unhandled(phase.methodName, endedAt: e.object)
        case .firstMouseSwallowed:
            append("the click only activates the window: "); name(e.object)
            append(" does not accept the first mouse (acceptsFirstMouse is false)")
        case .sendsAction(let trigger, let sel):
            name(e.object)
            if let sel { append(" sends its action "); selector(sel) } else { append(" has no action to send") }
            append(" (on "); appendString(trigger.name); append(")")
        case .upOutside:
            name(e.object); append(": mouse up outside, no action")
        }
    }

    /// Touches and mouse events take the same path: the view, then its responder chain.
    private func delivery(_ method: String, to view: SimObject.ID) {
        appendString(method); append(" -> "); name(view)
    }

    private func forward(_ method: String, from responder: SimObject.ID, to next: SimObject.ID, mouse: Bool) {
        name(responder); append(mouse ? " does not implement " : " does not handle "); appendString(method)
        append(mouse ? ": NSResponder passes it to its next responder " : ": passes it to its next responder "); name(next)
    }

    private func unhandled(_ method: String, endedAt last: SimObject.ID) {
        appendString(method); append(" was not handled: the responder chain ended at "); name(last)
    }

    /// A scroll view's decisions about a touch on its content.
    private func scrollLine(_ step: ScrollStep, _ table: SimObject.ID) {
        name(table)
        switch step {
        case .held(let view, let delay):
            append(" holds the touch back from "); name(view); append(" for "); appendString(VirtualClock.format(delay))
            append("s (delaysContentTouches): a drag in that time scrolls instead")
        case .passedOn(let view):
            append(" passes the touch on to "); name(view); append(": no drag")
        case .began(let view, let cancelled):
            if cancelled {
                append(" scrolls: the drag takes the touch from "); name(view); append(" (touchesShouldCancel(in:) is true), which gets touchesCancelled")
            } else {
                append(" scrolls: the drag came before "); name(view); append(" saw the touch")
            }
        case .contentKeeps(let view, let reason):
            append(" does not scroll: "); name(view); append(" keeps the touch (")
            switch reason {
            case .cannotCancel: append("canCancelContentTouches is false")
            case .control: append("touchesShouldCancel(in:) is false for a UIControl")
            case .override: append("its touchesShouldCancel(in:) said false")
            }
            append(")")
        case .asksOverride(let view):
            append(" overrides touchesShouldCancel(in:): asked about "); name(view)
        case .asksShouldBegin(let view):
            append(" overrides touchesShouldBegin(_:with:in:): asked about "); name(view); append(" (false keeps the touch from it)")
        case .moved(let offset):
            append(".contentOffset = "); scrollOffset(offset); append(" (scrolling)")
        case .ended(let offset):
            append(" stops scrolling at contentOffset "); scrollOffset(offset); append(": the drag selects nothing")
        }
    }

    /// A vertical scroll's offset as its one number (a table's), else the point.
    private func scrollOffset(_ offset: Point) {
        if offset.x == 0 { number(offset.y) } else { point(offset) }
    }

    private func windowStatus(_ change: WindowStatusChange, _ window: SimObject.ID) {
        name(window)
        switch change {
        case .becameKey(let previous):
            append(" becomes the key window")
            if previous >= 0 { append(" (was "); name(previous); append(")") }
        case .becameMain(let previous):
            append(" becomes the main window")
            if previous >= 0 { append(" (was "); name(previous); append(")") }
        case .cannotBecomeMain:
            append(" cannot become the main window: it is a panel (canBecomeMain is false)")
        case .closed: append(" closes: it leaves the screen")
        case .closeRefused: append(" stays open: its delegate's windowShouldClose: answered false")
        case .miniaturized: append(" is miniaturized to the Dock: it leaves the screen")
        case .zoomed(let on): append(on ? " is zoomed" : " is back to its own size (zoomed off)")
        case .terminated: append(" terminates (terminate:): a real app's process ends here; the simulation goes on")
        case .terminateCancelled: append(" does not terminate: applicationShouldTerminate: answered false")
        }
    }

    /// The stages of AppKit's nil-target search after the key window's chain.
    private func searchStage(_ stage: ActionSearchStage, window: SimObject.ID) {
        switch stage {
        case .keyWindowDelegate: append("then the key window "); name(window); append("'s delegate")
        case .mainWindowChain: append("the main window "); name(window); append(" is not the key window: NSApp searches its chain from its first responder")
        case .mainWindowDelegate: append("then the main window "); name(window); append("'s delegate")
        case .application: append("then NSApp itself")
        case .applicationDelegate: append("then NSApp's delegate")
        }
    }

    /// Delegates and lifetimes: assignments, answers, releases.
    /// What was freed, and what `release` could not free.
    private func lifetimeLine(_ e: Event) {
        switch e.payload {
        case .freed(let objects):
            append("freed: ")
            for (i, id) in objects.enumerated() {
                if i > 0 { append(", ") }
                name(id)
            }
            append(objects.count == 1 ? " (nothing holds it any more)" : " (nothing holds them any more)")
        case .keptAlive(let holders, let dismissed):
            name(e.object); append(dismissed ? ": dismissed, but it stays alive, held by " : ": the script let go of it, but it stays alive, held by ")
            appendString(holders.map { $0.text(names) }.joined(separator: ", "))
        default: break
        }
    }

    private func objectLine(_ e: Event) {
        switch e.payload {
        case .delegateSet(let a):
            name(e.object); append("."); appendString(names.string(a.slot)); append(" = "); name(a.delegate)
            if a.replacesUserDelegate, a.previous >= 0 {
                append(": replaces "); name(a.previous); append(", which gets no more delegate calls")
            } else {
                append(" (was "); name(a.previous); append(")")
            }
        case .returned(let value, let isDefault):
            append(isDefault ? "nobody answers: the default is " : "returns "); appendString(names.render(value))
        case .released(let weakReferences):
            name(e.object); append(" released: ")
            switch weakReferences {
            case 0: append("nothing referred to it weakly")
            case 1: append("1 weak reference to it now reads nil")
            default: int(Int(weakReferences)); append(" weak references to it now read nil")
            }
        default: break
        }
    }

    /// `doubleTap recognized: tap 2 of 2`; a line about the view's touches has no recognizer.
    private func gesture(_ change: GestureChange, _ reason: GestureReason, _ recognizer: SimObject.ID) {
        let text = reason.text(names)
        guard recognizer >= 0 else { return appendString(text) }
        name(recognizer)
        switch change {
        case .state(.possible, _): append(" is back to possible: "); appendString(text)
        case .state, .waiting: append(" "); appendString(change.verb); append(": "); appendString(text)
        case .touchIgnored, .touchesHeld, .touchesCancelledForView, .moved, .asksView: append(" "); appendString(text)
        }
    }

    /// What a registration did, in the words of its style's rule.
    private func registration(_ r: Registration, on control: SimObject.ID) {
        name(control)
        let events = { [self] in eventName(r.events) }
        switch r.style {
        case .addTarget where names.isAppKit && r.events.isEmpty:
            // NSControl: setting the cell's target and action, not adding to a table.
            append(".target = "); name(r.target); append(", "); name(control); append(".action = ")
            if let sel = r.selector { selector(sel) }
            switch r.outcome {
            case .replaced:
                append(" (replaces "); name(r.replacedTarget); append("."); if let sel = r.replacedAction { selector(sel) }
                append(", as the cell holds one target and action)")
            case .duplicate: append(" (unchanged)")
            default: break
            }
        case .addTarget:
            append(".addTarget("); name(r.target); append(", action: "); if let sel = r.selector { selector(sel) }
            if !r.events.isEmpty { append(", for: "); events() }
            append("): ")
            switch r.outcome {
            case .added: append("added")
            case .replaced:
                append("replaces "); name(r.replacedTarget); append("."); if let sel = r.replacedAction { selector(sel) }
                append(" (the control holds one target and action)")
            case .merged: append("this target and action are already registered: the events join that entry")
            default: append("already registered, nothing added (an identical target, action and event fire once)")
            }
        case .removeTarget:
            append(".removeTarget("); name(r.target); append(", action: ")
            if let sel = r.selector { selector(sel) } else { append("nil") }
            append(", for: "); events(); append("): ")
            switch r.changedEntries {
            case 0: append("nothing matched")
            case 1: append("1 entry changed")
            default: int(Int(r.changedEntries)); append(" entries changed")
            }
        case .addAction:
            append(".addAction("); names.appendClosure(r.closure, to: &buffer)
            if !r.events.isEmpty { append(", for: "); events() }
            append("): ")
            if r.outcome == .replaced {
                append("replaces "); names.appendClosure(r.previous, to: &buffer); append(" in place (same identifier)")
            } else if names.closure(r.closure).identifier == nil {
                append("added (no identifier: every call adds another)")
            } else {
                append("added")
            }
        case .removeAction:
            append(".removeAction("); names.appendClosure(r.previous, to: &buffer); append("): removed")
        case .menuItem:
            append(".menu adds \""); appendString(label(r)); append("\": "); names.appendClosure(r.closure, to: &buffer)
        case .closureProperty, .blockHandler:
            append("."); appendString(label(r)); append(" = ")
            if r.closure >= 0 { names.appendClosure(r.closure, to: &buffer) } else { append("nil") }
            append(": ")
            let property = r.style == .closureProperty
            switch r.outcome {
            case .added where property:
                name(control); append(" adds itself as target ("); if let sel = r.selector { selector(sel) }
                append(" for "); events(); append(")")
            case .added where r.events.isEmpty:
                append("the hidden HWBlocksUIProxy runs it for "); if let sel = r.selector { selector(sel) }
            case .added:
                append("runs for "); events()
            case .replaced:
                append("replaces "); names.appendClosure(r.previous, to: &buffer)
                append(property ? "; the target entry stays (one closure per property)" : " (one block per event)")
            case .removed:
                name(control); append(" removes itself as target")
            default:
                append("nothing was set")
            }
        }
    }

    /// The property or block name a registration names.
    private func label(_ r: Registration) -> String { r.label >= 0 ? names.string(r.label) : r.style.rawValue }

    /// `heartbeat fires (firing 2)`, and what scheduling and invalidation mean for the target.
    private func timer(_ change: TimerChange, _ timer: SimObject.ID) {
        name(timer)
        switch change {
        case .scheduled(let interval, let repeats, let firstFireDate, let action):
            append(repeats ? " scheduled: every " : " scheduled: once, after ")
            // Below a millisecond (Foundation's 0.1 ms floor) the clock's 3 decimals would say 0.
            appendString(interval % 1000 == 0 ? VirtualClock.format(interval) : "\(Double(interval) / 1e6)"); append("s, first at ")
            appendString(VirtualClock.format(firstFireDate))
            switch action {
            case .target(let target, let sel):
                append(", target "); name(target); append("."); selector(sel)
                append(" (the timer holds "); name(target); append(" strongly until invalidated)")
            case .block(let closure):
                append(", "); names.appendClosure(closure, to: &buffer)
            }
        case .fired(let firing):
            append(" fires (firing "); int(Int(firing)); append(")")
        case .firedManually(let firing):
            append(" fire(): fires now (firing "); int(Int(firing)); append(")")
        case .expired:
            append(" is now invalid: a non-repeating timer invalidates itself after firing")
        case .invalidated(let firings, let target):
            append(" invalidated after "); int(Int(firings)); append(firings == 1 ? " firing" : " firings")
            if target >= 0 { append(": it lets go of "); name(target) }
        case .alreadyInvalid:
            append(" is already invalid: invalidate() does nothing")
        case .addedToCommonModes:
            append(" is added to the common run loop modes: it fires while a scroll view is dragged too")
        case .waitsForDefaultMode(let scrollView):
            append(" is due, but the run loop is in its tracking mode ("); name(scrollView)
            append(" is being dragged): a timer in the default mode waits")
        case .firedLate(let firing, let missed):
            append(" fires late (firing "); int(Int(firing)); append("): the run loop is back in its default mode")
            if missed > 1 { append("; "); int(Int(missed)); append(" fire dates passed, and it fires once for them") }
        }
    }

    private func alert(_ change: AlertChange, _ alert: SimObject.ID) {
        name(alert)
        switch change {
        case .presented(_, _, let presenter) where presenter >= 0:
            append(" presented from "); name(presenter); append(": "); appendString(change.text(names))
        case .presented: append(" shows: "); appendString(change.text(names))
        case .chosen: append(": the user taps "); appendString(change.text(names))
        case .dismissed: append(" is dismissed")
        case .noHandler: append(": the action "); appendString(change.text(names)); append(" has no handler")
        }
    }

    /// `sw.isOn = true (was false)`, `slider.value = 0.5 (was 0.25)`, `seg.selectedSegmentIndex = 1 "B" (was 0 "A")`.
    private func valueChange(_ c: ValueChange, of control: SimObject.ID) {
        name(control)
        switch c.outcome {
        case .autorepeat: append(" is still held: autorepeat steps again"); return
        case .atLimit:
            append(" stays at "); number(c.old); append(": at its limit, and wraps is false (no valueChanged)")
            return
        case .alreadySelected:
            if case .segment(let oldTitle, _) = c.style {
                append(": segment "); number(c.old); title(oldTitle); append(" is already selected (no valueChanged)")
            }
            return
        case .missedThumb:
            append(": the touch is on the track, not the thumb (at value "); number(c.old)
            append("): a slider moves only when its thumb is dragged (no valueChanged)")
            return
        default: break
        }
        switch c.style {
        case .onOff:
            append(".isOn = "); append(c.new != 0 ? "true" : "false"); append(" (was "); append(c.old != 0 ? "true" : "false"); append(")")
        case .segment(let oldTitle, let newTitle):
            append(".selectedSegmentIndex = "); number(c.new); title(newTitle)
            append(" (was "); number(c.old); title(oldTitle); append(")")
        case .number(let property):
            append("."); appendString(names.string(property)); append(" = "); number(c.new); append(" (was "); number(c.old); append(")")
        }
        switch c.outcome {
        case .deferred: append(": not continuous, so valueChanged waits for the touch to end")
        case .setInCode: append(", set in code: no event")
        default: break
        }
    }

    private func title(_ id: Int32) {
        guard id >= 0 else { return }
        append(" "); appendString(quoted(names.string(id)))
    }

    private func textChange(_ c: TextChange, of field: SimObject.ID) {
        name(field)
        switch c.outcome {
        case .typed: append(".text = "); appendString(quoted(c.text)); append(" (typed "); appendString(quoted(c.typed ?? "")); append(")")
        case .backspace: append(".text = "); appendString(quoted(c.text)); append(" (backspace)")
        case .cleared: append(".text = "); appendString(quoted(c.text)); append(" (cleared)")
        case .refused:
            append(": "); appendString(quoted(c.typed ?? ""))
            append(" refused (the delegate answered false): the text stays "); appendString(quoted(c.text))
        case .nothingToDelete: append(": backspace on empty text does nothing")
        }
    }

    /// `table.cell#2 reused: row 0 -> row 12 (generation 2)` and the other cell events.
    private func cell(_ c: CellChange, _ cell: SimObject.ID) {
        name(cell)
        switch c.kind {
        case .created: append(" created for "); row(c.row)
        case .reused:
            append(" reused: ")
            if let old = c.other { row(old) } else { append("row ?") }
            append(" -> "); row(c.row)
            append(" (generation "); int(Int(c.generation)); append(")")
        case .prepared: append(".prepareForReuse()")
        case .pooled where c.reloaded: append(" ("); row(c.row); append(") goes back to the reuse pool: reloadData dequeues every visible row again")
        case .pooled: append(" left the screen ("); row(c.row); append("): back to the reuse pool")
        case .removed where c.pooled: append(" removed with "); row(c.row); append(": back to the reuse pool")
        case .removed: append(" left the screen ("); row(c.row); append("): no reuse identifier, so it is discarded")
        case .selected: append(": "); row(c.row); append(" selected")
        case .deselected: append(": "); row(c.row); append(" deselected")
        case .moved:
            append(" moves with its row: "); if let from = c.other { row(from) }; append(" -> "); row(c.row)
            append(" (not reconfigured)")
        case .staleHandler:
            append(": STALE "); names.appendClosure(c.closure, to: &buffer)
            append(" was configured for "); row(c.row)
            if let shown = c.other, shown.flat == c.row.flat {
                // The same row, from a later configuration: what changed is the cell's generation.
                append(" at the cell's generation "); int(Int(c.generation))
                append(", but the cell has been reused since: it shows "); row(shown); append(" again, configured anew")
            } else {
                append(", but the cell now shows ")
                if let shown = c.other { row(shown) } else { append("no row") }
            }
        }
    }

    /// `row R`, or `row R in section S` in a table with sections.
    private func row(_ p: RowPosition) {
        append("row ")
        guard p.sectioned else { int(Int(p.flat)); return }
        int(Int(p.row)); append(" in section "); int(Int(p.section))
    }

    /// `loginVC.delegate?.passwordRecoveryRequested:(forgot) -> coordinator`, or why nothing ran.
    private func delegateCall(_ call: DelegateCall, owner: SimObject.ID) {
        name(owner); append("."); appendString(names.string(call.slot)); append("?.")
        selector(call.selector)
        if names.arity(call.selector) == 0 && call.parameters.isEmpty {
            append("()")
        } else {
            append("("); name(call.argument)
            if !call.parameters.isEmpty { append(", "); appendString(parametersText(call.parameters)) }
            append(")")
        }
        switch call.outcome {
        case .performed: append(" -> "); name(call.delegate)
        case .nilDelegate: append(" does nothing: the delegate is nil")
        case .released: append(" does nothing: the delegate "); name(call.delegate); append(" was released, so the weak reference reads nil")
        case .notImplemented: append(" does nothing: "); name(call.delegate); append(" does not implement this optional method")
        }
    }

    private func parametersText(_ parameters: [NamedValue]) -> String {
        parameters.map { "\($0.name): \(names.render($0.value))" }.joined(separator: ", ")
    }

    /// `(sender: login)`, `()` or `(sender: login, event: touch#1)` by the selector's arity.
    private func signature(_ sel: Selector, sender: SimObject.ID, touch: Int32) {
        let arity = names.arity(sel)
        if arity == 0 { append("()"); return }
        append("(sender: "); name(sender)
        if arity >= 2 {
            append(", event: ")
            if touch > 0 { touchName(touch) } else { append("nil") }
        }
        append(")")
    }

    private func firstResponder(_ change: FirstResponderChange, of responder: SimObject.ID, previous: SimObject.ID) {
        name(responder)
        switch change {
        case .became:
            append(" becomes first responder")
            if previous >= 0 { append(" (was "); name(previous); append(")") }
        case .alreadyFirst: append(" is already first responder")
        case .resigned: append(" resigns first responder")
        case .notFirst: append(" is not first responder: nothing to resign")
        case .refusedCannotBecome: append(" cannot become first responder: canBecomeFirstResponder is false")
        case .refusedByDelegate: append(" does not become first responder: its delegate answered false to textFieldShouldBeginEditing")
        case .refusedNotInWindow: append(" cannot become first responder: it is not in a window")
        case .refusedCurrentWontResign:
            append(" cannot change first responder: ")
            if previous >= 0 { name(previous) } else { append("it") }
            append(names.object(previous >= 0 ? previous : responder, is: TextField.self)
                   ? " refuses to resign (canResignFirstResponder or textFieldShouldEndEditing answered false)"
                   : " refuses to resign (canResignFirstResponder is false)")
        }
    }

    // MARK: - Byte helpers

    private func stamp(_ time: Int64) {
        if time == lastTime {
            spaces(stampWidth)
        } else {
            lastTime = time
            let start = buffer.count
            buffer.append(UInt8(ascii: "["))
            let ms = time / 1000
            int(Int(ms / 1000))
            buffer.append(UInt8(ascii: "."))
            let frac = Int(ms % 1000)
            buffer.append(UInt8(ascii: "0") + UInt8(frac / 100))
            buffer.append(UInt8(ascii: "0") + UInt8(frac / 10 % 10))
            buffer.append(UInt8(ascii: "0") + UInt8(frac % 10))
            buffer.append(UInt8(ascii: "]"))
            stampWidth = buffer.count - start
        }
        buffer.append(0x20)
    }

    /// Text from `start` on that holds line breaks (a logged `\n`): each further line is made to
    /// start under the first one's text, so the indentation that shows the nesting stays intact.
    private func align(from start: Int, depth: Int16, prefix: Int) {
        guard buffer.contains(0x0A, from: start) else { return }
        let text = buffer.bytes(from: start)
        buffer.truncate(to: start)
        for b in text {
            buffer.append(b)
            if b == 0x0A { spaces(stampWidth + 1 + Int(depth) * 2 + prefix) }
        }
    }

    /// Literals go through StaticString: a memcpy, no String machinery.
    @inline(__always) private func append(_ s: StaticString) { buffer.append(s) }
    @inline(__always) private func appendString(_ s: String) { buffer.append(s) }
    @inline(__always) private func spaces(_ n: Int) { buffer.append(spaces: n) }
    @inline(__always) private func newline() { buffer.append(0x0A) }
    @inline(__always) private func name(_ id: SimObject.ID) { names.appendName(id, to: &buffer) }
    @inline(__always) private func selector(_ sel: Selector) { names.appendSelector(sel, to: &buffer) }
    private func eventName(_ events: ControlEvents) { names.appendEventName(events, to: &buffer) }

    private func touchName(_ n: Int32) { append("touch#"); int(Int(n)) }
    private func point(_ p: Point) {
        buffer.append(UInt8(ascii: "(")); number(p.x); append(", "); number(p.y); buffer.append(UInt8(ascii: ")"))
    }

    /// Integers as digits without a String; other values through `formatNumber`.
    private func number(_ v: Double) {
        if v == v.rounded(), abs(v) < 1e15 { int(Int(v)) } else { appendString(formatNumber(v)) }
    }

    private func int(_ v: Int) { buffer.append(int: v) }
}
