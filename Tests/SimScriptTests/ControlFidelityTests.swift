import Testing
@testable import SimCore
@testable import SimScript

/// Issue 14's control rules: primaryActionTriggered and UIButton(primaryAction:), a plain custom
/// UIControl under a tap recognizer, and a disabled control's touch.
@Suite("Control fidelity")
struct ControlFidelityTests {
    static let scene = """
        window main
        controller vc in main
        view card in vc.view frame 20 100 350 300
        button save in card frame 20 20 120 44
        control rating in card frame 20 100 150 30

        """

    @Test func aButtonTapSendsPrimaryActionTriggeredAfterTouchUpInside() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            addAction save for touchUpInside { log "up" }
            addAction save for primaryActionTriggered { log "primary" }
            tap save

            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["up", "primary"])
        #expect(run.sink.controlEvents(of: try run.object("save")).suffix(2) == ["touchUpInside", "primaryActionTriggered"])
    }

    @Test func primaryActionTriggeredIsNotSentWhenNothingIsRegisteredOrTheTouchEndsOutside() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "tap save\n") == .completed)
        #expect(!run.sink.controlEvents(of: try run.object("save")).contains("primaryActionTriggered"))
        let outside = ScriptRun()
        #expect(outside.run(Self.scene + """
            addAction save for primaryActionTriggered { log "primary" }
            touch down save
            touch move at 300 700
            touch up

            """) == .completed)
        #expect(outside.loggedLines.isEmpty)
    }

    @Test func aButtonMadeWithAPrimaryActionRunsItOnATap() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            let who = "ann"
            button share in card frame 200 20 120 44 title "Share" primaryAction capture who { log "shared by {who}" }
            tap share

            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["shared by ann"])
        #expect(try run.object("share", Button.self).targets.count(for: .primaryActionTriggered) == 1)
    }

    @Test func aPrimaryActionNeedsItsKeywordAndItsBlock() {
        expectScriptErrors([
            (source: "button b in card { log \"x\" }\n", message: "a button's { } block is its primary action: write primaryAction before it"),
            (source: "button b in card primaryAction\n", message: "primaryAction needs its closure { … }"),
        ], after: Self.scene)
    }

    /// Apple's exception names the standard controls; a custom UIControl loses the tap.
    @Test func aCustomControlUnderATapRecognizerIsCancelledButAButtonKeepsItsTap() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            gesture cardTap tap on card
            addAction cardTap { log "card" }
            addAction rating for touchUpInside { log "rated" }
            addAction save for touchUpInside { log "saved" }
            tap rating
            wait 1s
            tap save

            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["card", "saved"])
        #expect(run.sink.controlEvents(of: try run.object("rating")) == ["touchDown", "touchCancel"])
        #expect(try run.object("rating", Control.self).className == "UIControl")
    }

    /// A disabled control ignores touches: it stays the hit view and sends nothing, and it keeps
    /// no tap from its superview's recognizer.
    @Test func aDisabledButtonSwallowsTheTouchButLetsTheParentsRecognizerRecognize() throws {
        let alone = ScriptRun()
        #expect(alone.run(Self.scene + "set save.enabled = false\naddAction save for touchUpInside { log \"saved\" }\ntap save\n") == .completed)
        #expect(alone.sink.controlEvents(of: try alone.object("save")).isEmpty)
        #expect(alone.sink.events(.controlIgnored).count == 1)

        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set save.enabled = false
            gesture cardTap tap on card
            addAction cardTap { log "card" }
            tap save

            """) == .completed)
        #expect(run.loggedLines == ["card"])
    }

    @Test func aButtonsMenuShowsOnTouchDownTakesTheTapAndRunsTheChosenItem() {
        let run = ScriptRun.of(loginSceneSource + """

            method home didTap: { log "tap" }
            addTarget login home didTap: for touchUpInside
            addAction login for menuActionTriggered { log "menu soon" }
            menuItem login "One" { log "one from {sender}" }
            menuItem login "Two" { log "two" }
            set login.showsMenuAsPrimaryAction = true
            tap login
            choose login "One"
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.loggedLines == ["menu soon", "one from login"], "no touchUpInside: the menu took the touch")
        let notShown = ScriptRun.of(loginSceneSource + "\nmenuItem login \"One\" { log \"one\" }\nchoose login \"One\"")
        #expect(notShown.errors.first?.message.contains("menu is not shown") == true, "\(notShown.errors)")
    }
}
