/// A finger on the glass. `number` is the touch's stable id in the trace (`touch#1`, `touch#2`…);
/// `finger` is the script's name for the finger (`touch down … finger 2`).
public struct Touch: Sendable {
    /// The touch's id in the trace: `touch#N`, counted from 1 over the run.
    public let number: Int32
    /// The finger the script put down (1 unless it said otherwise).
    public let finger: Int
    /// Where the finger is now, in window coordinates.
    public var location: Point
    /// The phase it is in now.
    public var phase: TouchPhase
    /// The view hit-testing chose when the touch began; UIKit delivers every later phase to it.
    public let viewID: SimObject.ID?
    /// UITouch.tapCount: 2, 3… for the later taps of a multi-tap.
    public var tapCount: Int
    /// Where the finger went down, in window coordinates.
    public let startLocation: Point

    init(number: Int32, finger: Int, location: Point, phase: TouchPhase, viewID: SimObject.ID?, tapCount: Int) {
        self.number = number; self.finger = finger; self.location = location; self.phase = phase
        self.viewID = viewID; self.tapCount = tapCount; startLocation = location
    }
}

/// Why a view did not get a touch that began on it (`Event.Payload.touchRefused`).
public struct TouchRefusal: Sendable {
    /// Which UIView rule kept the touch from the view.
    public enum Reason: String, Sendable {
        /// The view already has a touch, and isMultipleTouchEnabled is false.
        case multipleTouchDisabled
        /// `holder` is exclusive-touch: it tracks `other` (or the view is, and another view does).
        case exclusiveTouch
    }
    /// Which rule applied.
    public let reason: Reason
    /// The touch already in progress.
    public let other: Int32
    /// The view that has it (multipleTouchDisabled: the view itself) or the exclusive one.
    public let holder: SimObject.ID
}

/// 2147483647 → "2,147,483,647".
public func groupedDigits(_ n: Int64) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return (n < 0 ? "-" : "") + out
}

/// Why the simulator could not do what it was asked; ``hint`` says what to do instead.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    /// The finger is already down.
    case fingerAlreadyDown(Int)
    /// The finger is not down, so it cannot move or lift.
    case fingerNotDown(Int)
    /// There is no window to touch.
    case noKeyWindow
    /// A wait or a delay was negative.
    case negativeDuration
    /// The virtual clock would pass its 64-bit limit.
    case clockOverflow
    /// One wait would fire timers (or a held stepper's repeats) more times than the work budget
    /// (`Simulator.maxEvents`, `budget`) has events; `busiest` names the item that fires most,
    /// when the schedule showed it before any fired.
    case tooManyFirings(Int64, busiest: String?, budget: Int)
    /// Typing needs a text field as first responder (nil: nothing is first responder).
    case nothingToTypeInto(String?)
    /// Typing would make the field's text longer than `TextField.maxTypedLength` characters.
    case textFieldFull(String, holding: Int, typing: Int)

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .fingerAlreadyDown(let f): return "finger \(f) is already down"
        case .fingerNotDown(let f): return "finger \(f) is not down"
        case .noKeyWindow: return "there is no window to touch"
        case .negativeDuration: return "a duration cannot be negative"
        case .clockOverflow: return "the virtual clock would pass its limit (about 292,000 years)"
        case .tooManyFirings(let firings, let busiest?, _):
            return "this wait would run \(groupedDigits(firings)) timer firings (\(busiest))"
        case .tooManyFirings(let firings, nil, _):
            return "this wait ran more than \(groupedDigits(firings - 1)) timer firings"
        case .nothingToTypeInto(nil): return "nothing is first responder, so the keyboard is not up: there is nowhere to type"
        case .nothingToTypeInto(let name?): return "the first responder '\(name)' is not a text field: there is nowhere to type"
        case .textFieldFull(let name, let holding, let typing):
            return "'\(name)' holds \(groupedDigits(Int64(holding))) characters; typing \(groupedDigits(Int64(typing))) more would pass the \(groupedDigits(Int64(TextField.maxTypedLength))) a text field takes by typing"
        }
    }

    /// What to do about it, phrased for a script.
    public var hint: String {
        switch self {
        case .fingerAlreadyDown: return "lift it first with `touch up`, or use another finger: `touch down … finger 2`"
        case .fingerNotDown: return "put it down first with `touch down NAME`"
        case .noKeyWindow: return "create one with `window main`"
        case .negativeDuration: return "the virtual clock only moves forward, e.g. `wait 0.5s`"
        case .clockOverflow: return "use shorter waits; the clock counts microseconds in 64 bits"
        case .tooManyFirings(_, _, let budget):
            return "the work budget is \(groupedDigits(Int64(budget))) trace events, at least one a firing: wait less, give the timer a longer interval, invalidate it, or raise the budget (`config maxEvents N`, `--max-events N`; 0: no limit)"
        case .nothingToTypeInto: return "tap a text field first (it becomes first responder and the keyboard types into it)"
        case .textFieldFull(let name, _, _):
            return "each keystroke's trace shows the whole text: clear it first (`clear \(name)`), or set a long text directly (`set \(name).text = …`)"
        }
    }
}
