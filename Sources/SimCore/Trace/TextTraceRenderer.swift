/// Renders records as indented human-readable lines, e.g.
///
/// ```
/// [0.050]   touch#1 up at (195, 422)
///             touchesEnded -> login
///               login sends touchUpInside: 1 handler
///                 target-action -> home.didTapButton:(sender: login)
///                   log: didTapButton from login
/// ```
///
/// The time stamp is printed when it differs from the previous line's. Lines are appended as
/// bytes to a buffer that is handed to `write` in large chunks (and on `flush`).
public final class TextTraceRenderer: TraceSink {
    @exclusivity(unchecked) public var echoCommands: Bool
    private let names: TraceNames
    private let write: ([UInt8]) -> Void
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    @exclusivity(unchecked) private var lastTime: Int64 = -1
    @exclusivity(unchecked) private var stampWidth = 7

    public init(world: World, echoCommands: Bool = true, write: @escaping ([UInt8]) -> Void) {
        self.names = TraceNames(world: world)
        self.echoCommands = echoCommands
        self.write = write
        buffer.reserveCapacity(1 << 16)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    public func receive(_ r: TraceRecord) {
        switch r.kind {
        case .output:
            appendString(names.world.strings.string(r.text))
            newline()
            return
        case .command:
            // Each command's first line shows the time, even when the clock has not moved.
            lastTime = -1
            guard echoCommands else { return }
        default: break
        }
        stamp(r.time)
        spaces(Int(r.depth) * 2)
        body(r)
        newline()
        if buffer.count >= 1 << 16 { flush() }
    }

    private func body(_ r: TraceRecord) {
        switch r.kind {
        case .command:
            append("> "); appendString(names.world.strings.string(r.text))
        case .touch:
            touchName(r.touch)
            switch r.phase {
            case .began, .none: append(" down at "); point(r.point); if r.count > 1 { append(" (tap "); int(Int(r.count)); append(")") }
            case .moved: append(" moved to "); point(r.point)
            case .ended: append(" up at "); point(r.point)
            case .cancelled: append(" cancelled")
            }
        case .hitTest:
            append("hit-test "); point(r.point); append(" -> "); name(r.object)
            if names.world.object(r.object) is View {
                append("  [")
                _ = names.appendPathBytes(r.object, to: &buffer)
                append("]")
            }
        case .hitSkip:
            append("hit-test skips "); name(r.object)
            switch r.outcome {
            case .hidden: append(": isHidden is true (its subviews are skipped too)")
            case .transparent: append(": alpha < 0.01 (its subviews are skipped too)")
            case .interactionDisabled:
                append(": isUserInteractionEnabled is false")
                if names.world.object(r.object) is Label { append(" (the default for a UILabel: touches go to the view behind it)") }
                else { append(" (its subviews are skipped too)") }
            case .outsideBounds:
                append(": it lies outside its superview's bounds there, so it cannot be hit (clipsToBounds does not matter)")
            default: break
            }
        case .hitMiss:
            append("hit-test "); point(r.point); append(" -> no view (outside "); name(r.object); append(" or nothing interactive there)")
        case .deliver:
            append(phaseName(r.phase)); append(" -> "); name(r.object)
        case .forward:
            name(r.object); append(" does not handle "); append(phaseName(r.phase)); append(": passes it to its next responder "); name(r.other)
        case .touchUnhandled:
            append(phaseName(r.phase)); append(" was not handled: the responder chain ended at "); name(r.object)
        case .controlState:
            name(r.object); append(": ")
            let highlighted = r.count & 1 != 0, tracking = r.count & 2 != 0
            if !highlighted && !tracking { append("normal") }
            else {
                if highlighted { append("highlighted") }
                if highlighted && tracking { append(", ") }
                if tracking { append("tracking") }
            }
            if tracking { append(r.outcome == .inside ? " (inside)" : " (outside)") }
        case .controlIgnored:
            name(r.object); append(" is disabled (isEnabled is false): no tracking, no actions")
        case .controlEvent:
            name(r.object); append(" sends "); eventName(r.events); append(": ")
            switch r.count {
            case 0: append("no handlers")
            case 1: append("1 handler")
            default: int(Int(r.count)); append(" handlers")
            }
        case .targetAction:
            targetAction(r)
        case .chainAsk:
            name(r.object); append(" canPerformAction("); selector(r.selector); append(")? ")
            append(r.outcome == .yes ? "yes -> performs it" : "no")
        case .actionUnhandled:
            selector(r.selector); append(" was not handled: no responder in the chain can perform it")
        case .closureRun:
            buffer.append(contentsOf: names.closureBytes(r.closure))
            append(" runs (sender: "); name(r.object); append(")")
            buffer.append(contentsOf: names.captureBytes(r.closure))
        case .log:
            append("log: "); appendAligned(names.logBytes(r), depth: r.depth, prefix: 5)
        case .firstResponder:
            firstResponder(r)
        case .note:
            append("* "); appendAligned(Array(names.world.strings.string(r.text).utf8), depth: r.depth, prefix: 2)
        case .output:
            break
        case .delegateSet:
            name(r.object); append("."); appendString(names.world.strings.string(r.text)); append(" = ")
            if r.other >= 0 { name(r.other) } else { append("nil") }
            if r.outcome == .replacesDelegate, r.count >= 0 {
                append(": replaces "); name(r.count); append(", which gets no more delegate calls")
            } else {
                append(" (was "); if r.count >= 0 { name(r.count) } else { append("nil") }; append(")")
            }
        case .delegateCall:
            delegateCall(r)
        case .registration:
            registration(r)
        case .timer:
            timer(r)
        case .valueChange:
            valueChange(r)
        case .cell:
            cell(r)
        case .gesture:
            let reason = names.world.strings.string(r.text)
            guard r.object >= 0, let g = names.world.object(r.object) as? GestureRecognizer else { appendString(reason); break }
            name(r.object)
            switch r.outcome {
            case .statePossible: append(" is back to possible: "); appendString(reason)
            case .stateBegan: append(" began: "); appendString(reason)
            case .stateChanged: append(" changed: "); appendString(reason)
            case .stateEnded: append(g.isContinuous ? " ended: " : " recognized: "); appendString(reason)
            case .stateCancelled: append(" cancelled: "); appendString(reason)
            case .stateFailed: append(" failed: "); appendString(reason)
            case .stateWaiting: append(" waits: "); appendString(reason)
            default: append(" "); appendString(reason)
            }
        case .alert:
            let text = names.world.strings.string(r.text)
            name(r.object)
            switch r.outcome {
            case .presented where r.other >= 0: append(" presented from "); name(r.other); append(": "); appendString(text)
            case .presented: append(" shows: "); appendString(text)
            case .chosen: append(": the user taps "); appendString(text)
            case .dismissed: append(" is dismissed")
            default: append(": the action "); appendString(text); append(" has no handler")
            }
        case .textChange:
            let text = { [self] in appendString(quoted(names.world.strings.string(r.text))) }
            name(r.object)
            switch r.outcome {
            case .added: append(".text = "); text(); append(" (typed "); appendString(quoted(names.world.strings.string(r.other))); append(")")
            case .removed: append(".text = "); text(); append(" (backspace)")
            case .replaced: append(".text = "); text(); append(" (cleared)")
            case .refused:
                append(": "); appendString(quoted(names.world.strings.string(r.other)))
                append(" refused (the delegate answered false): the text stays "); text()
            default: append(": backspace on empty text does nothing")
            }
        case .returned:
            if r.outcome == .defaultValue { append("nobody answers: the default is ") } else { append("returns ") }
            appendString(names.world.strings.string(r.text))
        case .released:
            name(r.object); append(" released: ")
            switch r.count {
            case 0: append("nothing referred to it weakly")
            case 1: append("1 weak reference to it now reads nil")
            default: int(Int(r.count)); append(" weak references to it now read nil")
            }
        }
    }

    /// What a registration did, in the words of its style's rule.
    private func registration(_ r: TraceRecord) {
        name(r.object)
        let events = { [self] in eventName(r.events) }
        switch r.registration {
        case .addTarget:
            append(".addTarget("); targetName(r.other); append(", action: "); selector(r.selector)
            if r.events != 0 { append(", for: "); events() }
            append("): ")
            switch r.outcome {
            case .added: append("added")
            case .merged: append("this target and action are already registered: the events join that entry")
            default: append("already registered, nothing added (an identical target, action and event fire once)")
            }
        case .removeTarget:
            append(".removeTarget("); targetName(r.other); append(", action: ")
            if r.selector >= 0 { selector(r.selector) } else { append("nil") }
            append(", for: "); events(); append("): ")
            switch r.count {
            case 0: append("nothing matched")
            case 1: append("1 entry changed")
            default: int(Int(r.count)); append(" entries changed")
            }
        case .addAction:
            append(".addAction("); buffer.append(contentsOf: names.closureBytes(r.closure))
            if r.events != 0 { append(", for: "); events() }
            append("): ")
            if r.outcome == .replaced {
                append("replaces "); buffer.append(contentsOf: names.closureBytes(r.count)); append(" in place (same identifier)")
            } else if names.world.closures[Int(r.closure)].identifier == nil {
                append("added (no identifier: every call adds another)")
            } else {
                append("added")
            }
        case .removeAction:
            append(".removeAction("); buffer.append(contentsOf: names.closureBytes(r.count)); append("): removed")
        case .closureProperty, .blockHandler:
            append("."); appendString(names.world.strings.string(r.text)); append(" = ")
            if r.closure >= 0 { buffer.append(contentsOf: names.closureBytes(r.closure)) } else { append("nil") }
            append(": ")
            let property = r.registration == .closureProperty
            switch r.outcome {
            case .added where property:
                name(r.object); append(" adds itself as target ("); selector(r.selector); append(" for "); events(); append(")")
            case .added where r.events == 0:
                append("the hidden HWBlocksUIProxy runs it for "); selector(r.selector)
            case .added:
                append("runs for "); events()
            case .replaced:
                append("replaces "); buffer.append(contentsOf: names.closureBytes(r.count))
                append(property ? "; the target entry stays (one closure per property)" : " (one block per event)")
            case .removed:
                name(r.object); append(" removes itself as target")
            default:
                append("nothing was set")
            }
        case .none:
            break
        }
    }

    /// `heartbeat fires (firing 2)`, and what scheduling and invalidation mean for the target.
    private func timer(_ r: TraceRecord) {
        guard let timer = names.world.object(r.object) as? ScheduledTimer else { return }
        name(r.object)
        switch r.outcome {
        case .added:
            append(timer.repeats ? " scheduled: every " : " scheduled: once, after ")
            appendString(VirtualClock.format(timer.interval)); append("s, first at ")
            appendString(VirtualClock.format(r.value))
            switch timer.action {
            case .target(let target, let sel):
                append(", target "); name(target); append("."); selector(sel.id)
                append(" (the timer holds "); name(target); append(" strongly until invalidated)")
            case .block(let closure):
                append(", "); buffer.append(contentsOf: names.closureBytes(closure.id))
            }
        case .fired, .firedManually:
            append(r.outcome == .firedManually ? " fire(): fires now (firing " : " fires (firing ")
            int(Int(r.count)); append(")")
        case .expired:
            append(" is now invalid: a non-repeating timer invalidates itself after firing")
        case .invalidated:
            append(" invalidated after "); int(Int(r.count)); append(r.count == 1 ? " firing" : " firings")
            if case .target(let target, _) = timer.action { append(": it lets go of "); name(target) }
        case .alreadyInvalid:
            append(" is already invalid: invalidate() does nothing")
        default: break
        }
    }

    /// `sw.isOn = true (was false)`, `slider.value = 0.5 (was 0.25)`, `seg.selectedSegmentIndex = 1 "B" (was 0 "A")`.
    private func valueChange(_ r: TraceRecord) {
        let control = names.world.object(r.object)
        name(r.object)
        if r.outcome == .repeated { append(" is still held: autorepeat steps again"); return }
        if r.outcome == .noMatch {
            append(" stays at "); number(r.point.x); append(": at its limit, and wraps is false (no valueChanged)")
            return
        }
        func segment(_ v: Double) {
            number(v)
            if let seg = control as? SegmentedControl, v >= 0, Int(v) < seg.segments.count {
                append(" "); appendString(quoted(seg.segments[Int(v)]))
            }
        }
        switch control {
        case is Switch:
            append(".isOn = "); append(r.point.y != 0 ? "true" : "false"); append(" (was "); append(r.point.x != 0 ? "true" : "false"); append(")")
        case is SegmentedControl:
            append(".selectedSegmentIndex = "); segment(r.point.y); append(" (was "); segment(r.point.x); append(")")
        default:
            append(".value = "); number(r.point.y); append(" (was "); number(r.point.x); append(")")
        }
        switch r.outcome {
        case .deferred: append(": not continuous, so valueChanged waits for the touch to end")
        case .none: append(", set in code: no event")
        default: break
        }
    }

    /// `table.cell#2 reused: row 0 -> row 12 (generation 2)` and the other cell events.
    private func cell(_ r: TraceRecord) {
        let cell = names.world.object(r.object) as? TableViewCell
        let table = (r.other >= 0 ? names.world.object(r.other) : cell?.superview) as? TableView
        // Flat row indexes read as `row R` — or `row R in section S` when there are sections.
        func row(_ flat: Int) {
            guard let table, table.sectionCounts.count > 1 else { append("row "); int(flat); return }
            let path = table.indexPath(flat)
            append("row "); int(path.row); append(" in section "); int(path.section)
        }
        name(r.object)
        switch r.outcome {
        case .cellCreated: append(" created for "); row(Int(r.count))
        case .cellReused:
            append(" reused: ")
            if r.events > 0 { row(Int(r.events) - 1) } else { append("row ?") }
            append(" -> "); row(Int(r.count))
            append(" (generation "); int(Int(r.value)); append(")")
        case .cellPrepared: append(".prepareForReuse()")
        case .cellPooled: append(" left the screen ("); row(Int(r.count)); append("): back to the reuse pool")
        case .removed where cell?.reuseIdentifier != nil:
            append(" removed with "); row(Int(r.count)); append(": back to the reuse pool")
        case .removed: append(" left the screen ("); row(Int(r.count)); append("): no reuse identifier, so it is discarded")
        case .rowSelected: append(": "); row(Int(r.count)); append(" selected")
        case .rowMoved:
            append(" moves with its row: "); row(Int(r.events) - 1); append(" -> "); row(Int(r.count))
            append(" (not reconfigured)")
        case .staleHandler:
            append(": STALE "); buffer.append(contentsOf: names.closureBytes(r.closure))
            append(" was configured for "); row(Int(r.count)); append(", but the cell now shows ")
            if r.events > 0 { row(Int(r.events) - 1) } else { append("no row") }
        default: break
        }
    }

    private func targetName(_ id: SimObject.ID) {
        if id >= 0 { name(id) } else { append("nil") }
    }

    /// `loginVC.delegate?.passwordRecoveryRequested:(forgot) -> coordinator`, or why nothing ran.
    private func delegateCall(_ r: TraceRecord) {
        name(r.object); append("."); appendString(names.world.strings.string(r.text)); append("?.")
        selector(r.selector)
        if names.world.selectors.arity(Selector(id: r.selector)) == 0 && r.events == 0 {
            append("()")
        } else {
            append("(")
            if r.count >= 0 { name(r.count) } else { append("nil") }
            if r.events > 0 { append(", "); appendString(names.world.strings.string(Int32(r.events - 1))) }
            append(")")
        }
        switch r.outcome {
        case .performed: append(" -> "); name(r.other)
        case .nilDelegate: append(" does nothing: the delegate is nil")
        case .released: append(" does nothing: the delegate "); name(r.other); append(" was released, so the weak reference reads nil")
        case .notImplemented: append(" does nothing: "); name(r.other); append(" does not implement this optional method")
        default: break
        }
    }

    private func targetAction(_ r: TraceRecord) {
        append("target-action -> ")
        if r.other < 0 {
            append("nil target, action "); selector(r.selector); append(" from "); name(r.object)
            append(r.count == 1 ? ": responder chain walk starts at the first responder" : ": no first responder, so the walk starts at the sender")
            return
        }
        name(r.other); append("."); selector(r.selector)
        switch r.outcome {
        case .released:
            append(" skipped: the target was released (controls hold targets weakly)")
        case .unrecognized:
            append(" FAILED: unrecognized selector sent to "); name(r.other); append(" (UIKit would crash)")
        default:
            signature(r)
        }
    }

    /// `(sender: login)`, `()` or `(sender: login, event: touch#1)` by the selector's arity.
    private func signature(_ r: TraceRecord) {
        let arity = names.world.selectors.arity(Selector(id: r.selector))
        if arity == 0 { append("()"); return }
        append("(sender: "); name(r.object)
        if arity >= 2 {
            append(", event: ")
            if r.touch > 0 { touchName(r.touch) } else { append("nil") }
        }
        append(")")
    }

    private func firstResponder(_ r: TraceRecord) {
        name(r.object)
        switch r.outcome {
        case .became:
            append(" becomes first responder")
            if r.other >= 0 { append(" (was "); name(r.other); append(")") }
        case .alreadyFirst: append(" is already first responder")
        case .resigned: append(" resigns first responder")
        case .notFirst: append(" is not first responder: nothing to resign")
        case .refusedCannotBecome: append(" cannot become first responder: canBecomeFirstResponder is false")
        case .refusedByDelegate: append(" does not become first responder: its delegate answered false to textFieldShouldBeginEditing")
        case .refusedNotInWindow: append(" cannot become first responder: it is not in a window")
        case .refusedCurrentWontResign:
            append(" cannot change first responder: ")
            if r.other >= 0 { name(r.other) } else { append("it") }
            append(names.world.object(r.other >= 0 ? r.other : r.object) is TextField
                   ? " refuses to resign (canResignFirstResponder or textFieldShouldEndEditing answered false)"
                   : " refuses to resign (canResignFirstResponder is false)")
        default: break
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

    /// Text that may hold line breaks (a logged `\n`): each further line starts under the first
    /// one's text, so the indentation that shows the nesting stays intact.
    private func appendAligned(_ bytes: [UInt8], depth: Int16, prefix: Int) {
        guard bytes.contains(0x0A) else { buffer.append(contentsOf: bytes); return }
        for b in bytes {
            buffer.append(b)
            if b == 0x0A { spaces(stampWidth + 1 + Int(depth) * 2 + prefix) }
        }
    }

    /// Literals go through StaticString: a memcpy, no String machinery.
    @inline(__always) private func append(_ s: StaticString) {
        s.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }
    @inline(__always) private func appendString(_ s: String) { buffer.append(contentsOf: s.utf8) }
    private static let spaces = [UInt8](repeating: 0x20, count: 512)
    @inline(__always) private func spaces(_ n: Int) {
        if n <= 512 { buffer.append(contentsOf: TextTraceRenderer.spaces[0..<n]) }
        else { buffer.append(contentsOf: repeatElement(0x20, count: n)) }
    }
    @inline(__always) private func newline() { buffer.append(0x0A) }
    @inline(__always) private func name(_ id: SimObject.ID) { buffer.append(contentsOf: names.nameBytes(id)) }
    @inline(__always) private func selector(_ id: Int32) { buffer.append(contentsOf: names.selectorBytes(id)) }
    @exclusivity(unchecked) private var eventNames: [UInt32: [UInt8]] = [:]
    private func eventName(_ raw: UInt32) {
        if let cached = eventNames[raw] { buffer.append(contentsOf: cached); return }
        let bytes = Array(ControlEvents(rawValue: raw).name.utf8)
        eventNames[raw] = bytes
        buffer.append(contentsOf: bytes)
    }

    private func touchName(_ n: Int32) { append("touch#"); int(Int(n)) }
    private func point(_ p: Point) {
        buffer.append(UInt8(ascii: "(")); number(p.x); append(", "); number(p.y); buffer.append(UInt8(ascii: ")"))
    }

    /// Integers as digits without a String; other values through `formatNumber`.
    private func number(_ v: Double) {
        if v == v.rounded(), abs(v) < 1e15 { int(Int(v)) } else { appendString(formatNumber(v)) }
    }

    private func int(_ v: Int) { TraceBytes.appendInt(v, to: &buffer) }

    private func phaseName(_ p: TraceRecord.Phase) -> StaticString {
        switch p {
        case .began, .none: return "touchesBegan"
        case .moved: return "touchesMoved"
        case .ended: return "touchesEnded"
        case .cancelled: return "touchesCancelled"
        }
    }
}
