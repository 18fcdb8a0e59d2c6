import SimCore

/// Gesture commands: gesture, require, simultaneous, the gesture conveniences (longpress, pan,
/// swipe, pinch, rotate), and the inspections `recognizers` and `arena`. (`addTarget`,
/// `addAction`, `handler` and `set` take recognizers too.)
extension Interpreter {
    static let gestureKinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation"]

    /// `gesture NAME KIND on VIEW [OPTION VALUE]...`
    func gesture(_ args: inout ArgumentReader) throws {
        let name = try args.newName("a recognizer name")
        let kindToken = try args.word("a kind: " + Interpreter.gestureKinds.joined(separator: ", "))
        guard Interpreter.gestureKinds.contains(kindToken.text) else {
            throw args.error(kindToken, "unknown gesture kind '\(kindToken.text)'",
                             hint: Suggestions.hint(for: kindToken.text, in: Interpreter.gestureKinds) ?? "kinds: " + Interpreter.gestureKinds.joined(separator: ", "))
        }
        try args.expect("on")
        let view = try args.view("the view to attach it to")
        var options: [(Token, Value)] = []
        while args.hasMore {
            let key = try args.word("an option")
            if key.text == "direction" {
                let d = try args.word("left, right, up or down")
                options.append((key, .string(d.text)))
                continue
            }
            options.append((key, try readValue(&args)))
        }
        let recognizer = try create(name) { try simulator.gestures.addGestureRecognizer(kindToken.text, named: name.text, to: view) }
        for (key, value) in options { try setGestureProperty(recognizer, key, value) }
    }

    /// Options and `set` for recognizers.
    func setGestureProperty(_ r: GestureRecognizer, _ key: Token, _ value: Value) throws {
        func number() throws -> Double {
            guard case .number(let n) = value else { throw error(key, "'\(key.text)' takes a number, not \(value.typeName) \(value.rendered(in: world))") }
            return n
        }
        func count() throws -> Int {
            let n = try number()
            guard n == n.rounded(), n >= 1, n <= 10 else { throw error(key, "'\(key.text)' takes a whole number from 1 to 10, not \(formatNumber(n))") }
            return Int(n)
        }
        func bool() throws -> Bool {
            guard case .bool(let b) = value else { throw error(key, "'\(key.text)' takes true or false, not \(value.typeName) \(value.rendered(in: world))") }
            return b
        }
        switch (r, Properties.canonical(key.text)) {
        case (_, "enabled"): try simulator.gestures.setEnabled(r, try bool())
        case (_, "cancelsTouchesInView"): r.cancelsTouchesInView = try bool()
        case (_, "delaysTouchesBegan"): r.delaysTouchesBegan = try bool()
        case (_, "delaysTouchesEnded"): r.delaysTouchesEnded = try bool()
        case (let tap as TapGestureRecognizer, "taps"), (let tap as TapGestureRecognizer, "numberOfTapsRequired"): tap.numberOfTapsRequired = try count()
        case (let tap as TapGestureRecognizer, "touches"), (let tap as TapGestureRecognizer, "numberOfTouchesRequired"): tap.numberOfTouchesRequired = try count()
        case (let lp as LongPressGestureRecognizer, "duration"), (let lp as LongPressGestureRecognizer, "minimumPressDuration"):
            guard case .number(let n) = value, n >= 0 else { throw error(key, "'\(key.text)' takes a duration in seconds (0 or more)") }
            lp.minimumPressDuration = Int64((n * 1_000_000).rounded())
        case (let lp as LongPressGestureRecognizer, "movement"), (let lp as LongPressGestureRecognizer, "allowableMovement"):
            let n = try number()
            guard n >= 0 else { throw error(key, "the allowable movement cannot be negative") }
            lp.allowableMovement = n
        case (let pan as PanGestureRecognizer, "minTouches"), (let pan as PanGestureRecognizer, "minimumNumberOfTouches"): pan.minimumNumberOfTouches = try count()
        case (let swipe as SwipeGestureRecognizer, "direction"):
            guard case .string(let d) = value, let direction = SwipeGestureRecognizer.Direction(rawValue: d) else {
                throw error(key, "a swipe's direction is left, right, up or down, not \(value.interpolated(in: world))")
            }
            swipe.direction = direction
        case (let swipe as SwipeGestureRecognizer, "touches"), (let swipe as SwipeGestureRecognizer, "numberOfTouchesRequired"): swipe.numberOfTouchesRequired = try count()
        default:
            let names = ["enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"] + Interpreter.gestureOptions(of: r)
            throw error(key, "\(article(r.className)) has no option '\(key.text)'",
                        hint: Suggestions.hint(for: key.text, in: names) ?? "options: " + names.joined(separator: ", "))
        }
    }

    static func gestureOptions(of r: GestureRecognizer) -> [String] {
        switch r {
        case is TapGestureRecognizer: return ["taps", "touches"]
        case is LongPressGestureRecognizer: return ["duration", "movement"]
        case is PanGestureRecognizer: return ["minTouches"]
        case is SwipeGestureRecognizer: return ["direction", "touches"]
        default: return []
        }
    }

    /// `addTarget RECOGNIZER TARGET ACTION`: an identical pair is kept once.
    func addGestureTarget(_ args: inout ArgumentReader) throws {
        let r = try args.recognizer()
        let target = try args.object("the target")
        let selectorToken = try args.selectorToken()
        try args.end()
        try requireImplementation(of: selectorToken, by: target)
        simulator.gestures.addTarget(target, action: world.selector(selectorToken.text), to: r)
    }

    /// `addAction RECOGNIZER [capture …] { BODY }`: a closure handler.
    func addGestureAction(_ args: inout ArgumentReader) throws {
        let r = try args.recognizer()
        let (captures, body) = try closure(&args)
        let closure = world.addClosure(name: nil, identifier: nil, definedAt: args.node.location, captures: captures, body: body)
        simulator.gestures.addAction(closure, to: r)
    }

    /// `handler RECOGNIZER shouldBeginHandler|shouldReceiveTouchHandler|shouldRecognizeSimultaneouslyHandler { … }`
    func gestureBlock(_ args: inout ArgumentReader) throws {
        let r = try args.recognizer()
        let nameToken = try args.word("a block name")
        guard GestureRecognizer.delegateMethod(block: nameToken.text) != nil else {
            let names = GestureRecognizer.delegateMethods.map(\.block)
            throw args.error(nameToken, "\(article(r.className)) has no block handler '\(nameToken.text)'",
                             hint: Suggestions.hint(for: nameToken.text, in: names) ?? "blocks: " + names.joined(separator: ", "))
        }
        let (captures, body) = try closure(&args)
        let closure = world.addClosure(name: nameToken.text, identifier: nil, definedAt: args.node.location, captures: captures, body: body)
        try simulator.delegation.setBlock(closure, named: nameToken.text, on: r)
    }

    /// `require RECOGNIZER toFail OTHER`
    func requireToFail(_ args: inout ArgumentReader) throws {
        let r = try args.recognizer()
        try args.expect("toFail")
        let otherToken = args.peek
        let other = try args.recognizer()
        try args.end()
        guard other !== r else { throw args.error(otherToken, "a recognizer cannot require itself to fail") }
        if other.requiresFailureOf.contains(where: { $0 === r }) {
            throw args.error(otherToken, "\(other.name) already requires \(r.name) to fail: each would wait for the other forever")
        }
        if !r.requiresFailureOf.contains(where: { $0 === other }) { r.requiresFailureOf.append(other) }
    }

    /// `simultaneous RECOGNIZER OTHER`: both may recognize at once.
    func simultaneous(_ args: inout ArgumentReader) throws {
        let r = try args.recognizer()
        let other = try args.recognizer()
        try args.end()
        if !r.simultaneousWith.contains(other.id) { r.simultaneousWith.append(other.id) }
    }

    // MARK: - Conveniences

    /// The view and its centre in its window, for the gesture conveniences.
    private func gestureTarget(_ args: inout ArgumentReader) throws -> (View, Window, Point) {
        let token = args.peek
        let view = try args.view("a view")
        guard let window = view.window else { throw args.error(token, "'\(view.name)' is not in a window, so it cannot be touched") }
        return (view, window, view.centerInWindow)
    }

    /// `longpress VIEW [for DURATION]`: a finger held (0.8 s by default), then lifted.
    func longpress(_ args: inout ArgumentReader) throws {
        let (_, window, center) = try gestureTarget(&args)
        var duration: Int64 = 800_000
        if args.accept("for") { duration = try args.duration() }
        try args.end()
        try simulate(args) {
            try simulator.touches.touchDown(at: center, in: window)
            try simulator.wait(microseconds: duration)
            try simulator.touches.touchUp()
        }
    }

    /// `pan VIEW by DX DY [over DURATION] [steps N]`
    func pan(_ args: inout ArgumentReader) throws {
        let (_, window, center) = try gestureTarget(&args)
        try args.expect("by")
        let dx = try args.number("dx"), dy = try args.number("dy")
        let (duration, steps) = try pace(&args, duration: 300_000, steps: 10)
        try args.end()
        try simulate(args) {
            try drag(fingers: [center], in: window, duration: duration, steps: steps) { i, p in Point(p.x + dx * i, p.y + dy * i) }
        }
    }

    /// `swipe VIEW left|right|up|down`: 120 pt in 100 ms.
    func swipe(_ args: inout ArgumentReader) throws {
        let (_, window, center) = try gestureTarget(&args)
        let d = try args.word("left, right, up or down")
        guard let direction = SwipeGestureRecognizer.Direction(rawValue: d.text) else {
            throw args.error(d, "expected left, right, up or down, found '\(d.text)'",
                             hint: Suggestions.hint(for: d.text, in: SwipeGestureRecognizer.Direction.allCases.map(\.rawValue)))
        }
        try args.end()
        let (ux, uy): (Double, Double) = direction == .right ? (1, 0) : direction == .left ? (-1, 0) : direction == .down ? (0, 1) : (0, -1)
        try simulate(args) {
            try drag(fingers: [center], in: window, duration: 100_000, steps: 5) { i, p in Point(p.x + 120 * ux * i, p.y + 120 * uy * i) }
        }
    }

    /// `pinch VIEW to SCALE`: two fingers 100 pt apart move to SCALE times that distance.
    func pinch(_ args: inout ArgumentReader) throws {
        let (_, window, c) = try gestureTarget(&args)
        try args.expect("to")
        let scaleToken = args.peek
        let scale = try args.number("the scale")
        guard scale > 0 else { throw args.error(scaleToken, "the scale must be greater than 0") }
        try args.end()
        try simulate(args) {
            try drag(fingers: [Point(c.x - 50, c.y), Point(c.x + 50, c.y)], in: window, duration: 300_000, steps: 5) { i, p in
                let f = 1 + (scale - 1) * i
                return Point(c.x + (p.x - c.x) * f, p.y)
            }
        }
    }

    /// `rotate VIEW by DEGREES`: two fingers 100 pt apart turn around the view's centre.
    func rotate(_ args: inout ArgumentReader) throws {
        let (_, window, c) = try gestureTarget(&args)
        try args.expect("by")
        let degrees = try args.number("the angle in degrees")
        try args.end()
        try simulate(args) {
            try drag(fingers: [Point(c.x - 50, c.y), Point(c.x + 50, c.y)], in: window, duration: 300_000, steps: 5) { i, p in
                let a = degrees * i * Double.pi / 180
                let (x, y) = (p.x - c.x, p.y - c.y)
                return Point(c.x + x * cosine(a) - y * sine(a), c.y + x * sine(a) + y * cosine(a))
            }
        }
    }

    private func pace(_ args: inout ArgumentReader, duration: Int64, steps: Int) throws -> (Int64, Int) {
        var d = duration, n = steps
        if args.accept("over") { d = try args.duration() }
        if args.accept("steps") {
            let t = args.peek
            n = try args.integer("the number of moves")
            guard (1...1000).contains(n) else { throw args.error(t, "steps must be between 1 and 1000") }
        }
        return (d, n)
    }

    /// Fingers 1, 2… go down at `start`, move `steps` times (position(fraction, start)), lift.
    private func drag(fingers start: [Point], in window: Window, duration: Int64, steps: Int,
                      _ position: (Double, Point) -> Point) throws {
        for (i, p) in start.enumerated() { try simulator.touches.touchDown(at: p, in: window, finger: i + 1) }
        for step in 1...steps {
            try simulator.wait(microseconds: duration / Int64(steps))
            for (i, p) in start.enumerated() {
                try simulator.touches.touchMove(to: position(Double(step) / Double(steps), p), finger: i + 1)
            }
        }
        for i in start.indices { try simulator.touches.touchUp(finger: i + 1) }
    }

    // MARK: - Inspection

    /// `recognizers VIEW` / `recognizers at X Y`: the candidates a touch there would meet.
    func recognizers(_ args: inout ArgumentReader) throws {
        let view: View?
        if args.accept("at") {
            let p = try args.point()
            guard let window = simulator.touches.touchWindow else { throw args.error(nil, SimulationError.noKeyWindow.description) }
            view = window.hitTest(p)
        } else {
            view = try args.view()
        }
        try args.end()
        guard let hit = view else { emitOutput("no view there, so no recognizers"); return }
        emitOutput(scene.recognizers(touching: hit.id))
    }

    /// `arena`: the last touch sequence's candidates and decisions, in order.
    func arena(_ args: inout ArgumentReader) throws {
        try args.end()
        emitOutput(ArenaReport.text(simulator.log, names: names))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
private func sine(_ a: Double) -> Double { sin(a) }
private func cosine(_ a: Double) -> Double { cos(a) }
