/// How the value controls turn a tracked touch into value changes: each control's `trackValue`
/// (its class's own, as UIControl subclasses override beginTracking/continueTracking/endTracking)
/// is called from `track` (ControlTracking.swift) at each phase, after the touch's own event for
/// `began`/`moved` and before it for `ended` — so a switch's valueChanged comes before its
/// touchUpInside (UIKit does not document the order; this is the simulator's choice). The helpers
/// here apply and trace a change, and hold a slider's thumb and a stepper's autorepeat.
extension ControlTracking {
    /// Applies a value change, traces it (old → new), and sends valueChanged unless the control
    /// is not continuous (`deferred`: the event comes when the touch ends).
    func change(_ control: Control, from old: Double, to new: Double, deferred: Bool = false, _ apply: () -> Void) throws {
        apply()
        emitValueChange(control, from: old, to: new, deferred ? .deferred : .sent)
        if !deferred { try simulator.actions.sendActions(.valueChanged, from: control) }
    }

    /// A value set from code (`set slider.value = 0.5`): UIKit sends no event. `traced` is
    /// false while a control is being created with its initial value.
    public func setValue(of control: Control, from old: Double, to new: Double, traced: Bool = true, _ apply: () -> Void) {
        apply()
        if traced { emitValueChange(control, from: old, to: new, .setInCode) }
    }

    /// Reports a value change, copying what its line shows: a switch's on/off, a segmented
    /// control's titles.
    func emitValueChange(_ control: Control, from old: Double, to new: Double, _ outcome: ValueChange.Outcome) {
        emit(.valueChange(ValueChange(old: old, new: new, outcome: outcome, style: control.valueChangeStyle(from: old, to: new, by: self))),
             about: control)
    }

    func trackSlider(_ slider: Slider, _ phase: TouchPhase, _ local: Point) throws {
        switch phase {
        case .began:
            slider.valueAtTouchDown = slider.value
            // Only a touch on the thumb moves it (UISlider does not jump to a tapped track point).
            let offset = local.x - slider.thumbX
            slider.grabOffset = abs(offset) <= Slider.thumbHalfWidth ? offset : nil
            if slider.grabOffset == nil {
                emitValueChange(slider, from: slider.value, to: slider.value, .missedThumb)
            }
        case .moved:
            guard let offset = slider.grabOffset, slider.bounds.size.width > 0 else { return }
            let fraction = min(max((local.x - offset) / slider.bounds.size.width, 0), 1)
            let value = slider.minimumValue + fraction * (slider.maximumValue - slider.minimumValue)
            guard value != slider.value else { return }
            try change(slider, from: slider.value, to: value, deferred: !slider.isContinuous) { slider.value = value }
        case .ended, .cancelled:
            let moved = slider.grabOffset != nil && slider.value != slider.valueAtTouchDown
            slider.grabOffset = nil
            // Not continuous: one valueChanged when the drag ends (if the value moved).
            if moved && !slider.isContinuous { try simulator.actions.sendActions(.valueChanged, from: slider) }
        }
    }

    func trackStepper(_ stepper: Stepper, _ phase: TouchPhase, _ local: Point) throws {
        switch phase {
        case .began:
            stepper.valueAtTouchDown = stepper.value
            stepper.direction = local.x >= stepper.bounds.size.width / 2 ? 1 : -1
            try step(stepper)
            if stepper.autorepeat { try scheduleRepeat(stepper, after: config.stepperRepeatDelay) }
        case .moved:
            break
        case .ended, .cancelled:
            stopRepeating(stepper)
            if !stepper.isContinuous && stepper.value != stepper.valueAtTouchDown {
                try simulator.actions.sendActions(.valueChanged, from: stepper)
            }
        }
    }

    /// One step in the held direction: at a limit, wrap (wraps) or stay without an event.
    private func step(_ stepper: Stepper) throws {
        var value = stepper.value + stepper.direction * stepper.stepValue
        if value > stepper.maximumValue { value = stepper.wraps ? stepper.minimumValue : stepper.maximumValue }
        if value < stepper.minimumValue { value = stepper.wraps ? stepper.maximumValue : stepper.minimumValue }
        guard value != stepper.value else {
            emitValueChange(stepper, from: stepper.value, to: value, .atLimit)
            return
        }
        try change(stepper, from: stepper.value, to: value, deferred: !stepper.isContinuous) { stepper.value = value }
    }

    /// Autorepeat while held: UIKit's timing is undocumented; the simulator steps after
    /// `config.stepperRepeatDelay`, then every `config.stepperRepeatInterval`.
    private func scheduleRepeat(_ stepper: Stepper, after delay: Int64) throws {
        // Only a wrapping stepper repeats for as long as it is held; one that pins at a limit
        // stops, so counting its period would overstate what a wait fires.
        let interval = config.stepperRepeatInterval
        stepper.repeatToken = try simulator.schedule(after: delay, period: stepper.wraps ? interval : 0,
                                                     label: { "stepper '\(stepper.name)' repeating every \(VirtualClock.seconds(interval))" }) { [unowned self] in
            guard stepper.direction != 0 else { return }
            emitValueChange(stepper, from: stepper.value, to: stepper.value, .autorepeat)
            try tracer.nested { try self.step(stepper) }
            // Pinned at a limit (no wrapping), further steps would change nothing: stop
            // repeating rather than trace the same no-op every interval.
            let pinned = !stepper.wraps && (stepper.direction > 0 ? stepper.value >= stepper.maximumValue
                                                                    : stepper.value <= stepper.minimumValue)
            if !pinned { try self.scheduleRepeat(stepper, after: self.config.stepperRepeatInterval) }
        }
    }

    private func stopRepeating(_ stepper: Stepper) {
        stepper.direction = 0
        if let token = stepper.repeatToken { simulator.cancelScheduled(token) }
        stepper.repeatToken = nil
    }
}
