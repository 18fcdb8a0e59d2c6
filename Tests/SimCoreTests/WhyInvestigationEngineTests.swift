import Testing
@testable import SimCore
import SimTestSupport

/// `why` as the engine answers it (Why/): a `WhyInvestigation` over the scene graph and the event
/// log explains whether a handler ran in the last interaction, and if not, the first decision
/// that kept it from running — as a typed `WhyCause`.
///
/// The investigation finds "the last interaction" by its command events, which the language
/// emits for every line it runs; from Swift, `commandStarted(_:)` marks where one begins.
@Suite("Why investigation")
struct WhyInvestigationEngineTests {
    /// The login scene with `home.logIn:` registered on login for `events`.
    private func wired(for events: ControlEvents = .touchUpInside) throws -> (LoginScene, WhySubject) {
        let scene = try LoginScene()
        let logIn = scene.world.selector("logIn:")
        scene.implement(scene.home, "logIn:")
        scene.sim.registration.addTarget(scene.home, action: logIn, to: scene.login, for: events)
        return (scene, .method(target: scene.home.id, selector: logIn))
    }

    private func explain(_ subject: WhySubject, _ scene: LoginScene) -> Explanation {
        WhyInvestigation(simulator: scene.sim).explain(subject)
    }

    @Test func aTapOnAHiddenButtonHitsTheViewBehindIt() throws {
        let (scene, logIn) = try wired()
        guard case .didNotRun(.noInteraction) = explain(logIn, scene).verdict else {
            Issue.record("nothing has happened yet")
            return
        }
        scene.login.isHidden = true
        scene.sim.commandStarted("the user taps the hidden button")
        try scene.sim.touches.tap(at: scene.loginCenter)

        let explanation = explain(logIn, scene)
        guard case .didNotRun(.hitElsewhere(let view, let hit, let point, .hidden(let skipped))) = explanation.verdict else {
            Issue.record("not explained by the hidden button: \(explanation.verdict)")
            return
        }
        #expect(view == scene.login.id)
        #expect(hit == scene.card.id, "the card behind it got the touch")
        #expect(point == scene.loginCenter)
        #expect(skipped == scene.login.id)
    }

    @Test func aButtonWithNoHandlerForTouchUpInsideSentOtherEvents() throws {
        let (scene, logIn) = try wired(for: .touchDragExit)
        scene.sim.commandStarted("the user taps Log in")
        try scene.sim.touches.tap(at: scene.loginCenter)

        guard case .didNotRun(.otherEventsSent(let control, let sent, let registered)) = explain(logIn, scene).verdict else {
            Issue.record("not explained by the events sent: \(explain(logIn, scene).verdict)")
            return
        }
        #expect(control == scene.login.id)
        #expect(sent == [.touchDown, .touchUpInside])
        #expect(registered == .touchDragExit)
    }

    @Test func aHandlerThatRanIsExplainedByItsCausesBackToTheCommand() throws {
        let (scene, logIn) = try wired()
        let command = scene.sim.commandStarted("the user taps Log in")
        try scene.sim.touches.tap(at: scene.loginCenter)

        let explanation = explain(logIn, scene)
        guard case .ran(let runs) = explanation.verdict else {
            Issue.record("it ran: \(explanation.verdict)")
            return
        }
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.event.kind == .targetAction)
        #expect(run.causes.first?.kind == .controlEvent)
        guard case .command(let source)? = run.causes.last?.payload else {
            Issue.record("the causes do not reach the command")
            return
        }
        #expect(source == command)
        #expect(explanation.interaction?.seq == run.causes.last?.seq)
        if case .ran = explanation.verdict {} else { Issue.record("expected a run: \(explanation.verdict)") }

        // The home controller does not implement the other action at all.
        let missing = WhySubject.method(target: scene.home.id, selector: scene.world.selector("signUp:"))
        guard case .didNotRun(.notImplemented(let target, _)) = explain(missing, scene).verdict else {
            Issue.record("not explained as not implemented")
            return
        }
        #expect(target == scene.home.id)
    }

    @Test func aFingerThatLiftsOutsideInALaterCommandIsOneInteraction() throws {
        let (scene, logIn) = try wired()
        scene.sim.commandStarted("finger down on Log in")
        try scene.sim.touches.touchDown(at: scene.loginCenter)
        scene.sim.commandStarted("drag away")
        try scene.sim.touches.touchMove(to: Point(300, 142))
        #expect({
            if case .didNotRun(.fingerStillDown(scene.login.id)) = explain(logIn, scene).verdict { return true }
            return false
        }(), "touchUpInside comes when the finger lifts")
        let lift = scene.sim.commandStarted("lift")
        try scene.sim.touches.touchUp()

        let explanation = explain(logIn, scene)
        guard case .didNotRun(.liftedOutside(let control, let point, let margin)) = explanation.verdict else {
            Issue.record("not explained by the lift outside: \(explanation.verdict)")
            return
        }
        #expect(control == scene.login.id)
        #expect(point == Point(300, 142))
        #expect(margin == scene.sim.config.trackingMargin)
        guard case .command(let source)? = explanation.interaction?.payload else { return }
        #expect(source != lift, "the interaction goes back to the command whose touch the lift finished")
        #expect(scene.world.strings.string(source) == "finger down on Log in")
    }
}
