import Testing
@testable import SimCore
@testable import SimScript

/// Text fields (Controls/TextField.swift, Controls/Simulator+TextEditing.swift): editing sessions,
/// typing asked of the delegate, return and clear, and HWBlocksUI blocks through the proxy.
@Suite("Text fields")
struct TextFieldTests {
    static let scene = """
        window main
        controller formVC in main
        textfield code in formVC.view frame 20 100 200 34
        textfield email in formVC.view frame 20 200 200 34

        """

    /// The delegate calls, control events and first-responder changes, in order, as short strings.
    private func steps(_ run: ScriptRun) -> [String] {
        run.sink.events.compactMap { e in
            switch e.payload {
            case .delegateCall(let call): return run.world.name(of: call.selector)
            case .controlEvent(let events, _) where events.isSubset(of: .allEditingEvents): return events.name
            case .firstResponder(let change, _): return "\(run.world.object(e.object).name) \(change.rawValue)"
            default: return nil
            }
        }
    }

    @Test func aTapBeginsEditingAskingTheDelegateFirst() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "tap code\n") == .completed)
        #expect(steps(run) == ["textFieldShouldBeginEditing:", "code became", "textFieldDidBeginEditing:", "editingDidBegin"])
        let code = try run.object("code", TextField.self)
        #expect(code.isEditing)
        #expect(run.world.application.firstResponder === code)
    }

    /// UIControl.Event.editingDidEndOnExit: an action for it makes Return end editing.
    @Test func returnWithAnEditingDidEndOnExitActionEndsEditing() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "addAction code for editingDidEndOnExit { log \"done\" }\ntap code\ntype return\n") == .completed)
        #expect(Array(steps(run).suffix(6)) == ["textFieldShouldReturn:", "editingDidEndOnExit", "textFieldShouldEndEditing:",
                                                 "code resigned", "textFieldDidEndEditing:", "editingDidEnd"])
        #expect(try !run.object("code", TextField.self).isEditing)
        #expect(run.loggedLines == ["done"])
    }

    @Test func returnWithoutAnEditingDidEndOnExitActionKeepsEditing() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "addAction code for editingDidEnd { log \"ended\" }\ntap code\ntype return\n") == .completed)
        #expect(try run.object("code", TextField.self).isEditing)
        #expect(run.loggedLines.isEmpty)
    }

    @Test func tappingAnotherFieldEndsTheFirstBeforeTheSecondBegins() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "tap code\ntap email\n") == .completed)
        #expect(Array(steps(run).dropFirst(4)) == [
            "textFieldShouldBeginEditing:", "textFieldShouldEndEditing:", "code resigned", "textFieldDidEndEditing:",
            "editingDidEnd", "email became", "textFieldDidBeginEditing:", "editingDidBegin",
        ])
    }

    @Test func aDelegateCanRefuseToBeginOrToEndEditing() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            method formVC textFieldShouldBeginEditing: { return false }
            set email.delegate = formVC
            tap email
            expect firstResponder == nil
            method formVC textFieldShouldEndEditing: { return false }
            set code.delegate = formVC
            set email.delegate = nil
            tap code
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // code's delegate answers false to shouldBegin too (same object): it never starts editing.
        #expect(run.world.application.firstResponder == nil)
        #expect(run.output.contains("email does not become first responder: its delegate answered false to textFieldShouldBeginEditing"))

        let run2 = ScriptRun()
        #expect(run2.run(Self.scene + """
            object keeper
            method keeper textFieldShouldEndEditing: { return false }
            set code.delegate = keeper
            tap code
            tap email
            expect firstResponder == code
            """) == .completed)
        #expect(run2.diagnostics.isEmpty, "\(run2.diagnostics)")
        #expect(run2.output.contains("refuses to resign (canResignFirstResponder or textFieldShouldEndEditing answered false)"))
    }

    @Test func eachCharacterIsAskedAndARefusedOneLeavesTheTextAlone() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            handler code shouldChangeCharactersHandler { return newText.count <= 3 }
            tap code
            type "abcd"
            type backspace 5
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        let changes = run.sink.events(.textChange).map(\.outcome)
        #expect(changes == ["added", "added", "added", "refused", "removed", "removed", "removed", "noMatch"])
        #expect(try run.object("code", TextField.self).text == "")
        #expect(run.sink.controlEvents(of: try run.object("code")).filter { $0 == "editingChanged" }.count == 6)
    }

    @Test func rangesCountUTF16UnitsLikeNSRange() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            method formVC textField:shouldChangeCharactersInRange:replacementString: { log "{range} {string}" }
            set code.delegate = formVC
            tap code
            type "é😀x"
            """) == .completed)
        #expect(run.loggedLines == ["{0, 0} é", "{1, 0} 😀", "{3, 0} x"])
    }

    @Test func returnSendsEditingDidEndOnExitOnlyWhenTheDelegateAgrees() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            handler code shouldReturnHandler { return false }
            tap code
            type return
            handler code shouldReturnHandler { return true }
            type return
            """) == .completed)
        let code = try run.object("code")
        #expect(run.sink.controlEvents(of: code).filter { $0 == "editingDidEndOnExit" }.count == 1)
        // The field does not resign by itself.
        #expect(run.world.application.firstResponder === code)
    }

    @Test func clearAsksTheDelegate() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set code.text = "keep me"
            handler code shouldClearHandler { return false }
            clear code
            expect code.text == "keep me"
            handler code shouldClearHandler { return true }
            clear code
            expect code.text == ""
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }

    @Test func aBlockReplacesTheUsersDelegateVisibly() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            method formVC textFieldShouldReturn: { log "formVC asked" }
            set code.delegate = formVC
            handler code shouldReturnHandler { log "block asked" }
            tap code
            type return
            expect code.delegate == HWBlocksUIProxy
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["block asked"])
        let set = run.sink.events(.delegateSet)
        #expect(set.map(\.outcome) == [nil, "replacesDelegate"])
        #expect(run.output.contains("code.delegate = HWBlocksUIProxy: replaces formVC, which gets no more delegate calls"))
    }

    @Test func theProxyAnswersNothingWithoutABlockSoTheDefaultApplies() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            handler code didEndEditingHandler { log "ended" }
            tap code
            """) == .completed)
        let defaults = run.sink.events(.returned).filter { $0.outcome == "defaultValue" }
        #expect(defaults.count == 1)  // textFieldShouldBeginEditing: the proxy has no block for it
        #expect(run.world.application.firstResponder != nil)
    }

    @Test func badTypingInputGivesDiagnostics() {
        let cases: [(source: String, message: String)] = [
            ("type \"x\"\n", "nothing is first responder, so the keyboard is not up: there is nowhere to type"),
            ("object o\nbutton b in formVC.view\nset b.canBecomeFirstResponder = true\nbecomeFirstResponder b\ntype \"x\"\n",
             "the first responder 'b' is not a text field: there is nowhere to type"),
            ("tap code\ntype enter\n", "expected \"TEXT\" in double quotes, backspace or return, found 'enter'"),
            ("tap code\ntype backspace 0\n", "backspace needs a positive count"),
            ("clear formVC\n", "'formVC' is a UIViewController, not a text field"),
            ("handler code shouldReturn { return true }\n", "a UITextField has no block handler 'shouldReturn'"),
        ]
        expectScriptErrors(cases, after: Self.scene)
    }
}
