import SimCore

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

    func run(in session: Interpreter) throws {
        let view = try self.view.resolve(View.self, in: session)
        let values = try options.map { key, value -> (Token, Value) in
            if case .expression(let e, _) = value { return (key, try session.evaluate(e)) }
            return (key, .string(value.token.text))
        }
        let recognizer = try session.create(name) { try session.simulator.gestures.addGestureRecognizer(kind, named: name.text, to: view) }
        for (key, value) in values { try session.setProperty(recognizer, key, value, creating: true) }
    }
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

    func run(in session: Interpreter) throws {
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

/// `simultaneous RECOGNIZER RECOGNIZER`: both may recognize at once.
struct SimultaneousCommand: MatchedCommand {
    let recognizer: ObjectReference
    let other: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        recognizer = try match.object(.recognizer)
        other = try match.object(.other)
    }

    func run(in session: Interpreter) throws {
        let r = try recognizer.resolve(GestureRecognizer.self, in: session)
        let other = try self.other.resolve(GestureRecognizer.self, in: session)
        if !r.simultaneousWith.contains(other.id) { r.simultaneousWith.append(other.id) }
    }
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

    func run(in session: Interpreter) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        let touches = session.simulator.touches
        try session.simulate(at: location) {
            try touches.touchDown(at: view.centerInWindow)
            try session.simulator.wait(microseconds: duration)
            try touches.touchUp()
        }
    }
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

    func run(in session: Interpreter) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        try session.simulate(at: location) {
            try session.drag(fingers: [view.centerInWindow], duration: duration, steps: steps) { i, p in Point(p.x + dx * i, p.y + dy * i) }
        }
    }
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

    func run(in session: Interpreter) throws {
        let view = try TouchTarget.inWindow(self.view, View.self, session).view
        let (ux, uy): (Double, Double) = direction == .right ? (1, 0) : direction == .left ? (-1, 0) : direction == .down ? (0, 1) : (0, -1)
        try session.simulate(at: location) {
            try session.drag(fingers: [view.centerInWindow], duration: 100_000, steps: 5) { i, p in
                Point(p.x + 120 * ux * i, p.y + 120 * uy * i)
            }
        }
    }
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

    func run(in session: Interpreter) throws {
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

    func run(in session: Interpreter) throws {
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

extension Match {
    /// `steps N`, checked against the range the command allows (`written` as the message says it).
    func steps(in range: ClosedRange<Int>, written: String, default value: Int) throws -> Int {
        guard case .integer(let n, let token)? = first(.steps) else { return value }
        guard range.contains(n) else { throw node.error(token, "steps must be between \(written)") }
        return n
    }
}

extension Interpreter {
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
