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
    let names: NameTable
    /// Brief mode: for the latest event at each depth, the level its nearest shown ancestor (or
    /// itself, when shown) is printed at. The trace is a depth-first walk, so an event's parent
    /// is the latest event one level up: a shown event goes one level under it.
    @exclusivity(unchecked) private var briefLevels: [Int16] = []
    let write: (UnsafeRawBufferPointer) -> Void
    @exclusivity(unchecked) var buffer = ByteBuffer(capacity: 1 << 16)
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
    func plain(_ e: Event) {
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
    func colored(_ e: Event) {
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
    func wrap(from start: Int, width: Int, indent: Int) {
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
    func briefLevel(_ depth: Int16, shown: Bool) -> Int16 {
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

    func body(_ e: Event) {
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
        case .delegateSet, .returned, .released, .propertySet:
            objectLine(e)
        case .freed, .keptAlive:
            lifetimeLine(e)
        case .mouse(let step):
            mouseLine(step, e)
        case .scroll(let step):
            scrollLine(step, e.object)
        case .trapped(let message, let location):
            // Swift's words, where the Swift stopped: the handler ends there (the app would crash).
            append("trap: "); appendString(names.string(message)); append(" at "); appendString(names.string(location))
            append(" — the handler stops here; on a device the app would crash")
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
            navigationLine(change, e.object)
        case .animation(let change):
            animationLine(change, e.object)
        }
    }

    /// Touches: where a finger went, what hit-testing found, who got the touches.
    func touchLine(_ e: Event) {
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
    func controlLine(_ e: Event) {
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
    func actionLine(_ e: Event) {
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

    /// Delegates and lifetimes: assignments, answers, releases.
    /// What was freed, and what `release` could not free.
    func lifetimeLine(_ e: Event) {
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

    func objectLine(_ e: Event) {
        switch e.payload {
        case .delegateSet(let a):
            name(e.object); append("."); appendString(names.string(a.slot)); append(" = "); name(a.delegate)
            if a.replacesUserDelegate, a.previous >= 0 {
                append(": replaces "); name(a.previous); append(", which gets no more delegate calls")
            } else {
                append(" (was "); name(a.previous); append(")")
            }
        case .propertySet(let a):
            name(e.object); append("."); appendString(names.string(a.name)); append(" = "); appendString(names.render(a.value))
            if a.value == a.previous {
                append(" (unchanged)")
            } else {
                append(" (was "); appendString(names.render(a.previous)); append(")")
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
    func gesture(_ change: GestureChange, _ reason: GestureReason, _ recognizer: SimObject.ID) {
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
    func registration(_ r: Registration, on control: SimObject.ID) {
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
            if r.keptEvents.isEmpty {
                append(".removeAction("); names.appendClosure(r.previous, to: &buffer); append("): removed")
            } else {
                append(".removeAction("); names.appendClosure(r.closure, to: &buffer); append(", for: "); events()
                append("): removed for those events; it stays registered for "); appendString(r.keptEvents.name)
            }
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
    func label(_ r: Registration) -> String { r.label >= 0 ? names.string(r.label) : r.style.rawValue }

    /// `loginVC.delegate?.passwordRecoveryRequested:(forgot) -> coordinator`, or why nothing ran.
    func delegateCall(_ call: DelegateCall, owner: SimObject.ID) {
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

    func parametersText(_ parameters: [NamedValue]) -> String {
        parameters.map { "\($0.name): \(names.render($0.value))" }.joined(separator: ", ")
    }

    /// `(sender: login)`, `()` or `(sender: login, event: touch#1)` by the selector's arity.
    func signature(_ sel: Selector, sender: SimObject.ID, touch: Int32) {
        let arity = names.arity(sel)
        if arity == 0 { append("()"); return }
        append("(sender: "); name(sender)
        if arity >= 2 {
            append(", event: ")
            if touch > 0 { touchName(touch) } else { append("nil") }
        }
        append(")")
    }

    func firstResponder(_ change: FirstResponderChange, of responder: SimObject.ID, previous: SimObject.ID) {
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

    func stamp(_ time: Int64) {
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
    func align(from start: Int, depth: Int16, prefix: Int) {
        guard buffer.contains(0x0A, from: start) else { return }
        let text = buffer.bytes(from: start)
        buffer.truncate(to: start)
        for b in text {
            buffer.append(b)
            if b == 0x0A { spaces(stampWidth + 1 + Int(depth) * 2 + prefix) }
        }
    }

    /// Literals go through StaticString: a memcpy, no String machinery.
    @inline(__always) func append(_ s: StaticString) { buffer.append(s) }
    @inline(__always) func appendString(_ s: String) { buffer.append(s) }
    @inline(__always) func spaces(_ n: Int) { buffer.append(spaces: n) }
    @inline(__always) func newline() { buffer.append(0x0A) }
    @inline(__always) func name(_ id: SimObject.ID) { names.appendName(id, to: &buffer) }
    @inline(__always) func selector(_ sel: Selector) { names.appendSelector(sel, to: &buffer) }
    func eventName(_ events: ControlEvents) { names.appendEventName(events, to: &buffer) }

    func touchName(_ n: Int32) { append("touch#"); int(Int(n)) }
    func point(_ p: Point) {
        buffer.append(UInt8(ascii: "(")); number(p.x); append(", "); number(p.y); buffer.append(UInt8(ascii: ")"))
    }

    /// Integers as digits without a String; other values through `formatNumber`.
    func number(_ v: Double) {
        if v == v.rounded(), abs(v) < 1e15 { int(Int(v)) } else { appendString(formatNumber(v)) }
    }

    func int(_ v: Int) { buffer.append(int: v) }
}
