import SimCore

/// The text trace's lines for the mouse and AppKit's windows, scroll views, timers, alerts, value
/// and text changes, and cells: one function per kind of event, as the body of `TextTraceRenderer`
/// dispatches them.
extension TextTraceRenderer {
    /// AppKit's mouse: the button, where it went, what the control sent.
    func mouseLine(_ step: MouseStep, _ e: Event) {
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
    func delivery(_ method: String, to view: SimObject.ID) {
        appendString(method); append(" -> "); name(view)
    }

    func forward(_ method: String, from responder: SimObject.ID, to next: SimObject.ID, mouse: Bool) {
        name(responder); append(mouse ? " does not implement " : " does not handle "); appendString(method)
        append(mouse ? ": NSResponder passes it to its next responder " : ": passes it to its next responder "); name(next)
    }

    func unhandled(_ method: String, endedAt last: SimObject.ID) {
        appendString(method); append(" was not handled: the responder chain ended at "); name(last)
    }

    /// A scroll view's decisions about a touch on its content.
    func scrollLine(_ step: ScrollStep, _ table: SimObject.ID) {
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
    func scrollOffset(_ offset: Point) {
        if offset.x == 0 { number(offset.y) } else { point(offset) }
    }

    func windowStatus(_ change: WindowStatusChange, _ window: SimObject.ID) {
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
        case .fieldEditorPerformed(let action):
            append("'s field editor (the NSTextView that edits it while it is first responder) performs "); selector(action)
            append(" (no pasteboard or selection is modelled: nothing changes)")
        }
    }

    /// The stages of AppKit's nil-target search after the key window's chain.
    func searchStage(_ stage: ActionSearchStage, window: SimObject.ID) {
        switch stage {
        case .keyWindowDelegate: append("then the key window "); name(window); append("'s delegate")
        case .mainWindowChain: append("the main window "); name(window); append(" is not the key window: NSApp searches its chain from its first responder")
        case .mainWindowDelegate: append("then the main window "); name(window); append("'s delegate")
        case .application: append("then NSApp itself")
        case .applicationDelegate: append("then NSApp's delegate")
        }
    }


    /// `heartbeat fires (firing 2)`, and what scheduling and invalidation mean for the target.
    func timer(_ change: TimerChange, _ timer: SimObject.ID) {
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

    func alert(_ change: AlertChange, _ alert: SimObject.ID) {
        name(alert)
        switch change {
        case .presented(_, _, let presenter) where presenter >= 0:
            append(" presented from "); name(presenter); append(": "); appendString(change.text(names))
        case .presented: append(" shows: "); appendString(change.text(names))
        case .chosen: append(": the user taps "); appendString(change.text(names))
        case .dismissed: append(" is dismissed")
        case .noHandler: append(": the action "); appendString(change.text(names)); append(" has no handler")
        case .tookTouch(let point):
            append(" is on screen: its dimmed background takes the touch at "); self.point(point)
            append(" (an alert is modal: nothing behind it gets touches until it is dismissed)")
        }
    }

    /// `sw.isOn = true (was false)`, `slider.value = 0.5 (was 0.25)`, `seg.selectedSegmentIndex = 1 "B" (was 0 "A")`.
    func valueChange(_ c: ValueChange, of control: SimObject.ID) {
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

    func title(_ id: Int32) {
        guard id >= 0 else { return }
        append(" "); appendString(quoted(names.string(id)))
    }

    func textChange(_ c: TextChange, of field: SimObject.ID) {
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
    func cell(_ c: CellChange, _ cell: SimObject.ID) {
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
    func row(_ p: RowPosition) {
        append("row ")
        guard p.sectioned else { int(Int(p.flat)); return }
        int(Int(p.row)); append(" in section "); int(Int(p.section))
    }
}
