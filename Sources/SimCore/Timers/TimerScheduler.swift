/// Scheduling, firing and invalidating timers (see `Timer` for the rules).
public final class TimerScheduler: SimulationEngine {

    /// `Timer.scheduledTimer(…)`: the first firing is `interval` from now.
    @discardableResult
    public func scheduleTimer(_ name: String, interval: Int64, repeats: Bool, action: ScheduledTimer.Action,
                              userInfo: Value = .null) throws -> ScheduledTimer {
        // Foundation: "less than or equal to 0.0" becomes 0.0001 s (0.1 ms), repeating or not
        // (https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:)).
        let interval = max(interval, ScheduledTimer.minimumInterval)
        let (fireDate, overflow) = clock.now.addingReportingOverflow(interval)
        if overflow { throw SimulationError.clockOverflow }
        let timer = try world.register(name) {
            ScheduledTimer(id: $0, name: name, interval: interval, repeats: repeats, action: action, userInfo: userInfo, fireDate: fireDate)
        }
        timer.token = schedule(timer, at: fireDate)
        timer.order = timer.token
        emit(.timer(.scheduled(interval: interval, repeats: repeats, firstFireDate: fireDate, action: timer.action.copied)),
             object: timer.id)
        return timer
    }

    /// Timers whose fire date came during the tracking mode, in the order they came.
    @exclusivity(unchecked) private var waitingForDefaultMode: [ScheduledTimer] = []

    /// `RunLoop.main.add(timer, forMode: .common)`.
    public func addToCommonModes(_ timer: ScheduledTimer) throws {
        guard timer.isValid else { throw TimerError.invalid(timer.name) }
        guard !timer.inCommonModes else { return }
        timer.inCommonModes = true
        emit(.timer(.addedToCommonModes), object: timer.id)
    }

    /// The drag of a scroll view ended: the run loop is back in its default mode, and each timer
    /// that missed fire dates fires once, then keeps its schedule.
    func trackingEnded() throws {
        guard !waitingForDefaultMode.isEmpty else { return }
        let waiting = waitingForDefaultMode
        waitingForDefaultMode = []
        for timer in waiting where timer.isValid {
            // Every fire date from the first missed one up to now.
            let missed = timer.repeats ? Int((clock.now - timer.fireDate) / timer.interval) + 1 : 1
            timer.waitsForDefaultMode = false
            if timer.repeats {
                // The next fire date after now, on the timer's own schedule.
                let behind = (clock.now - timer.fireDate) / timer.interval + 1
                let (next, overflow) = timer.fireDate.addingReportingOverflow(behind * timer.interval)
                if !overflow {
                    timer.fireDate = next
                    timer.token = schedule(timer, at: next)
                }
            }
            try fire(timer, manually: false, missed: missed)
        }
    }

    /// The run loop reached the timer's fire date.
    private func timerDue(_ timer: ScheduledTimer) throws {
        if !timer.inCommonModes, let dragged = simulator.scrolling.draggedScrollView {
            // Tracking mode: the timer is not even looked at; its fire date stays the missed one.
            if !timer.waitsForDefaultMode {
                timer.waitsForDefaultMode = true
                waitingForDefaultMode.append(timer)
                emit(.timer(.waitsForDefaultMode(scrollView: dragged.id)), object: timer.id)
            }
            return
        }
        // Reschedule before running the body, so a body that invalidates the timer cancels the
        // next firing — and from the fire date, not from now, so firings never drift.
        // A next firing past the clock's limit could never come: the timer is not rescheduled.
        if timer.repeats, case (let next, false) = timer.fireDate.addingReportingOverflow(timer.interval) {
            timer.fireDate = next
            timer.token = schedule(timer, at: next)
        }
        try fire(timer, manually: false)
    }

    /// Ties at one instant go in creation order (`timer.order`), however often a repeating timer
    /// was rescheduled (docs/language.md, `timer`).
    private func schedule(_ timer: ScheduledTimer, at date: Int64) -> RunLoopQueue.Token {
        simulator.runLoop.schedule(at: date, period: timer.repeats ? timer.interval : 0,
                                   label: { "timer '\(timer.name)' every \(VirtualClock.seconds(timer.interval))" }, order: timer.order) { [unowned self] in
            try self.timerDue(timer)
        }
    }

    /// `timer.fire()`: runs the action now; a repeating timer keeps its schedule.
    public func fireNow(_ timer: ScheduledTimer) throws {
        guard timer.isValid else { throw TimerError.invalid(timer.name) }
        if !timer.repeats { simulator.cancelScheduled(timer.token) }
        try fire(timer, manually: true)
    }

    private func fire(_ timer: ScheduledTimer, manually: Bool, missed: Int = 0) throws {
        timer.fireCount += 1
        let firing = Int32(clamping: timer.fireCount)
        let change: TimerChange = manually ? .firedManually(firing: firing)
            : missed > 0 ? .firedLate(firing: firing, missed: Int32(clamping: missed)) : .fired(firing: firing)
        emit(.timer(change), object: timer.id)
        let userInfo: [(name: String, value: Value)] = [("userInfo", timer.userInfo)]
        try tracer.nested {
            switch timer.action {
            case .target(let target, let selector):
                try simulator.actions.sendAction(selector, to: world.object(target), from: timer, parameters: userInfo)
            case .block(let closure):
                try simulator.actions.run(closure, sender: timer, touch: 0, parameters: userInfo)
            }
        }
        // A non-repeating timer is done after one firing: Foundation invalidates it.
        if !timer.repeats && timer.isValid {
            timer.isValid = false
            simulator.lifetimes.needsCollection = true  // it let go of its target
            emit(.timer(.expired(firing: firing)), object: timer.id)
        }
    }

    /// `timer.invalidate()`: no more firings; the timer lets go of its target or block.
    public func invalidate(_ timer: ScheduledTimer) {
        guard timer.isValid else {
            emit(.timer(.alreadyInvalid(firings: Int32(clamping: timer.fireCount))), object: timer.id)
            return
        }
        timer.isValid = false
        simulator.lifetimes.needsCollection = true  // it let go of its target
        simulator.cancelScheduled(timer.token)
        emit(.timer(.invalidated(firings: Int32(clamping: timer.fireCount), target: timer.action.target)), object: timer.id)
    }
}

/// Why a timer command could not be carried out.
public enum TimerError: Error, Equatable, CustomStringConvertible {
    /// The timer is invalid: it was invalidated, or it did not repeat and has fired.
    case invalid(String)

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .invalid(let name): return "timer '\(name)' is invalid: it was invalidated or has already fired"
        }
    }
}
