import Testing
@testable import SimCore
@testable import SimScript

/// Switch, slider, stepper and segmented control (Controls/ValueControls.swift,
/// Controls/Simulator+ValueControls.swift), tapCount/touchDownRepeat and UIControl.State.
@Suite("Value controls")
struct ValueControlTests {
    static let scene = """
        window main
        controller vc in main
        switch wifi in vc.view frame 300 100 51 31
        slider volume in vc.view frame 20 200 300 31 max 10 value 5
        stepper guests in vc.view frame 20 300 94 32 min 1 max 4 value 2
        segmented range in vc.view frame 20 400 300 32 segments "Day" "Week" "Month" selected 0

        """

    private func valueChangedCount(_ run: ScriptRun, _ name: String) throws -> Int {
        run.sink.controlEvents(of: try run.object(name)).filter { $0 == "valueChanged" }.count
    }

    @Test func aTapTogglesASwitchAndSetOnIsSilent() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "tap wifi\nexpect wifi.on == true\nset wifi.on = false\nwait 1s\ntap wifi\nexpect wifi.on == true\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(try valueChangedCount(run, "wifi") == 2)
        // valueChanged comes before touchUpInside (the simulator's documented choice).
        let events = run.sink.controlEvents(of: try run.object("wifi"))
        #expect(events.prefix(3) == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func aTapThatEndsOutsideTheSwitchDoesNotToggleIt() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "touch down wifi\ntouch move at 100 700\ntouch up\nexpect wifi.on == false\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(try valueChangedCount(run, "wifi") == 0)
    }

    @Test func aContinuousSliderReportsEveryMoveAndANonContinuousOneOnlyAtTheEnd() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "slide volume to 8 steps 3\nset volume.continuous = false\nslide volume to 2 steps 4\nexpect volume.value == 2\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(try valueChangedCount(run, "volume") == 3 + 1)
        #expect(run.sink.events(.valueChange).filter { $0.outcome == "deferred" }.count == 4)
    }

    @Test func aTouchOffTheThumbDoesNotMoveTheSlider() throws {
        let run = ScriptRun()
        // The thumb of value 5 on 0…10 over 300 pt sits at x = 150 (window x 170).
        #expect(run.run(Self.scene + "touch down at 40 215\ntouch move at 300 215\ntouch up\nexpect volume.value == 5\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }

    @Test func aStepperStepsOnTouchDownRepeatsWhileHeldAndStopsAtItsLimit() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "press guests plus for 1s\nexpect guests.value == 4\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        let changes = run.sink.events(.valueChange).filter { $0.outcome == "performed" }
        #expect(changes.map(\.time) == [0, 500_000])  // touch down, then after the repeat delay
        // The first repeat reaches the maximum; autorepeat then stops instead of stepping in place.
        #expect(run.sink.events(.valueChange).filter { $0.outcome == "repeated" }.count == 1)
    }

    @Test func aWrappingStepperGoesAroundAndTheLeftHalfDecrements() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set guests.wraps = true
            set guests.value = 4
            press guests plus
            expect guests.value == 1
            wait 1s
            press guests minus
            expect guests.value == 4
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }

    @Test func aNonContinuousStepperSendsOneValueChangedWhenReleased() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "set guests.continuous = false\nset guests.value = 1\npress guests plus for 800ms\nexpect guests.value == 4\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(try valueChangedCount(run, "guests") == 1)
    }

    @Test func aSegmentIsSelectedOnTouchUpAndOnlyAChangeSendsValueChanged() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "tap range segment 2\nwait 1s\ntap range segment 2\nexpect range.selectedTitle == \"Month\"\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(try valueChangedCount(run, "range") == 1)
    }

    /// The tap count of every touch that went down, in order.
    private func tapCounts(_ run: ScriptRun) -> [Int32] {
        run.sink.events.compactMap { e in
            guard case .touch(.began, _, let tapCount) = e.payload else { return nil }
            return tapCount
        }
    }

    @Test func quickTapsCountUpAndSendTouchDownRepeat() throws {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\ntap login\ntap login\ntap login\nwait 1s\ntap login\n") == .completed)
        let downs = tapCounts(run)
        #expect(downs == [1, 2, 3, 1])
        #expect(run.sink.controlEvents(of: try run.object("login")).filter { $0.hasPrefix("touchDown") }
                == ["touchDown", "touchDown|touchDownRepeat", "touchDown|touchDownRepeat", "touchDown"])
    }

    @Test func aTapFarAwayOrOnAnotherViewStartsANewCount() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\nbutton other in card frame 200 20 100 44\ntap login\ntap other\ntap login at 5 5\ntap login at 10 10\ntap login\n") == .completed)
        #expect(tapCounts(run) == [1, 1, 1, 2, 1])
    }

    @Test func theStatePropertyNamesUIControlState() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            expect login.state == "normal"
            touch down login
            expect login.state == "highlighted"
            touch up
            set login.selected = true
            set login.enabled = false
            expect login.state == "disabled|selected"
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }

    /// Apple: UISlider.value and UIStepper.value clamp to the range; a slider limit set past the
    /// other moves it along; a stepper's limits and step raise instead (tested below).
    @Test func outOfRangeValuesAreClampedWhereUIKitClampsThem() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set volume.value = 12
            set guests.value = -3
            set volume.minimumValue = 20

            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        let volume = try run.object("volume", Slider.self), guests = try run.object("guests", Stepper.self)
        #expect(volume.minimumValue == 20 && volume.maximumValue == 20 && volume.value == 20)
        #expect(guests.value == 1)
        // Clamping is silent, as UIKit's is: no valueChanged.
        #expect(try valueChangedCount(run, "volume") == 0)
    }

    @Test func badValueControlInputGivesDiagnostics() {
        expectScriptErrors([
            (source: "slide volume to 11\n", message: "11 is outside volume's range 0…10"),
            (source: "set wifi.on = 3\n", message: "'on' takes true or false, not number 3"),
            (source: "set range.selectedSegmentIndex = 7\n", message: "range has no segment 7"),
            (source: "tap range segment 3\n", message: "range has no segment 3"),
            (source: "set guests.stepValue = 0\n", message: "the step must be greater than 0, not 0"),
            (source: "set guests.minimumValue = 9\n", message: "the minimum 9 must be below the maximum 4"),
            (source: "press wifi plus\n", message: "'wifi' is a UISwitch, not a stepper"),
            (source: "press guests up\n", message: "expected plus or minus, found 'up'"),
            (source: "slide guests to 1\n", message: "'guests' is a UIStepper, not a slider"),
            (source: "segmented empty in vc.view segments\n", message: "missing the segment titles"),
            (source: "config stepperRepeatInterval 0s\n", message: "stepperRepeatInterval must be longer than 0"),
        ], after: Self.scene)
    }
}
