import Testing
@testable import SimCore
@testable import SimScript

/// UIKit's touch rules beyond one finger in one window (issue 14): which window a touch goes
/// to, isMultipleTouchEnabled and isExclusiveTouch, and script overrides of UIKit's methods.
@Suite("Touch fidelity")
struct TouchFidelityTests {
    private func run(_ source: String) -> ScriptRun {
        let run = ScriptRun.of(source)
        #expect(run.errors.isEmpty, "\(run.errors)")
        return run
    }

    /// The view each touch was hit-tested to, in order.
    private func hits(_ run: ScriptRun) -> [String] {
        run.sink.events.compactMap { e in
            guard case .hitTest = e.payload else { return nil }
            return run.world.object(e.object).name
        }
    }

    static let twoWindows = loginSceneSource + """

        window banner size 390 200
        view strip in banner frame 0 0 390 200
        makeKey main

        """

    @Test func aTouchGoesToTheFrontMostWindowAtItsPointNotToTheKeyWindow() {
        let r = run(Self.twoWindows + "tap login\ntap at 100 500")
        #expect(hits(r) == ["strip", "home.view"], "login lies under the banner; lower down, main is in front")
    }

    @Test func aHiddenWindowOrALowerLevelLetsTheTouchThrough() {
        let hidden = run(Self.twoWindows + "set banner.hidden = true\ntap login")
        #expect(hits(hidden) == ["login"])
        let raised = run(Self.twoWindows + "set main.windowLevel = 1000\ntap login")
        #expect(hits(raised) == ["login"], "a higher level is in front whatever the order")
    }

    @Test func aViewGetsOnlyTheFirstFingerUnlessMultipleTouchIsEnabled() {
        let scene = loginSceneSource + "\nmethod card touchesBegan { log \"began\" }\n"
        let fingers = "touch down at 200 250\ntouch down at 300 250 finger 2\n"
        let single = run(scene + fingers)
        #expect(single.loggedLines == ["began"])
        #expect(single.output.contains("card does not get touch#2: isMultipleTouchEnabled is false and it already has touch#1"), "\(single.output)")
        let multiple = run(scene + "set card.multipleTouchEnabled = true\n" + fingers)
        #expect(multiple.loggedLines == ["began", "began"])
    }

    @Test func anExclusiveTouchViewBlocksTheOthersAndIsBlockedByThem() {
        let scene = loginSceneSource + """

            method card touchesBegan { log "card began" }
            set login.exclusiveTouch = true

            """
        let first = run(scene + "touch down login\ntouch down at 300 250 finger 2")
        #expect(first.loggedLines.isEmpty, "card is refused while login tracks")
        let second = run(scene + "touch down at 300 250\ntouch down login finger 2")
        #expect(second.loggedLines == ["card began"])
        #expect(second.output.contains("login does not get touch#2: it is exclusiveTouch and another view has touch#1"), "\(second.output)")
    }

    @Test func aControlOverridingTouchesStopsTrackingUnlessItCallsSuper() {
        let scene = loginSceneSource + "\nmethod home didTap: { log \"didTap\" }\naddTarget login home didTap: for touchUpInside\n"
        let without = run(scene + "method login touchesEnded { log \"own\" }\ntap login")
        #expect(without.loggedLines == ["own"], "touchesEnded overridden: no touchUpInside")
        let with = run(scene + "method login touchesEnded { log \"own\"\n super\n}\ntap login")
        #expect(with.loggedLines == ["own", "didTap"])
    }

    @Test func superInAViewsOverridePassesTheTouchesOn() {
        let r = run(loginSceneSource + """

            method card touchesBegan { log "card"
                super
            }
            method home touchesBegan { log "home" }
            tap card
            """)
        #expect(r.loggedLines == ["card", "home"])
    }

    @Test func superOutsideAnOverrideIsAnError() {
        let r = ScriptRun()
        r.run(loginSceneSource + "\nmethod home refresh { super }\nsendAction refresh to home")
        #expect(r.errors.first?.message.contains("'super' has nothing to call here") == true, "\(r.errors)")
        let top = ScriptRun()
        top.run("super")
        #expect(top.errors.first?.message.contains("'super' outside a method") == true, "\(top.errors)")
    }

    @Test func aCanPerformActionOverrideAnsweringFalsePassesTheResponderOver() {
        let r = run(loginSceneSource + """

            appdelegate delegate
            method home copy: { log "home" }
            method delegate copy: { log "delegate" }
            method home canPerformAction:withSender: {
                log "asked about {action}"
                return false
            }
            sendAction copy: from login
            """)
        #expect(r.loggedLines == ["asked about copy:", "delegate"])
    }

    @Test func anImageViewLikeALabelLetsTheTouchThroughToTheViewBehind() {
        let r = run(loginSceneSource + "\nimageview photo in card frame 200 20 100 100 image \"lamp.png\"\ntap photo")
        #expect(hits(r) == ["card"])
        #expect(r.output.contains("hit-test skips photo: isUserInteractionEnabled is false"), "\(r.output)")
    }

    /// UITouch.tapCount counts taps: a drag before a tap does not make the tap a second one.
    @Test func aDragIsNotCountedAsATapOfAMultiTap() {
        let r = run(loginSceneSource + "\ntouch down card at 100 100\ntouch move at 100 160\ntouch up\ntap at 100 160\ntap at 100 160")
        #expect(r.output.contains("touch#2 down at (100, 160)\n"), "\(r.output)")
        #expect(r.output.contains("touch#3 down at (100, 160) (tap 2)"), "a tap right after a tap still counts")
    }
}
