extension Event {
    /// What the event decided, in one word, as JSON Lines spell it (`"outcome":"performed"`), or
    /// nil for kinds that decide nothing (a command, a touch, a delivery…).
    public var outcome: String? {
        switch payload {
        case .trapped: return "trapped"
        case .command, .note, .output, .propertySet, .touch, .hitTest, .hitMiss, .hitTestOverride, .deliver, .forward, .touchUnhandled,
             .controlIgnored, .controlEvent, .closureRun, .log, .released, .gestureCandidates, .freed, .keptAlive:
            return nil
        case .hitSkip(_, let reason, _): return String(describing: reason)
        case .controlState(_, _, let inside): return inside ? "inside" : "outside"
        case .targetAction(_, _, let outcome): return outcome.rawValue
        case .nilTargetedAction(_, let fromFirstResponder): return fromFirstResponder ? "startsAtFirstResponder" : "startsAtSender"
        case .chainAsk(_, let canPerform): return canPerform ? "yes" : "no"
        case .actionUnhandled: return "unhandled"
        case .registration(let r): return r.outcome.rawValue
        case .valueChange(let c): return c.outcome.rawValue
        case .textChange(let c): return c.outcome.rawValue
        case .firstResponder(let change, _): return change.rawValue
        case .delegateSet(let a): return a.replacesUserDelegate ? "replacesDelegate" : nil
        case .delegateCall(let call): return call.outcome.rawValue
        case .returned(_, let isDefault): return isDefault ? "defaultValue" : "performed"
        case .timer(let change):
            switch change {
            case .scheduled: return "added"
            case .fired: return "fired"
            case .firedManually: return "firedManually"
            case .expired: return "expired"
            case .invalidated: return "invalidated"
            case .alreadyInvalid: return "alreadyInvalid"
            case .addedToCommonModes: return "addedToCommonModes"
            case .waitsForDefaultMode: return "waitsForDefaultMode"
            case .firedLate: return "firedLate"
            }
        case .alert(let change):
            switch change {
            case .presented: return "presented"
            case .chosen: return "chosen"
            case .dismissed: return "dismissed"
            case .noHandler: return "noMatch"
            case .tookTouch: return "tookTouch"
            }
        case .gesture(let change, _): return change.outcomeName
        case .navigation(let change):
            switch change {
            case .pushed: return "pushed"
            case .popped: return "popped"
            case .selected: return "selected"
            case .reselected: return "reselected"
            }
        case .animation(let change):
            switch change {
            case .began(_, _, let allows): return allows ? "beganAllowingInteraction" : "began"
            case .ended: return "ended"
            }
        case .mouse(let step):
            switch step {
            case .firstMouseSwallowed: return "activatedOnly"
            case .sendsAction(_, nil): return "noAction"
            case .upOutside: return "outside"
            default: return nil
            }
        case .windowStatus(let change):
            switch change {
            case .becameKey: return "becameKey"
            case .becameMain: return "becameMain"
            case .cannotBecomeMain: return "refused"
            case .closed: return "closed"
            case .closeRefused: return "closeRefused"
            case .miniaturized: return "miniaturized"
            case .zoomed(let on): return on ? "zoomed" : "unzoomed"
            case .terminated: return "terminated"
            case .terminateCancelled: return "terminateCancelled"
            case .fieldEditorPerformed: return "fieldEditorPerformed"
            }
        case .actionSearchStage, .canPerformOverride: return nil
        case .expectation(let passed, _, _): return passed ? "passed" : "failed"
        case .menu(let step):
            switch step {
            case .shown: return "shown"
            case .chosen: return "chosen"
            }
        case .scroll(let step):
            switch step {
            case .held: return "held"
            case .passedOn: return "passedOn"
            case .began(_, let cancelled): return cancelled ? "cancelsContent" : "began"
            case .contentKeeps: return "contentKeeps"
            case .asksOverride, .asksShouldBegin: return nil
            case .moved: return "moved"
            case .ended: return "ended"
            }
        case .touchRefused(let refusal): return refusal.reason.rawValue
        case .cell(let c): return c.kind.rawValue
        }
    }
}

extension GestureChange {
    /// The JSON `outcome` (the names the trace format has always used).
    public var outcomeName: String {
        switch self {
        case .state(let state, _):
            switch state {
            case .possible: return "statePossible"
            case .began: return "stateBegan"
            case .changed: return "stateChanged"
            case .ended: return "stateEnded"
            case .cancelled: return "stateCancelled"
            case .failed: return "stateFailed"
            }
        case .waiting: return "stateWaiting"
        case .touchIgnored: return "touchIgnored"
        case .touchesHeld: return "touchesHeld"
        case .touchesCancelledForView: return "touchesCancelledForView"
        case .moved: return "recognizerMoved"
        case .asksView: return "asksView"
        }
    }
}
