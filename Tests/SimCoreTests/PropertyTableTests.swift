import Testing
@testable import SimCore
import SimTestSupport

/// The property tables each class keeps (SimCore/Descriptors): read and written from Swift, with
/// no `.sim` language in between, UIKit's rules hold — a library user gets them too.
@Suite("Property tables")
struct PropertyTableTests {
    @Test func aValueControlsRulesHoldThroughTheSwiftAPI() throws {
        let scene = try LoginScene()
        let stepper = try scene.world.makeStepper("guests", in: scene.card)
        // UIStepper.value clamps to its range, silently: 500 becomes the maximum (100).
        try stepper.setProperty("value", to: .number(500), in: scene.sim)
        #expect(stepper.value == 100)
        #expect(stepper.property("value") == .number(100))
        // A step of 0 raises in UIKit; a stepper's limits must differ.
        #expect(throws: PropertyError.notPositive(0)) { try stepper.setProperty("stepValue", to: .number(0), in: scene.sim) }
        #expect(throws: PropertyError.limitsCross(minimum: true, value: 100, other: 100)) {
            try stepper.setProperty("minimumValue", to: .number(100), in: scene.sim)
        }
        // A slider's limit set past the other takes it along (UISlider's documented rule).
        let slider = try scene.world.makeSlider("volume", in: scene.card)
        try slider.setProperty("max", to: .number(-1), in: scene.sim)
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
        let segments = try scene.world.makeSegmentedControl("range", in: scene.card, segments: ["Day", "Week"])
        #expect(throws: PropertyError.noSuchSegment(2, count: 2)) { try segments.setProperty("selected", to: .number(2), in: scene.sim) }
        #expect(throws: PropertyError.wrongType(expected: .bool)) { try scene.login.setProperty("hidden", to: .number(1), in: scene.sim) }
    }

    @Test func aValueSetInCodeIsTracedButSendsNoEvent() throws {
        let scene = try LoginScene()
        let wifi = try scene.world.makeSwitch("wifi", in: scene.card)
        try wifi.setProperty("isOn", to: .bool(true), in: scene.sim)
        #expect(wifi.isOn)
        #expect(scene.sink.events(.valueChange, outcome: "none").count == 1, "a change set in code is traced")
        #expect(scene.sink.events(.controlEvent).isEmpty, "and sends no valueChanged")
        try wifi.setProperty("on", to: .bool(false), in: scene.sim, creating: true)
        #expect(scene.sink.events(.valueChange).count == 1, "a maker's option is not traced")
    }

    @Test func eitherSpellingAndTheClassChainFindAProperty() throws {
        let scene = try LoginScene()
        #expect(scene.login.property("isHidden") == .bool(false))
        #expect(scene.login.property("hidden") == .bool(false))
        // A responder's isFirstResponder, asked either way; the application's is an object.
        #expect(scene.login.property("firstResponder") == .bool(false))
        #expect(scene.world.application.property("firstResponder") == .null)
        // show's order: UIResponder's, UIView's, UIControl's, UIButton's.
        let names = scene.login.properties.map(\.name)
        #expect(names.prefix(4) == ["canBecomeFirstResponder", "canResignFirstResponder", "isFirstResponder", "nextResponder"])
        #expect(names.suffix(7) == ["enabled", "selected", "highlighted", "tracking", "touchInside", "state", "title"])
        // A read-only property is not settable; the application's responder flags are read-only.
        #expect(throws: PropertyError.unknown) { try scene.login.setProperty("tracking", to: .bool(true), in: scene.sim) }
        #expect(!scene.world.application.settableProperties.contains { $0.name == "canBecomeFirstResponder" })
        #expect(scene.login.designTimeProperties.map(\.name).contains("title"))
        #expect(!scene.login.designTimeProperties.map(\.name).contains("highlighted"), "a nib does not set a momentary state")
    }

    @Test func anAppKitViewHasItsOwnProperties() throws {
        let sim = Simulator(world: World(rules: AppKitRules()))
        let window = try sim.world.makeWindow("main")
        let view = try sim.world.makeView("v", in: window, frame: Rect(0, 0, 10, 10))
        #expect(view.property("acceptsFirstMouse") == .bool(false))
        try view.setProperty("acceptsFirstMouse", to: .bool(true), in: sim)
        #expect(view.acceptsFirstMouse)
        // NSView has no userInteractionEnabled to set; UIView has no acceptsFirstMouse.
        #expect(throws: PropertyError.unknown) { try view.setProperty("userInteractionEnabled", to: .bool(false), in: sim) }
        let scene = try LoginScene()
        #expect(scene.card.property("acceptsFirstMouse") == nil)
    }

    @Test func aRecognizerTurnedOffMidGestureIsCancelled() throws {
        let scene = try LoginScene()
        let hold = try scene.sim.gestures.addGestureRecognizer("longPress", named: "hold", to: scene.card)
        try hold.setProperty("duration", to: .number(0.2), in: scene.sim)
        #expect(hold.property("minimumPressDuration") == .number(0.2))
        try scene.sim.touches.touchDown(at: Point(30, 110))
        try scene.sim.wait(microseconds: 300_000)
        #expect(hold.state == .began)
        try hold.setProperty("enabled", to: .bool(false), in: scene.sim)
        #expect(hold.state == .cancelled)
        #expect(throws: PropertyError.notADuration(-1)) { try hold.setProperty("duration", to: .number(-1), in: scene.sim) }
    }
}
