// Helpers shared by the test targets: a sink that keeps every event, and a small scene built
// through the Swift API (no `.sim` language), with a log of what its Swift handlers ran.
import Foundation
import SimCore

/// Keeps every event it receives, in order.
package final class RecordingSink: EventSink {
    package init() {}
    package private(set) var events: [Event] = []

    package func receive(_ event: Event) { events.append(event) }
    package func clear() { events.removeAll() }

    package func events(_ kind: Event.Kind) -> [Event] { events.filter { $0.kind == kind } }

    /// The events of `kind` whose outcome (as JSON Lines spell it) is `outcome`.
    package func events(_ kind: Event.Kind, outcome: String) -> [Event] { events(kind).filter { $0.outcome == outcome } }

    /// The control events `control` sent, one entry per `sendActions` call, spelled as the trace
    /// spells them (`touchDown`, `touchDragExit`, `touchDown|touchDownRepeat`). Recorded whether or
    /// not a handler is registered, so the tracking sequence itself is visible.
    package func controlEvents(of control: SimObject) -> [String] {
        events.compactMap { e in
            guard e.object == control.id, case .controlEvent(let sent, _) = e.payload else { return nil }
            return sent.name
        }
    }
}

extension Event.Payload {
    /// How many weak references a `released` event counted (nil for other kinds).
    package var released: Int32? {
        if case .released(let n) = self { return n }
        return nil
    }

    /// The previous first responder a `firstResponder` event names.
    package var firstResponderPrevious: SimObject.ID? {
        if case .firstResponder(_, let previous) = self { return previous }
        return nil
    }
}

extension Event {
    /// The touch phase of a touch, delivery, forward or unhandled event (nil for other kinds).
    package var phase: TouchPhase? {
        switch payload {
        case .touch(let phase, _, _), .deliver(let phase), .forward(let phase, _), .touchUnhandled(let phase): return phase
        default: return nil
        }
    }
}

/// What a test could not find.
package struct TestSetupError: Error, CustomStringConvertible {
    package let description: String
    package init(description: String) { self.description = description }
}

/// The same scene built through the Swift API, with a recording sink attached.
package struct LoginScene {
    package let sim: Simulator
    package let sink = RecordingSink()
    package let window: Window
    package let home: ViewController
    package let card: View
    package let login: Button

    package var world: World { sim.world }
    /// The login button's centre, in window coordinates.
    package var loginCenter: Point { login.centerInWindow }

    /// The scene in `simulator`'s world: a new UIKit simulator by default; pass one made over
    /// `World(rules: AppKitRules())` for the same scene in AppKit, or one with a small log.
    package init(simulator: Simulator = Simulator()) throws {
        sim = simulator
        sim.tracer.add(sink)
        window = try sim.world.makeWindow("main")
        home = try sim.world.makeViewController("home", frame: Rect(0, 0, 390, 844))
        sim.world.setRoot(home, of: window)
        card = try sim.world.makeView("card", in: home.view, frame: Rect(20, 100, 350, 300))
        login = try sim.world.makeButton("login", in: card, frame: Rect(20, 20, 120, 44), title: "Log in")
    }

    /// Makes `object` implement `selector`; each call appends `"object.selector"` to `calls`.
    package func implement(_ object: SimObject, _ selector: String, calls: CallLog? = nil,
                   body: @escaping ActionBody = { _ in }) {
        let name = "\(object.name).\(selector)"
        object.define(Method(selector: world.selector(selector), definedAt: nil) { context in
            calls?.list.append(name)
            try body(context)
        })
    }
}

/// Handler bodies written in Swift append here, so a test can check what ran and in which order.
package final class CallLog {
    package var list: [String] = []
    package init() {}
}


/// The package's root folder, found from this file's path (Tests/SimTestSupport/…): where the
/// scenario library, the docs and the scripts are.
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
