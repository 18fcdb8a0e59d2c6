import SimCore

// The words `expect why` names causes by: the language's vocabulary for SimCore's typed causes,
// so it lives with the language. A new `WhyCause` case adds its word here (the switch is
// exhaustive, so the compiler asks for it) and to `WhyCause.keywords`.

extension Explanation {
    /// The words `expect why` matches: `ran` — with `stale` when a run was for a reused cell's
    /// other row, and `closureReplaced` when the closure that ran replaced an earlier one of the
    /// same name (a UIAction identifier, a property set again) — or the keyword of the cause that
    /// kept the handler from running.
    public var keywords: [String] {
        switch verdict {
        case .ran(let runs):
            return ["ran"] + (runs.contains { $0.stale != nil } ? ["stale"] : [])
                + (runs.contains { $0.replaced != nil } ? ["closureReplaced"] : [])
        case .didNotRun(let cause): return [cause.keyword]
        }
    }
}

extension WhyCause {
    /// The one word `expect why HANDLER CAUSE` names the cause by.
    public var keyword: String {
        switch self {
        case .noInteraction: return "noInteraction"
        case .notWired: return "notWired"
        case .notImplemented: return "notImplemented"
        case .notTouched: return "notTouched"
        case .hitElsewhere(_, _, _, let reason): return reason.keyword
        case .controlDisabled: return "disabled"
        case .liftedOutside: return "liftedOutside"
        case .otherEventsSent: return "otherEvent"
        case .fingerStillDown: return "stillDown"
        case .touchCancelledByRecognizer: return "cancelledByRecognizer"
        case .touchHeldByRecognizers: return "heldByRecognizer"
        case .recognizerFailed: return "recognizerFailed"
        case .recognizerWaiting: return "waitingForFailure"
        case .recognizerNotTouched: return "recognizerNotTouched"
        case .targetReleased: return "targetReleased"
        case .freed: return "freed"
        case .unrecognizedSelector: return "unrecognizedSelector"
        case .nilTargetUnhandled: return "nilTargetUnhandled"
        case .handledByOther: return "handledByOther"
        case .canPerformRefused: return "canPerformRefused"
        case .notOnSearchPath: return "notOnSearchPath"
        case .delegateNil: return "delegateNil"
        case .delegateReleased: return "delegateReleased"
        case .delegateReplacedByProxy: return "delegateReplacedByProxy"
        case .delegateIsOther: return "delegateIsOther"
        case .delegateNotCalled: return "delegateNotCalled"
        case .closureRemoved: return "closureRemoved"
        case .closureReplaced: return "closureReplaced"
        case .timerInvalidated: return "timerInvalidated"
        case .timerNotDue: return "timerNotDue"
        case .delegateRefused: return "delegateRefused"
        case .valueUnchanged: return "valueUnchanged"
        case .sliderTrackTapped: return "trackTapped"
        case .touchIgnoredByRecognizer: return "touchIgnored"
        case .overrideWithoutSuper: return "noSuper"
        case .touchRefused(_, let refusal): return refusal.reason == .exclusiveTouch ? "exclusiveTouch" : "multipleTouchDisabled"
        case .selectionCancelledByRecognizer: return "selectionCancelled"
        case .selectionPrevented: return "selectionPrevented"
        case .selectionDisallowed: return "selectionDisallowed"
        case .recognizerMoved: return "recognizerMoved"
        case .contextMenuTookTouch: return "contextMenu"
        case .scrolledInstead: return "scrolled"
        case .touchesCancelledForView: return "cancelledByRecognizer"
        case .otherAlertAction: return "otherAction"
        case .alertNotChosen(_, let isShown, _): return isShown ? "notChosen" : "alertNotShown"
        }
    }

    /// Every keyword, for `expect why`'s hints and completion.
    public static let keywords = [
        "ran", "stale", "noInteraction", "notWired", "notImplemented", "notTouched",
        "hidden", "transparent", "interactionDisabled", "outsideSuperview", "coveredBy", "notUnderTouch", "otherWindow", "notInWindow",
        "hitTestOverride", "animating", "alertOnScreen",
        "disabled", "liftedOutside", "otherEvent", "stillDown", "cancelledByRecognizer", "heldByRecognizer",
        "recognizerFailed", "waitingForFailure", "recognizerNotTouched", "targetReleased", "freed", "unrecognizedSelector",
        "nilTargetUnhandled", "handledByOther", "canPerformRefused", "notOnSearchPath", "delegateNil", "delegateReleased", "delegateReplacedByProxy",
        "delegateIsOther", "delegateNotCalled", "closureRemoved", "closureReplaced", "timerInvalidated", "timerNotDue",
        "delegateRefused", "valueUnchanged", "trackTapped", "touchIgnored", "noSuper", "exclusiveTouch", "multipleTouchDisabled",
        "selectionCancelled", "selectionPrevented", "selectionDisallowed", "recognizerMoved", "contextMenu", "scrolled", "otherAction", "notChosen", "alertNotShown",
    ]
}

extension HitElsewhere {
    /// The word `expect why` matches for this reason (`hidden`, `coveredBy`…).
    public var keyword: String {
        switch self {
        case .hidden: return "hidden"
        case .transparent: return "transparent"
        case .interactionDisabled: return "interactionDisabled"
        case .outsideSuperview: return "outsideSuperview"
        case .animating: return "animating"
        case .coveredBy: return "coveredBy"
        case .notUnderTouch: return "notUnderTouch"
        case .otherWindow(let window): return window == nil ? "notInWindow" : "otherWindow"
        case .overrideAnswered: return "hitTestOverride"
        case .alertOnScreen: return "alertOnScreen"
        }
    }
}
