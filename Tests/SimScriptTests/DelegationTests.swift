import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// Delegation (Delegation/Simulator+Delegation.swift, Script/Interpreter+Delegation.swift): protocols
/// checked at assignment, weak delegates, optional chaining, answers and defaults, release.
@Suite("Delegation")
struct DelegationTests {
    /// The seed's login screen: a forgot-password button whose action forwards to a delegate.
    static let scene = """
        window main
        controller loginVC in main
        button forgot in loginVC.view frame 20 300 200 44
        protocol LoginViewControllerDelegate passwordRecoveryRequested: optional loginSucceeded
        weak loginVC.delegate LoginViewControllerDelegate
        method loginVC performPasswordRecovery: {
            call self.delegate passwordRecoveryRequested: with sender
            call self.delegate loginSucceeded
        }
        addTarget forgot loginVC performPasswordRecovery: for touchUpInside
        object coordinator
        method coordinator passwordRecoveryRequested: { log "recovery from {sender}" }

        """

    @Test func anUnsetDelegateIsAVisibleNoOp() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "tap forgot\n") == .completed)
        #expect(run.loggedLines.isEmpty)
        let calls = run.sink.events(.delegateCall)
        #expect(calls.map(\.outcome) == ["nilDelegate", "nilDelegate"])
        #expect(run.output.contains("loginVC.delegate?.passwordRecoveryRequested:(forgot) does nothing: the delegate is nil"))
    }

    @Test func anAssignedDelegateRunsWithTheArgumentAndOptionalMethodsMayBeMissing() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "set loginVC.delegate = coordinator\ntap forgot\nexpect loginVC.delegate == coordinator\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["recovery from forgot"])
        #expect(run.sink.events(.delegateCall).map(\.outcome) == ["performed", "notImplemented"])
        #expect(run.output.contains("coordinator does not implement this optional method"))
    }

    @Test func conformanceIsCheckedWhenTheDelegateIsAssigned() throws {
        let run = ScriptRun()
        let outcome = run.run(Self.scene + "object stranger\nset loginVC.delegate = stranger\n")
        guard case .failed(let d) = outcome else { Issue.record("expected an error"); return }
        #expect(d.message.contains("'stranger' does not conform to LoginViewControllerDelegate: it lacks passwordRecoveryRequested:"))
        #expect(d.hint?.contains("method stranger passwordRecoveryRequested:") == true)
        #expect(d.location?.line == 14)
    }

    @Test func aReleasedDelegateReadsNilAndItsCallsDoNothing() {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            set loginVC.delegate = coordinator
            release coordinator
            tap forgot
            expect loginVC.delegate == nil
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines.isEmpty)
        #expect(run.sink.events(.delegateCall).map(\.outcome) == ["released", "released"])
        #expect(run.sink.events(.released).map(\.payload.released) == [1])
    }

    @Test func aReleasedTargetIsSkippedVisibly() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            object analytics
            method analytics track: { log "tracked" }
            addTarget login analytics track: for touchUpInside
            addTarget login home didTapButton: for touchUpInside
            release analytics
            tap login
            expect not ran analytics track:
            expect ran home didTapButton: once
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["didTapButton from login"])
        #expect(run.output.contains("target-action -> analytics.track: skipped: the target was released"))
        #expect(run.output.contains("analytics released: 1 weak reference to it now reads nil"))
    }

    @Test func onlyWhatTheScriptHoldsCanBeReleasedAndTheHintNamesTheOwner() {
        // A view belongs to its superview, a window to the application, an installed
        // controller to its window: the script handed them over and holds nothing to release.
        for (name, holder) in [("login", "its superview card"), ("main", "the application"), ("home", "its window main")] {
            let run = ScriptRun()
            guard case .failed(let d) = run.run(loginSceneSource + "\nrelease \(name)\n") else {
                Issue.record("releasing \(name) must fail"); continue
            }
            #expect(d.message == "the script holds no reference to '\(name)' that it could release")
            #expect(d.hint?.contains("it is held by \(holder)") == true, "\(String(describing: d.hint))")
        }
    }

    @Test func returnAnswersTheCallerAndEndsTheBody() {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller vc in main
            protocol Asker shouldGo:
            weak vc.delegate Asker
            object d
            method d shouldGo: {
                return 3 + 4 <= 6
                log "never reached"
            }
            set vc.delegate = d
            call vc.delegate shouldGo:
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines.isEmpty)
        #expect(run.output.contains("returns false"))
    }

    @Test func callDelegateReturnsTheDefaultWhenNobodyAnswers() throws {
        let scene = try LoginScene()
        scene.sim.delegation.declareDelegate("delegate", on: scene.home, protocol: nil)
        let answer = try scene.sim.delegation.callDelegate("delegate", of: scene.home, scene.world.selector("shouldBegin:"),
                                                argument: scene.home, defaultValue: .bool(true))
        #expect(answer == .bool(true))
        #expect(scene.sink.events(.returned).first?.outcome == "defaultValue")
    }

    @Test func expressionsCompareAddAndMeasureStrings() {
        let run = ScriptRun()
        #expect(run.run("""
            let word = "simrepl"
            let longEnough = word.count >= 6
            let total = 1 + 2 - 0.5
            let joined = word + "!"
            """) == .completed)
        #expect(run.interpreter.session.state.variables["longEnough"]?.value == .bool(true))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.session.state.variables["total"]?.value == .number(2.5))
        #expect(run.interpreter.session.state.variables["joined"]?.value == .string("simrepl!"))
    }

    @Test func badDelegationInputGivesDiagnostics() {
        let cases: [(source: String, message: String)] = [
            ("return true\n", "'return' outside a method or closure"),
            ("protocol P\n", "missing the protocol's methods"),
            ("protocol P a: a:\n", "'a:' is listed twice"),
            ("object o\nweak o.delegate Nope\n", "no protocol named 'Nope'"),
            ("object o\ncall o.delegate ping\n", "'o' has no delegate property 'delegate'"),
            ("object o\nweak o.delegate\nset o.delegate = 3\n", "'delegate' takes an object or nil, not number 3"),
            ("object o\nrelease o\nrelease o\n", "'o' was already freed"),
            ("let x = \"a\" < 3\n", "'<' compares numbers, not string and number"),
        ]
        expectScriptErrors(cases, after: "")
    }
}
