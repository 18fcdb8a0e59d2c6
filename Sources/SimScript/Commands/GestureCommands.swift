import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let degrees = ArgumentKey("degrees")
    static let direction = ArgumentKey("direction")
    static let dx = ArgumentKey("dx")
    static let gestureKind = ArgumentKey("gestureKind")
    static let other = ArgumentKey("other")
    static let scale = ArgumentKey("scale")
}

/// Gesture commands: gesture, require, simultaneous, and the gesture conveniences longpress,
/// pan, swipe, pinch, rotate. (`addTarget`, `addAction`, `handler` and `set` take recognizers
/// too; `recognizers` and `arena` inspect them.)

/// `gesture NAME KIND on VIEW [direction …] [OPTION VALUE]...`
struct GestureCommand: MatchedCommand {
    let name: Token
    let kind: String
    let view: ObjectReference
    /// Option values: a direction is a word, the others values.
    let options: [(key: Token, value: BoundArgument)]

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        kind = try match.word(.gestureKind)
        view = try match.object(.view)
        options = match.properties
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let view = try self.view.resolve(View.self, in: session)
        let values = try options.map { key, value -> (Token, Value) in
            if case .expression(let e, _) = value { return (key, try session.evaluate(e)) }
            return (key, .string(value.token.text))
        }
        let recognizer = try session.create(name) { try session.simulator.gestures.addGestureRecognizer(kind, named: name.text, to: view) }
        for (key, value) in values { try session.setProperty(recognizer, key, value, creating: true) }
    }
}

extension CommandTable {
    /// `gesture`: its grammar, help and availability.
    static let gestureSpec = CommandSpec(name: "gesture", forms: [
                    form(.argument(.newName("a recognizer name")),
                         .argument(.choice(.gestureKind, "a kind: " + gestureKinds.joined(separator: ", "),
                                           Choice(words: gestureKinds, unknown: "unknown gesture kind '{word}'", otherwise: "kinds: " + gestureKinds.joined(separator: ", ")))),
                         .keyword("on"), view("the view to attach it to"),
                         .options([.optional(.keyword("direction", records: .property), .argument(direction(.value, unknown: "a swipe's direction is left, right, up or down, not {word}")))],
                                  more: form(.argument(.word(.property, "OPTION", "an option")), .argument(.value()))))],
                command: GestureCommand.self,
                summary: "Attach a gesture recognizer to VIEW. Options: taps, touches (tap, swipe); duration, movement (longPress); minTouches (pan); direction (swipe); and for all: enabled, cancelsTouchesInView (true), delaysTouchesBegan (false), delaysTouchesEnded (true). Wire it with addTarget or addAction.", examples: ["gesture doubleTap tap on photo taps 2", "gesture hold longPress on photo duration 1", "gesture drag pan on card cancelsTouchesInView false"], topic: .wiring).available(.notInAppKit)
}

/// `require RECOGNIZER toFail RECOGNIZER`
struct RequireCommand: MatchedCommand {
    let recognizer: ObjectReference
    let other: ObjectReference
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        recognizer = try match.object(.recognizer)
        other = try match.object(.other)
        node = match.node
    }

    func run(in session: Session) throws {
        let r = try recognizer.resolve(GestureRecognizer.self, in: session)
        let other = try self.other.resolve(GestureRecognizer.self, in: session)
        guard other !== r else { throw node.error(self.other.token, "a recognizer cannot require itself to fail",
                                                         hint: "name another recognizer, e.g. `require singleTap toFail doubleTap`") }
        if let chain = other.waitChain(to: r) {
            throw node.error(self.other.token, RequireCommand.cycleMessage(chain), hint: RequireCommand.cycleHint)
        }
        if !r.requiresFailureOf.contains(where: { $0 === other }) { r.requiresFailureOf.append(other) }
    }
}

extension CommandTable {
    /// `require`: its grammar, help and availability.
    static let requireSpec = CommandSpec(name: "require", forms: [form(recognizer, .keyword("toFail"), .argument(.object(.other, .recognizer, "RECOGNIZER", "a gesture recognizer")))],
                command: RequireCommand.self,
                summary: "require(toFail:): the first recognizer may only recognize once the second has failed (a single tap waiting for a double tap).", examples: ["require singleTap toFail doubleTap"], topic: .wiring).available(.notInAppKit)
}

extension RequireCommand {
    /// "B already requires A to fail: each would wait for the other forever", for the chain
    /// from B to A that `require A toFail B` would close.
    static func cycleMessage(_ chain: [GestureRecognizer]) -> String {
        let (first, last) = (chain[0].name, chain[chain.count - 1].name)
        if chain.count == 2 { return "\(first) already requires \(last) to fail: each would wait for the other forever" }
        return "\(first) already waits for \(last) to fail (\(chain.map(\.name).joined(separator: " → "))): they would wait for each other forever"
    }

    static let cycleHint = "neither could ever recognize: keep the requirement one way round (a single tap waits for a double tap, not both)"
}

/// `addGestureRecognizer VIEW RECOGNIZER`: attach an existing recognizer to another view, which
/// takes it from the view it had (one recognizer, one view).
struct AddGestureRecognizerCommand: MatchedCommand {
    let view: ObjectReference
    let recognizer: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        recognizer = try match.object(.recognizer)
    }

    func run(in session: Session) throws {
        let view = try self.view.resolve(View.self, in: session)
        let r = try recognizer.resolve(GestureRecognizer.self, in: session)
        session.simulator.gestures.attach(r, to: view)
    }
}

extension CommandTable {
    /// `addGestureRecognizer`: its grammar, help and availability.
    static let addGestureRecognizerSpec = CommandSpec(name: "addGestureRecognizer", forms: [form(.argument(.object(.view, .view, "VIEW", "the view")), recognizer)],
                command: AddGestureRecognizerCommand.self,
                summary: "view.addGestureRecognizer(r) with a recognizer made before (`gesture` makes a new one): a recognizer belongs to one view, so it moves and its old view no longer recognizes — the classic bug of one recognizer \"added\" to several image views.", examples: ["addGestureRecognizer photo2 tapPhoto"], topic: .wiring, echoes: true).available(.notInAppKit)
}

/// `simultaneous RECOGNIZER RECOGNIZER`: both may recognize at once.
struct SimultaneousCommand: MatchedCommand {
    let recognizer: ObjectReference
    let other: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        recognizer = try match.object(.recognizer)
        other = try match.object(.other)
    }

    func run(in session: Session) throws {
        let r = try recognizer.resolve(GestureRecognizer.self, in: session)
        let other = try self.other.resolve(GestureRecognizer.self, in: session)
        if !r.simultaneousWith.contains(other.id) { r.simultaneousWith.append(other.id) }
    }
}

extension CommandTable {
    /// `simultaneous`: its grammar, help and availability.
    static let simultaneousSpec = CommandSpec(name: "simultaneous", forms: [form(recognizer, .argument(.object(.other, .recognizer, "RECOGNIZER", "a gesture recognizer")))],
                command: SimultaneousCommand.self,
                summary: "Let two recognizers recognize at the same time, as a delegate answering true to shouldRecognizeSimultaneouslyWith does.", examples: ["simultaneous zoom spin"], topic: .wiring).available(.notInAppKit)
}

// MARK: - Conveniences

/// `longpress VIEW [for DURATION]`: a finger held (0.8 s by default), then lifted.
struct LongPressCommand: MatchedCommand {
    let view: ObjectReference
    let duration: Int64
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        duration = match.durationIfPresent(.duration) ?? 800_000
        location = match.node.location
    }

    func run(in session: Session) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        let touches = session.simulator.touches
        try session.simulate(at: location) {
            try touches.touchDown(at: view.centerInWindow)
            try session.simulator.wait(microseconds: duration)
            try touches.touchUp()
        }
    }
}

extension CommandTable {
    /// `longpress`: its grammar, help and availability.
    static let longpressSpec = CommandSpec(name: "longpress", forms: [form(view("a view"), .optional(.keyword("for"), .argument(.duration())))],
                command: LongPressCommand.self,
                summary: "Hold a finger on VIEW's centre (0.8 s by default), then lift.", examples: ["longpress photo", "longpress photo for 0.3s"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

/// `pan VIEW by DX DY [over DURATION] [steps N]`
struct PanCommand: MatchedCommand {
    let view: ObjectReference
    let dx, dy: Double
    let duration: Int64
    let steps: Int
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        dx = try match.number(.dx)
        dy = try match.number(.dy)
        duration = match.durationIfPresent(.duration) ?? 300_000
        steps = try match.steps(in: 1...1000, written: "1 and 1000", default: 10)
        location = match.node.location
    }

    func run(in session: Session) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        try session.simulate(at: location) {
            try session.drag(fingers: [view.centerInWindow], duration: duration, steps: steps) { i, p in Point(p.x + dx * i, p.y + dy * i) }
        }
    }
}

extension CommandTable {
    /// `pan`: its grammar, help and availability.
    static let panSpec = CommandSpec(name: "pan", forms: [
                    form(view("a view"), .keyword("by"), .argument(.number(.dx, "DX", "dx")), .argument(.number(.dy, "DY", "dy")),
                         .optional(.keyword("over"), .argument(.duration())), .optional(.keyword("steps"), .argument(.integer(.steps, "N", "the number of moves"))))],
                command: PanCommand.self,
                summary: "Drag one finger from VIEW's centre by DX DY in N moves (10 over 0.3 s by default), then lift.", examples: ["pan card by 120 0", "pan card by 0 -300 over 1s steps 20"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

/// `swipe VIEW left|right|up|down`: 120 pt in 100 ms.
struct SwipeCommand: MatchedCommand {
    let view: ObjectReference
    let direction: SwipeGestureRecognizer.Direction
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        direction = try match.choice(.direction, as: SwipeGestureRecognizer.Direction.self)
        location = match.node.location
    }

    func run(in session: Session) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        let (ux, uy): (Double, Double) = direction == .right ? (1, 0) : direction == .left ? (-1, 0) : direction == .down ? (0, 1) : (0, -1)
        try session.simulate(at: location) {
            try session.drag(fingers: [view.centerInWindow], duration: 100_000, steps: 5) { i, p in
                Point(p.x + 120 * ux * i, p.y + 120 * uy * i)
            }
        }
    }
}

extension CommandTable {
    /// `swipe`: its grammar, help and availability.
    static let swipeSpec = CommandSpec(name: "swipe", forms: [form(view("a view"), .argument(direction(.direction, unknown: "expected left, right, up or down, found '{word}'")))],
                command: SwipeCommand.self,
                summary: "A quick flick from VIEW's centre: 120 pt in 100 ms.", examples: ["swipe photo left"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

/// `pinch VIEW to SCALE`: two fingers 100 pt apart move to SCALE times that distance.
struct PinchCommand: MatchedCommand {
    let view: ObjectReference
    let scale: Double
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        scale = try match.number(.scale)
        location = match.node.location
        guard scale > 0 else { throw match.node.error(match.tokenIfPresent(.scale), "the scale must be greater than 0") }
    }

    func run(in session: Session) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        let c = view.centerInWindow
        try session.simulate(at: location) {
            try session.drag(fingers: [Point(c.x - 50, c.y), Point(c.x + 50, c.y)], duration: 300_000, steps: 5) { i, p in
                let f = 1 + (scale - 1) * i
                return Point(c.x + (p.x - c.x) * f, p.y)
            }
        }
    }
}

extension CommandTable {
    /// `pinch`: its grammar, help and availability.
    static let pinchSpec = CommandSpec(name: "pinch", forms: [form(view("a view"), .keyword("to"), .argument(.number(.scale, "SCALE", "the scale")))],
                command: PinchCommand.self,
                summary: "Two fingers 100 pt apart around VIEW's centre move to SCALE times that distance (fingers 1 and 2).", examples: ["pinch map to 2", "pinch map to 0.5"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

/// `rotate VIEW by DEGREES`: two fingers 100 pt apart turn around the view's centre.
struct RotateCommand: MatchedCommand {
    let view: ObjectReference
    let degrees: Double
    let location: SourceLocation

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        degrees = try match.number(.degrees)
        location = match.node.location
    }

    func run(in session: Session) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        let c = view.centerInWindow
        try session.simulate(at: location) {
            try session.drag(fingers: [Point(c.x - 50, c.y), Point(c.x + 50, c.y)], duration: 300_000, steps: 5) { i, p in
                let a = degrees * i * Double.pi / 180
                let (x, y) = (p.x - c.x, p.y - c.y)
                return Point(c.x + x * cosine(a) - y * sine(a), c.y + x * sine(a) + y * cosine(a))
            }
        }
    }
}

extension CommandTable {
    /// `rotate`: its grammar, help and availability.
    static let rotateSpec = CommandSpec(name: "rotate", forms: [form(view("a view"), .keyword("by"), .argument(.number(.degrees, "DEGREES", "the angle in degrees")))],
                command: RotateCommand.self,
                summary: "Two fingers 100 pt apart turn around VIEW's centre by DEGREES (clockwise on screen when positive).", examples: ["rotate map by 45"], topic: .events, echoes: true).available(.touchOnly(instead: "`click VIEW [for DURATION]`, or `mouse down|drag|up`"))
}

extension Match {
    /// `steps N`, checked against the range the command allows (`written` as the message says it).
    func steps(in range: ClosedRange<Int>, written: String, default value: Int) throws -> Int {
        guard case .integer(let n, let token)? = first(.steps) else { return value }
        guard range.contains(n) else { throw node.error(token, "steps must be between \(written)") }
        return n
    }
}

extension Session {
    /// Fingers 1, 2… go down at `start`, move `steps` times (position(fraction, start)), lift.
    func drag(fingers start: [Point], duration: Int64, steps: Int, _ position: (Double, Point) -> Point) throws {
        for (i, p) in start.enumerated() { try simulator.touches.touchDown(at: p, finger: i + 1) }
        for step in 1...steps {
            try simulator.wait(microseconds: duration / Int64(steps))
            for (i, p) in start.enumerated() {
                try simulator.touches.touchMove(to: position(Double(step) / Double(steps), p), finger: i + 1)
            }
        }
        for i in start.indices { try simulator.touches.touchUp(finger: i + 1) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin

#endif
private func sine(_ a: Double) -> Double { sin(a) }
private func cosine(_ a: Double) -> Double { cos(a) }
