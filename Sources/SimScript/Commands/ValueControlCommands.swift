import SimCore

/// Value controls: the `slide` and `press` gestures, and making switches, sliders, steppers
/// and segmented controls and setting their properties.

/// `slide SLIDER to VALUE [steps N]`: grab the thumb, drag it there in N moves, lift.
struct SlideCommand: Command {
    let slider: ObjectReference
    let value: Double
    let valueToken: Token
    let steps: Int
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        slider = match.object(.view)!
        value = match.number(.value)!
        valueToken = match.token(.value)!
        steps = try match.steps(in: 1...1000, written: "1 and 1000", default: 5)
        location = match.node.location
    }

    func run(in session: Interpreter) throws {
        let slider = try TouchTarget.inWindow(self.slider, Slider.self, session).view
        guard value >= slider.minimumValue && value <= slider.maximumValue else {
            throw session.error(valueToken, "\(formatNumber(value)) is outside \(slider.name)'s range \(formatNumber(slider.minimumValue))…\(formatNumber(slider.maximumValue))",
                                hint: "the thumb cannot go past the ends of the track")
        }
        let y = slider.bounds.size.height / 2
        let span = slider.maximumValue - slider.minimumValue
        let targetX = span > 0 ? (value - slider.minimumValue) / span * slider.bounds.size.width : 0
        let startX = slider.thumbX
        let touches = session.simulator.touches
        try session.simulate(at: location) {
            try touches.touchDown(at: slider.convertToWindow(Point(startX, y)))
            for i in 1...steps {
                try session.simulator.wait(microseconds: Interpreter.dragFrameInterval)
                let x = startX + (targetX - startX) * Double(i) / Double(steps)
                try touches.touchMove(to: slider.convertToWindow(Point(x, y)))
            }
            try touches.touchUp()
        }
    }
}

/// `press STEPPER plus|minus [for DURATION]`: hold one half of the stepper, then lift.
struct PressCommand: Command {
    let stepper: ObjectReference
    let plus: Bool
    let duration: Int64?
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        stepper = match.object(.view)!
        plus = match.word(.half) == "plus"
        duration = match.duration(.duration)
        location = match.node.location
    }

    func run(in session: Interpreter) throws {
        let stepper = try TouchTarget.inWindow(self.stepper, Stepper.self, session).view
        let quarter = stepper.bounds.size.width / 4
        let point = stepper.convertToWindow(Point(plus ? 3 * quarter : quarter, stepper.bounds.size.height / 2))
        let duration = self.duration ?? session.simulator.config.tapDuration
        let touches = session.simulator.touches
        try session.simulate(at: location) {
            try touches.touchDown(at: point)
            try session.simulator.wait(microseconds: duration)
            try touches.touchUp()
        }
    }
}

extension Interpreter {
    static func defaultFrame(ofValueControl kind: String) -> Rect? {
        switch kind {
        case "switch": return Rect(0, 0, 51, 31)       // UISwitch's fixed size
        case "slider": return Rect(0, 0, 200, 31)
        case "stepper": return Rect(0, 0, 94, 32)      // UIStepper's fixed size
        case "segmented": return Rect(0, 0, 300, 32)
        default: return nil
        }
    }

    static func isValueProperty(_ name: String) -> Bool {
        ["value", "on", "isOn", "selected", "selectedSegmentIndex"].contains(name)
    }

    func makeValueControl(_ kind: String, _ name: String, in parent: View, frame: Rect, segments: [String]?) throws -> View {
        switch kind {
        case "switch": return try world.makeSwitch(name, in: parent, frame: frame)
        case "slider": return try world.makeSlider(name, in: parent, frame: frame)
        case "stepper": return try world.makeStepper(name, in: parent, frame: frame)
        default: return try world.makeSegmentedControl(name, in: parent, segments: segments ?? [], frame: frame)
        }
    }

    /// Sets a value control's property; false when `key` is not one (other properties go on).
    func setValueControlProperty(_ control: Control, _ key: Token, _ value: Value, creating: Bool = false) throws -> Bool {
        let name = Properties.canonical(key.text)
        func number() throws -> Double {
            guard case .number(let n) = value else { throw wrongValue(key, takes: "a number", value) }
            return n
        }
        func bool() throws -> Bool {
            guard case .bool(let b) = value else { throw wrongValue(key, takes: "true or false", value) }
            return b
        }
        switch (control, name) {
        case (let s as Switch, "on"):
            let on = try bool()
            simulator.controls.setValue(of: s, from: s.isOn ? 1 : 0, to: on ? 1 : 0, traced: !creating) { s.isOn = on }
        case (let s as RangedValueControl, "value"):
            // UISlider.value and UIStepper.value clamp to the range, silently (Apple's `value` pages).
            let v = s.clamped(try number())
            simulator.controls.setValue(of: s, from: s.value, to: v, traced: !creating) { s.value = v }
        case (let s as RangedValueControl, "minimumValue"), (let s as RangedValueControl, "min"),
             (let s as RangedValueControl, "maximumValue"), (let s as RangedValueControl, "max"):
            try setLimit(s, minimum: name.hasPrefix("min"), try number(), key)
        case (let s as Slider, "continuous"): s.isContinuous = try bool()
        case (let s as Stepper, "continuous"): s.isContinuous = try bool()
        case (let s as Stepper, "stepValue"), (let s as Stepper, "step"):
            let v = try number()
            guard v > 0 else { throw error(key, "the step must be greater than 0, not \(formatNumber(v))", hint: "UIKit raises an exception for a step of 0 or less") }
            s.stepValue = v
        case (let s as Stepper, "wraps"): s.wraps = try bool()
        case (let s as Stepper, "autorepeat"): s.autorepeat = try bool()
        case (let s as SegmentedControl, "selectedSegmentIndex"), (let s as SegmentedControl, "selected"):
            let v = try number()
            guard v == v.rounded(), v >= -1, v < Double(s.segments.count) else {
                throw error(key, "\(s.name) has no segment \(formatNumber(v))",
                            hint: "segments are numbered 0…\(s.segments.count - 1); -1 selects none")
            }
            simulator.controls.setValue(of: s, from: Double(s.selectedSegmentIndex), to: v, traced: !creating) { s.selectedSegmentIndex = Int(v) }
        default:
            return false
        }
        return true
    }

    /// A new minimum or maximum. UIStepper raises when the limits would not differ; UISlider moves
    /// the other limit along (https://developer.apple.com/documentation/uikit/uislider/minimumvalue).
    private func setLimit(_ control: RangedValueControl, minimum: Bool, _ v: Double, _ key: Token) throws {
        guard Swift.type(of: control).limitsMustDiffer else { return control.setLimit(minimum: minimum, v) }
        let other = minimum ? control.maximumValue : control.minimumValue
        guard minimum ? v < other : v > other else {
            let (this, that) = minimum ? ("minimum", "maximum") : ("maximum", "minimum")
            throw error(key, "the \(this) \(formatNumber(v)) must be \(minimum ? "below" : "above") the \(that) \(formatNumber(other))",
                        hint: "UIKit raises NSInvalidArgumentException here; set \(that)Value first")
        }
        control.setLimit(minimum: minimum, v)
    }

    /// One move per frame at 60 Hz: the pace of a finger dragging.
    static let dragFrameInterval: Int64 = 16_000
}
