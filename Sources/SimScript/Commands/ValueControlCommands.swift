import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let half = ArgumentKey("half")
}

/// Value controls: the `slide` and `press` gestures, and making switches, sliders, steppers
/// and segmented controls and setting their properties.

/// `slide SLIDER to VALUE [steps N]`: grab the thumb, drag it there in N moves, lift.
struct SlideCommand: MatchedCommand {
    let slider: ObjectReference
    let value: Double
    let valueToken: Token
    let steps: Int
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        slider = try match.object(.view)
        value = try match.number(.value)
        valueToken = try match.token(.value)
        steps = try match.steps(in: 1...1000, written: "1 and 1000", default: 5)
        location = match.node.location
    }

    func run(in session: Session) throws {
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
                try session.simulator.wait(microseconds: Session.dragFrameInterval)
                let x = startX + (targetX - startX) * Double(i) / Double(steps)
                try touches.touchMove(to: slider.convertToWindow(Point(x, y)))
            }
            try touches.touchUp()
        }
    }
}

extension CommandTable {
    /// `slide`: its grammar, help and availability.
    static let slideSpec = CommandSpec(name: "slide", forms: [
                    form(.argument(.object(.view, .slider, "SLIDER", "a slider")), .keyword("to"), .argument(.number(.value, "VALUE", "the value to slide to")),
                         .optional(.keyword("steps"), .argument(.integer(.steps, "N", "the number of moves"))))],
                command: SlideCommand.self,
                summary: "Drag a slider's thumb to VALUE in N moves (5 by default), one per 16 ms frame, then lift.", examples: ["slide volume to 0.8", "slide volume to 0.2 steps 1"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

/// `press STEPPER plus|minus [for DURATION]`: hold one half of the stepper, then lift.
struct PressCommand: MatchedCommand {
    let stepper: ObjectReference
    let plus: Bool
    let duration: Int64?
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        stepper = try match.object(.view)
        plus = match.wordIfPresent(.half) == "plus"
        duration = match.durationIfPresent(.duration)
        location = match.node.location
    }

    func run(in session: Session) throws {
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

extension CommandTable {
    /// `press`: its grammar, help and availability.
    static let pressSpec = CommandSpec(name: "press", forms: [
                    form(.argument(.object(.view, .stepper, "STEPPER", "a stepper")),
                         .argument(.choice(.half, "plus or minus", Choice(words: ["plus", "minus"], unknown: "expected plus or minus, found '{word}'"))),
                         .optional(.keyword("for"), .argument(.duration())))],
                command: PressCommand.self,
                summary: "Hold one half of a stepper for DURATION (a tap by default): one step on touch down, then autorepeat while held.", examples: ["press guests plus", "press guests plus for 1.2s"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

extension Session {
    /// One move per frame at 60 Hz: the pace of a finger dragging.
    static let dragFrameInterval: Int64 = 16_000
}

/// `endRefreshing REFRESHCONTROL`: UIRefreshControl.endRefreshing(), in code (no event).
struct EndRefreshingCommand: MatchedCommand {
    let control: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        control = try match.object(.control)
    }

    func run(in session: Session) throws {
        guard let refresh = try control.resolve(Control.self, in: session) as? RefreshControl else {
            throw session.error(control.token, "'\(control.token.text)' is not a refresh control", hint: "make one in a table: refreshcontrol NAME in TABLE")
        }
        session.simulator.controls.endRefreshing(refresh)
    }
}

extension CommandTable {
    /// `endRefreshing`: its grammar, help and availability.
    static let endRefreshingSpec = CommandSpec(name: "endRefreshing", forms: [form(.argument(.object(.control, .control, "REFRESHCONTROL", "a refresh control")))],
                command: EndRefreshingCommand.self,
                summary: "UIRefreshControl.endRefreshing(): the refresh is over (no event); the next pull past the threshold begins another.",
                examples: ["endRefreshing refresher"], topic: .events, echoes: true).available(.notInAppKit)
}
