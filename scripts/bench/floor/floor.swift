// The floor for bench.sh's `instructions` section: what a traced tap costs when a program does
// only the essential work, written directly in Swift for this one scene. simrepl's instructions
// per tap are judged against it ("how many times the floor").
//
// The scene is bench.sh's: window `main`, controller `benchVC` (its root view), a `card` in the
// controller's view, a button `benchButton` in the card with one target-action (benchVC.didTap:)
// and one closure (benchClosure) for touchUpInside, each logging one line.
//
// What it does per tap, as simrepl does:
// - hit-tests the touch point through the view tree, front to back, each view checked for
//   isHidden, alpha and isUserInteractionEnabled and its bounds, the point converted into each
//   subview's coordinates (the tree is built as objects, so the walk is a real one);
// - finds the button's handlers for touchDown (none) and touchUpInside (two) in its
//   target-action table, by event mask;
// - calls the target's method, looked up by selector in a per-object method table, and the
//   closure, each appending its log line (the method's names the sender);
// - writes the tap's trace, the same bytes simrepl's text trace prints for it (14 lines, ~700
//   bytes: time stamps, the touch number and points formatted each time, names from the
//   objects), into a 64 KiB buffer written out to standard output (bench.sh sends it to
//   /dev/null) whenever it fills.
//
// What it does not do (what simrepl does on top, and the ratio measures): no script parsing or
// command dispatch (the tap loop is a Swift `for`), no event records kept for `why`/`expect`,
// no causes or sequence numbers, no gesture recognizer or scroll view checks, no responder
// chain, no path interning (the path is built once), no control state machine beyond the two
// lines it prints, no multi-tap counting, no virtual clock or run loop. It is not tuned beyond
// what a careful programmer would write: plain classes, arrays, a dictionary for methods.
//
//   swiftc -O scripts/bench/floor/floor.swift -o floor && ./floor 1000 > /dev/null

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Point { var x: Double, y: Double }

class View {
    let name: String
    let nameBytes: [UInt8]
    // Unchecked like simrepl's (see Trace.buffer).
    @exclusivity(unchecked) var x, y, width, height: Double
    @exclusivity(unchecked) var isHidden = false, alpha = 1.0, isUserInteractionEnabled = true
    @exclusivity(unchecked) var subviews: [View] = []
    @exclusivity(unchecked) weak var superview: View?
    /// `main/benchVC.view/card/benchButton`, made the first time it is asked for (the tree
    /// does not change here; simrepl caches paths the same way until the hierarchy changes).
    lazy var pathBytes: [UInt8] = {
        var names: [[UInt8]] = []
        var v: View? = self
        while let view = v { names.append(view.nameBytes); v = view.superview }
        return Array(names.reversed().joined(separator: [UInt8(ascii: "/")]))
    }()

    init(_ name: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.name = name
        nameBytes = Array(name.utf8)
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    func add(_ view: View) { subviews.append(view); view.superview = self }

    /// UIView.hitTest: `p` in this view's coordinates.
    func hitTest(_ p: Point) -> View? {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
        guard p.x >= 0, p.y >= 0, p.x < width, p.y < height else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(Point(x: p.x - sub.x, y: p.y - sub.y)) { return hit }
        }
        return self
    }

    var centerInWindow: Point {
        var p = Point(x: width / 2, y: height / 2)
        var v: View? = self
        while let view = v, view.superview != nil { p.x += view.x; p.y += view.y; v = view.superview }
        return p
    }
}

final class Trace {
    // Unchecked, as simrepl's hot properties are: a checked class property costs a dynamic
    // exclusivity check (swift_beginAccess) on every append.
    @exclusivity(unchecked) var buffer: [UInt8] = []
    @exclusivity(unchecked) var lastTime: Int64 = -1
    /// The width of the last time stamp: a line at the same time is indented by it.
    @exclusivity(unchecked) var stampWidth = 7

    init() { buffer.reserveCapacity(1 << 16) }

    @inline(__always) func append(_ s: StaticString) { s.withUTF8Buffer { buffer.append(contentsOf: $0) } }
    @inline(__always) func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

    func int(_ v: Int) {
        var n = v.magnitude, divisor: UInt = 1
        if v < 0 { buffer.append(UInt8(ascii: "-")) }
        while n / divisor >= 10 { divisor *= 10 }
        repeat {
            buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n / divisor))
            n %= divisor; divisor /= 10
        } while divisor > 0
    }

    /// `[0.050] ` when the time changed, else as many spaces, then the indentation.
    func line(_ time: Int64, depth: Int) {
        if time == lastTime {
            buffer.append(contentsOf: spaces[0...stampWidth])
        } else {
            lastTime = time
            let start = buffer.count
            let ms = Int(time / 1000)
            buffer.append(UInt8(ascii: "["))
            int(ms / 1000)
            buffer.append(UInt8(ascii: "."))
            let frac = ms % 1000
            buffer.append(UInt8(ascii: "0") &+ UInt8(frac / 100))
            buffer.append(UInt8(ascii: "0") &+ UInt8(frac / 10 % 10))
            buffer.append(UInt8(ascii: "0") &+ UInt8(frac % 10))
            buffer.append(UInt8(ascii: "]"))
            stampWidth = buffer.count - start
            buffer.append(0x20)
        }
        buffer.append(contentsOf: spaces[0..<2 * depth])
    }
    /// An instance's, not a static: a static costs a swift_once check at every use.
    let spaces = [UInt8](repeating: 0x20, count: 64)

    func point(_ p: Point) {
        append("("); int(Int(p.x)); append(", "); int(Int(p.y)); append(")")
    }

    func endLine() {
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(1, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

struct Events: OptionSet {
    let rawValue: UInt32
    static let touchDown = Events(rawValue: 1), touchDownRepeat = Events(rawValue: 2), touchUpInside = Events(rawValue: 64)
}

/// A method or closure body: it gets the receiver (nil for a closure), the sender and the trace.
typealias Body = (_ receiver: Object?, _ sender: View, _ trace: Trace, _ depth: Int, _ time: Int64) -> Void

class Object {
    let nameBytes: [UInt8]
    @exclusivity(unchecked) var methods: [String: Body] = [:]
    init(_ name: String) { nameBytes = Array(name.utf8) }
}

enum Handler {
    case targetAction(target: Object, selector: String, selectorBytes: [UInt8])
    case closure(nameBytes: [UInt8], body: Body)
}

final class Button: View {
    @exclusivity(unchecked) var table: [(events: Events, handler: Handler)] = []
}

/// `log "…"`: the line at its depth.
func log(_ trace: Trace, _ time: Int64, _ depth: Int, _ body: (Trace) -> Void) {
    trace.line(time, depth: depth); trace.append("log: "); body(trace); trace.endLine()
}

func sends(_ button: Button, _ events: Events, _ eventName: StaticString, trace: Trace, time: Int64, depth: Int) {
    // UIControl sends the events to every handler whose mask shares one.
    var handlers: [Handler] = []
    for entry in button.table where !entry.events.isDisjoint(with: events) { handlers.append(entry.handler) }
    trace.line(time, depth: depth); trace.append(button.nameBytes); trace.append(" sends "); trace.append(eventName)
    switch handlers.count {
    case 0: trace.append(": no handlers")
    case 1: trace.append(": 1 handler")
    default: trace.append(": "); trace.int(handlers.count); trace.append(" handlers")
    }
    trace.endLine()
    for handler in handlers {
        switch handler {
        case .targetAction(let target, let selector, let selectorBytes):
            trace.line(time, depth: depth + 1)
            trace.append("target-action -> "); trace.append(target.nameBytes); trace.append(".")
            trace.append(selectorBytes); trace.append("(sender: "); trace.append(button.nameBytes); trace.append(")")
            trace.endLine()
            target.methods[selector]?(target, button, trace, depth + 2, time)
        case .closure(let nameBytes, let body):
            trace.line(time, depth: depth + 1)
            trace.append(nameBytes); trace.append(" runs (sender: "); trace.append(button.nameBytes); trace.append(")")
            trace.endLine()
            body(nil, button, trace, depth + 2, time)
        }
    }
}

/// The scene, then `taps` taps (locals, not globals: a global is checked for exclusive access).
func run(taps: Int, scriptName: String) {

    let window = View("main", 0, 0, 390, 844)
    let rootView = View("benchVC.view", 0, 0, 390, 844)
    let card = View("card", 20, 100, 350, 200)
    let button = Button("benchButton", 20, 20, 120, 44)
    window.add(rootView); rootView.add(card); card.add(button)
    let benchVC = Object("benchVC")
    benchVC.methods["didTap:"] = { _, sender, trace, depth, time in
        log(trace, time, depth) { $0.append("didTap: sent by "); $0.append(sender.nameBytes) }
    }
    button.table.append((.touchUpInside, .targetAction(target: benchVC, selector: "didTap:", selectorBytes: Array("didTap:".utf8))))
    button.table.append((.touchUpInside, .closure(nameBytes: Array("closure benchClosure (\(scriptName):10)".utf8), body: { _, _, trace, depth, time in
        log(trace, time, depth) { $0.append("closure ran") }
    })))

    let trace = Trace()
    var now: Int64 = 0
    var touchNumber = 0
    let point = button.centerInWindow
    // Multi-tap counting (UITouch.tapCount), simrepl's thresholds: a touch that starts within
    // 0.35 s and 45 pt of the last lift, on the same view, counts one more.
    var lastLift: (time: Int64, point: Point, view: View, count: Int)?
    for _ in 0..<taps {
        touchNumber += 1
        trace.lastTime = -1  // a command's line always shows the time
        trace.line(now, depth: 0); trace.append("> tap benchButton"); trace.endLine()
        guard let hit = window.hitTest(point) as? Button else { fatalError("the button was not hit") }
        var tapCount = 1
        if let last = lastLift, now - last.time <= 350_000, last.view === hit {
            let dx = point.x - last.point.x, dy = point.y - last.point.y
            if (dx * dx + dy * dy).squareRoot() <= 45 { tapCount = last.count + 1 }
        }
        trace.line(now, depth: 0); trace.append("touch#"); trace.int(touchNumber); trace.append(" down at "); trace.point(point)
        if tapCount > 1 { trace.append(" (tap "); trace.int(tapCount); trace.append(")") }
        trace.endLine()
        trace.line(now, depth: 1); trace.append("hit-test "); trace.point(point); trace.append(" -> "); trace.append(hit.nameBytes)
        trace.append("  ["); trace.append(hit.pathBytes); trace.append("]"); trace.endLine()
        trace.line(now, depth: 1); trace.append("touchesBegan -> "); trace.append(hit.nameBytes); trace.endLine()
        trace.line(now, depth: 2); trace.append(hit.nameBytes); trace.append(": highlighted, tracking (inside)"); trace.endLine()
        if tapCount > 1 {
            sends(hit, [.touchDown, .touchDownRepeat], "touchDown|touchDownRepeat", trace: trace, time: now, depth: 2)
        } else {
            sends(hit, .touchDown, "touchDown", trace: trace, time: now, depth: 2)
        }
        now += 50_000
        lastLift = (now, point, hit, tapCount)
        trace.line(now, depth: 0); trace.append("touch#"); trace.int(touchNumber); trace.append(" up at "); trace.point(point); trace.endLine()
        trace.line(now, depth: 1); trace.append("touchesEnded -> "); trace.append(hit.nameBytes); trace.endLine()
        trace.line(now, depth: 2); trace.append(hit.nameBytes); trace.append(": normal"); trace.endLine()
        sends(hit, .touchUpInside, "touchUpInside", trace: trace, time: now, depth: 2)
    }
    trace.flush()

}

run(taps: CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000,
    scriptName: CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "taps.sim")
