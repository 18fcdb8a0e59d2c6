import Testing
@testable import SimCore
@testable import SimScript

/// Gesture recognizers (Gestures/, Gestures/Simulator+Gestures.swift): states, delivery,
/// conflicts, the controls' own gestures, and bad input.
@Suite("Gesture recognizers")
struct GestureTests {
    static let scene = """
        window main
        controller vc in main
        view card in vc.view frame 20 100 350 400
        button buy in card frame 20 20 120 44
        method vc bought: { log "bought" }
        addTarget buy vc bought: for touchUpInside

        """

    /// Each recognizer's transitions, as `name:outcome`.
    private func transitions(_ run: ScriptRun) -> [String] {
        run.sink.events(.gesture).filter { $0.object >= 0 && $0.outcome != "touchesCancelledForView" }
            .map { "\(run.world.object($0.object).name):\($0.outcome ?? "none")" }
    }

    @Test func aDiscreteTapGoesPossibleToRecognizedAndBackAndActsOnce() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "gesture t tap on card\naddAction t { log \"{sender.state}\" }\ntap card at 300 300\n") == .completed)
        #expect(transitions(run) == ["t:stateEnded", "t:statePossible"])
        #expect(run.loggedLines == ["ended"])
    }

    @Test func aContinuousPanActsOnBeganChangedAndEndedNeverOnPossibleOrFailed() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture p pan on card
            addAction p { log "{sender.state} {sender.translation}" }
            pan card by 40 0 steps 4
            touch down card
            touch move card at 180 205
            touch up
            """) == .completed)
        // 10 pt per move: the first move reaches the 10 pt threshold, so it begins right there.
        #expect(run.loggedLines == ["began (10, 0)", "changed (20, 0)", "changed (30, 0)", "changed (40, 0)", "ended (40, 0)"])
        #expect(transitions(run).suffix(2) == ["p:stateFailed", "p:statePossible"])
    }

    @Test func candidatesAreTheHitViewsRecognizersThenItsAncestors() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture outer tap on vc.view
            gesture inner tap on card taps 2
            recognizers buy
            """) == .completed)
        #expect(run.output.contains("  1. inner (tap, 2 taps, on card, possible)\n  2. outer (tap, on vc.view, possible)"))
    }

    @Test func aRecognizerThatRecognizesCancelsTheViewsTouchesAndAControlSendsTouchCancel() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "gesture p pan on card\npan buy by 0 50\nexpect not ran vc bought:\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.sink.controlEvents(of: try run.object("buy")).contains("touchCancel"))
    }

    @Test func withCancelsTouchesInViewOffTheViewSeesTheWholeTouch() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "gesture p pan on card cancelsTouchesInView false\npan buy by 0 150\nexpect ran vc bought: never\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // The button saw the whole touch: it ended outside, so touchUpOutside rather than touchCancel.
        let events = run.sink.controlEvents(of: try run.object("buy"))
        #expect(!events.contains("touchCancel"))
        #expect(events.last == "touchUpOutside")
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchesBeganUntilTheRecognizerFails() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            method card touchesBegan { log "card began" }
            gesture hold longPress on card delaysTouchesBegan true
            touch down card at 300 300
            expect not log "card began"
            touch move card at 300 340
            expect log "card began"
            touch up
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }

    @Test func aSingleTapRequiringADoubleTapToFailWaitsForTheMultiTapInterval() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture single tap on card
            gesture double tap on card taps 2
            require single toFail double
            addAction single { log "single" }
            addAction double { log "double" }
            tap card at 300 300
            wait 300ms
            expect not log "single"
            wait 100ms
            expect log "single"
            wait 1s
            tap card at 300 300
            tap card at 300 300
            wait 1s
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["single", "double"])
    }

    /// `fail` looks for waiters only on recognizers some other requires to fail (so N failing
    /// at once cost N, not N²): a waiter among many others is still released when the one it
    /// waits for fails, and recognizers nobody waits on fail as before.
    @Test func aWaiterAmongManyRecognizersIsReleasedWhenTheOneItRequiresFails() {
        let run = ScriptRun()
        let others = (0..<30).map { "gesture other\($0) pan on card\n" }.joined()
        #expect(run.run(Self.scene + others + """
            gesture single tap on card
            gesture double tap on card taps 2
            require single toFail double
            addAction single { log "single" }
            tap card at 300 300
            wait 1s
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["single"])
        #expect(transitions(run).filter { $0.hasPrefix("other") && $0.hasSuffix(":stateFailed") }.count == 30)
    }

    @Test func withoutRequireToFailTheFirstToRecognizeMakesTheOthersFail() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture single tap on card
            gesture double tap on card taps 2
            addAction double { log "double" }
            tap card at 300 300
            tap card at 300 300
            """) == .completed)
        #expect(run.loggedLines.isEmpty)
        #expect(transitions(run).filter { $0 == "double:stateFailed" }.count == 2)
    }

    @Test func simultaneousRecognitionByCommandDelegateOrBlock() {
        for allow in ["simultaneous a b", "method vc gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer: { return true }\nset a.delegate = vc",
                      "handler b shouldRecognizeSimultaneouslyHandler { return true }"] {
            let run = ScriptRun()
            #expect(run.run(Self.scene + """
                gesture a pan on card
                gesture b pan on vc.view
                addAction a { log "a {sender.state}" }
                addAction b { log "b {sender.state}" }
                \(allow)
                pan card by 30 0 steps 2
                """) == .completed)
            #expect(run.loggedLines.contains("a began") && run.loggedLines.contains("b began"), "\(allow): \(run.loggedLines)")
        }
    }

    @Test func shouldBeginFalseFailsItAndShouldReceiveFalseKeepsTheTouchFromIt() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture t tap on card
            addAction t { log "tap" }
            handler t shouldBeginHandler { return false }
            tap card at 300 300
            """) == .completed)
        #expect(run.loggedLines.isEmpty)
        #expect(transitions(run).first == "t:stateFailed")

        let run2 = ScriptRun()
        #expect(run2.run(Self.scene + """
            gesture t tap on card
            addAction t { log "tap" }
            method vc gestureRecognizer:shouldReceiveTouch: { return false }
            set t.delegate = vc
            tap card at 300 300
            """) == .completed)
        #expect(run2.loggedLines.isEmpty)
        #expect(transitions(run2).first == "t:touchIgnored")
    }

    @Test func controlsKeepTheirOwnSingleTapFromAnAncestorsRecognizer() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            switch wifi in card frame 200 20 51 31
            stepper count in card frame 200 80 94 32
            segmented seg in card frame 20 150 300 32 segments "A" "B"
            gesture t tap on card
            addAction t { log "card tap" }
            tap buy
            wait 1s
            tap wifi
            wait 1s
            tap count
            wait 1s
            tap seg segment 1
            expect ran vc bought: once
            expect wifi.on == true
            expect count.value == 1
            expect seg.selectedSegmentIndex == 1
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["bought"])
    }

    @Test func aSliderKeepsHorizontalSwipesAndASwitchKeepsPans() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            slider volume in card frame 20 200 300 31
            gesture flick swipe on card direction right
            addAction flick { log "flick" }
            swipe volume right
            """) == .completed)
        #expect(run.loggedLines.isEmpty)
        #expect(transitions(run).first == "flick:stateFailed")

        let run2 = ScriptRun()
        #expect(run2.run(Self.scene + """
            switch wifi in card frame 200 20 51 31
            gesture drag pan on card
            addAction drag { log "drag {sender.state}" }
            pan wifi by 30 0 steps 2
            expect wifi.on == true
            """) == .completed)
        #expect(run2.diagnostics.isEmpty, "\(run2.diagnostics)")
        #expect(run2.loggedLines.isEmpty)
        #expect(run2.output.contains("drag failed: wifi is a UISwitch: a pan on its knob goes to the switch"))
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture p pan on card
            addAction p { log "{sender.state}" }
            touch down card at 300 300
            touch move card at 300 330
            set p.enabled = false
            touch move card at 300 360
            touch up
            """) == .completed)
        #expect(run.loggedLines == ["began", "cancelled"])
    }

    @Test func anIdenticalTargetActionPairIsAddedOnce() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture t tap on card
            method vc tapped: { log "tapped" }
            addTarget t vc tapped:
            addTarget t vc tapped:
            tap card at 300 300
            """) == .completed)
        #expect(run.loggedLines == ["tapped"])
        #expect(try run.object("t", GestureRecognizer.self).handlers.count == 1)
    }

    @Test func aLongPressBeginsAfterItsDurationAndFailsWhenTheFingerStrays() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture hold longPress on card duration 0.4
            addAction hold { log "{sender.state}" }
            longpress card for 0.3s
            wait 1s
            longpress card for 0.5s
            wait 1s
            touch down card at 300 300
            touch move card at 300 320
            wait 1s
            touch up
            """) == .completed)
        #expect(run.loggedLines == ["began", "ended"])
        // The second press starts at 1.3 s; with a 0.4 s duration it begins at 1.7 s.
        let began = run.sink.events(.gesture).first { $0.outcome == "stateBegan" }
        #expect(began?.time == Int64(1_700_000))
    }

    @Test func aSwipeRecognizesItsDirectionOnly() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture left swipe on card direction left
            addAction left { log "left" }
            swipe card right
            wait 1s
            swipe card up
            wait 1s
            swipe card left
            """) == .completed)
        #expect(run.loggedLines == ["left"])
    }

    @Test func theArenaTellsWhoWonAndWhy() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "gesture t tap on card\ngesture p pan on card\npan card by 50 0\narena\n") == .completed)
        #expect(run.output.contains("candidates for a touch on card: t (tap on card), p (pan on card)"))
        #expect(run.output.contains("1. p: began — moved 10 pt"))
        #expect(run.output.contains("3. t: failed — p recognized first"))
        // Changes are folded into one line.
        #expect(run.output.contains("4. p: changed 8 times — the last: translation (50, 0), velocity (166.667, 0)"))
    }

    @Test func badGestureInputGivesDiagnostics() {
        expectScriptErrors([
            (source: "touch move at 10 10 finger 3\n", message: "finger 3 is not down"),
            (source: "touch down card\ntouch down card\n", message: "finger 1 is already down"),
            (source: "longpress card for -1s\n", message: "a duration cannot be negative"),
            (source: "gesture g wave on card\n", message: "unknown gesture kind 'wave'"),
            (source: "gesture g tap on card taps 0\n", message: "'taps' takes a whole number from 1 to 10, not 0"),
            (source: "gesture g tap on card direction left\n", message: "a UITapGestureRecognizer has no option 'direction'"),
            (source: "gesture g swipe on card direction sideways\n", message: "a swipe's direction is left, right, up or down, not sideways"),
            (source: "gesture g tap on card\nrequire g toFail g\n", message: "a recognizer cannot require itself to fail"),
            (source: "gesture a tap on card\ngesture b tap on card\nrequire a toFail b\nrequire b toFail a\n",
             message: "a already requires b to fail: each would wait for the other forever"),
            (source: "pinch card to 0\n", message: "the scale must be greater than 0"),
            (source: "addTarget card vc bought:\n", message: "'card' is a UIView, not a control"),
            (source: "gesture g tap on card\nhandler g shouldBegin { return true }\n", message: "a UITapGestureRecognizer has no block handler 'shouldBegin'"),
        ], after: Self.scene)
    }
}

@Suite("Gesture touches")
struct GestureTouchTests {
    @Test func aSecondFingerOutsideTheRecognizersViewIsNotItsTouch() {
        let run = ScriptRun()
        #expect(run.run(GestureTests.scene + """
            view side in vc.view frame 0 600 390 200
            gesture zoom pinch on card
            addAction zoom { log "zoom {sender.state}" }
            touch down card at 100 100 finger 1
            touch down side at 100 100 finger 2
            touch move card at 50 100 finger 1
            touch up finger 1
            touch up finger 2
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines.isEmpty, "a pinch needs both fingers on its view")
    }
}
