/// NSControl's mouse tracking (NSCell.trackMouse(with:in:of:untilMouseUp:)), in AppKit's terms:
///
/// - mouse down: the cell highlights while the mouse is inside the control; the action goes on
///   the events of the control's `sendActionMask` (NSControl.sendAction(on:)), which is
///   leftMouseUp by default: released inside, the action is sent; released outside, nothing;
/// - a continuous control (`isContinuous`, which adds `periodic` to the mask) sends its action
///   while the button is held — first after `periodicDelay`, then every `periodicInterval`
///   (NSButton's documented defaults: 0.4 s and 0.075 s). The simulator sends periodic actions
///   only while the mouse is inside the control (undocumented; what a repeating button does);
/// - "inside" is the control's bounds: AppKit documents no tracking margin;
/// - the control holds one target and action (its cell's): a nil target goes to NSApp's search;
/// - a disabled control ignores the click (it is still the view hit, so nothing behind it gets it);
/// - an NSTextField becomes first responder on the click and sends no action (its action goes
///   when editing ends).
public final class CellTracking: SimulationEngine {
    func track(_ phase: MousePhase, at point: Point, in control: Control) throws {
        guard control.isEnabled else {
            if phase == .down { emit(.controlIgnored, about: control) }
            if phase == .up, control.isTracking { endTracking(control) }
            return
        }
        if let field = control as? TextField {
            if phase == .down, world.application.firstResponder !== field { try simulator.responders.becomeFirstResponder(field) }
            return
        }
        switch phase {
        case .down:
            control.isTracking = true
            control.isTouchInside = true
            setHighlighted(true, control)
            if control.sendActionMask.contains(.leftMouseDown) { try sendAction(of: control, on: .leftMouseDown) }
            if control.sendActionMask.contains(.periodic) { try schedulePeriodic(control, after: control.periodicDelay) }
        case .dragged:
            guard control.isTracking else { return }
            let inside = control.bounds.contains(control.convertFromWindow(point))
            if inside != control.isTouchInside {
                control.isTouchInside = inside
                setHighlighted(inside, control)
            }
            if control.sendActionMask.contains(.leftMouseDragged) { try sendAction(of: control, on: .leftMouseDragged) }
        case .up:
            guard control.isTracking else { return }
            let inside = control.bounds.contains(control.convertFromWindow(point))
            endTracking(control)
            guard control.sendActionMask.contains(.leftMouseUp) else { return }
            if inside {
                try sendAction(of: control, on: .leftMouseUp)
            } else {
                emit(.mouse(.upOutside), about: control)
            }
        }
    }

    /// NSControl.sendAction(_:to:): the cell's one target and action, through NSApp.
    private func sendAction(of control: Control, on trigger: SendActionMask) throws {
        guard let (target, action) = control.targets.onlyTarget else {
            return emit(.mouse(.sendsAction(trigger: trigger, selector: nil)), about: control)
        }
        emit(.mouse(.sendsAction(trigger: trigger, selector: action)), about: control)
        _ = try tracer.nested { try simulator.actions.sendAction(action, to: target.map(world.object), from: control, touch: tracer.currentTouch) }
    }

    private func schedulePeriodic(_ control: Control, after delay: Int64) throws {
        let touch = tracer.currentTouch
        let interval = max(control.periodicInterval, 1)
        control.periodicToken = try simulator.schedule(after: delay, period: interval,
                                                       label: { "'\(control.name)' sending its action every \(VirtualClock.seconds(interval))" }) { [unowned self] in
            guard control.isTracking else { return }
            tracer.currentTouch = touch
            defer { tracer.currentTouch = 0 }
            if control.isTouchInside { try sendAction(of: control, on: .periodic) }
            try schedulePeriodic(control, after: interval)
        }
    }

    private func endTracking(_ control: Control) {
        control.isTracking = false
        control.isTouchInside = false
        if let token = control.periodicToken { simulator.cancelScheduled(token) }
        control.periodicToken = nil
        setHighlighted(false, control)
    }

    private func setHighlighted(_ on: Bool, _ control: Control) {
        control.isHighlighted = on
        emit(.controlState(highlighted: on, tracking: control.isTracking, inside: control.isTouchInside), about: control)
    }
}
