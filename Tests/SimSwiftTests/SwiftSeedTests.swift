import Testing
@testable import SimCore
@testable import SimScript

/// The seeds' Swift, run as published: the same handlers run as in the `.sim` versions, and
/// the seeds' bugs misbehave as they would on a device.
@Suite("Swift seeds")
struct SwiftSeedTests {
    @Test func theTargetActionSeedRunsTheSameHandlersAsItsSimVersion() throws {
        let swift = try SwiftRun.scenario("scripts/swift/target-action-basic.sim")
        let sim = try SwiftRun.scenario("scripts/seeds/target-action-basic.sim")
        #expect(swift.errors.isEmpty, "\(swift.errors)")
        #expect(swift.failedExpectations.isEmpty, "\(swift.failedExpectations)")
        // The Swift driver loads the view (viewDidLoad wires the button); the .sim version wires it at
        // the top level. What the touches ran must be the same.
        let touched = swift.handlersRun.filter { !$0.hasPrefix("target-action viewController.viewDidLoad ") }
        #expect(touched.count == 2)
        #expect(touched == sim.handlersRun)
    }

    @Test func theLoginSeedStopsTheLoadWhereTheCompilerWould() throws {
        let run = SwiftRun.of("import \"\(repositoryRoot)/scripts/swift/LoginViewController.swift\"")
        let error = try #require(run.errors.first)
        #expect(error.location?.line == 29 && error.location?.column == 11)
        #expect(error.message == "value of type 'any LoginViewControllerDelegate' has no member 'passwordRecoveryRequested'")
        #expect(error.hint?.contains("loginViewControllerPasswordRecoveryRequested(_:)") == true)
        #expect(error.sourceLine?.contains("delegate?.passwordRecoveryRequested(from: sender)") == true, "the quoted line is the Swift line")
        #expect(run.interpreter.declaredClasses.isEmpty, "nothing of a file that does not compile is declared")
    }

    /// In a stored property's initializer `self` is NSObject's method self(), not the
    /// controller: the button's action has no target and goes up the responder chain.
    @Test func selfInAStoredPropertyInitializerGivesTheButtonNoTarget() throws {
        let run = try SwiftRun.scenario("scripts/swift/login-screen.sim")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.failedExpectations.isEmpty, "\(run.failedExpectations)")
        let warning = try #require(run.warnings.first { $0.message.contains("'self' refers to the method") })
        #expect(warning.message == "'self' refers to the method 'LoginViewController.self', which may be unexpected")
        #expect(warning.location?.line == 17 && warning.location?.column == 18)
        #expect(run.output.contains("loginVC.loginButton.addTarget(nil, action: performLogin:, for: touchUpInside): added"))
        // Off the controller's chain, why names the initializer and the fix.
        #expect(run.output.contains("addTarget(self, …) in the initializer of the stored property 'loginButton' did not pass loginVC"))
        #expect(run.output.contains("fix: make it `lazy var loginButton`"))
    }

    @Test func theLazyFixMakesTheControllerTheTarget() throws {
        let run = try SwiftRun.scenario("scripts/swift/login-lazy-fix.sim")
        #expect(run.errors.isEmpty && run.failedExpectations.isEmpty, "\(run.errors) \(run.failedExpectations)")
        #expect(!run.warnings.contains { $0.message.contains("'self' refers to the method") })
        #expect(run.handlersRun == ["target-action loginVC.performLogin: from loginVC.loginButton",
                                    "target-action loginVC.performLogin: from loginVC.loginButton"])
    }

    /// The login screen as one would write it in .sim: buttons whose action has no target.
    @Test func theFixedLoginSeedRunsTheSameHandlersAsItsSimEquivalent() throws {
        let drive = """
            addSubview loginVC.view loginVC.loginButton
            set loginVC.loginButton.frame = 40 300 310 44
            addSubview loginVC.view loginVC.forgotPassword
            set loginVC.forgotPassword.frame = 40 360 310 44
            tap loginVC.loginButton
            wait 1s
            tap loginVC.forgotPassword
            """
        let swift = SwiftRun.of("import \"\(repositoryRoot)/scripts/swift/fixed/LoginViewController.swift\"\nwindow main\ncontroller loginVC in main class LoginViewController\n" + drive)
        let sim = SwiftRun.of("""
            window main
            controller loginVC in main
            button loginVC.loginButton
            addTarget loginVC.loginButton nil performLogin: for touchUpInside
            button loginVC.forgotPassword
            addTarget loginVC.forgotPassword nil performPasswordRecovery: for touchUpInside
            protocol LoginViewControllerDelegate loginViewControllerPasswordRecoveryRequested:
            weak loginVC.delegate LoginViewControllerDelegate
            method loginVC performLogin: { }
            method loginVC performPasswordRecovery: { call self.delegate loginViewControllerPasswordRecoveryRequested: with self }
            """ + "\n" + drive)
        #expect(swift.errors.isEmpty && sim.errors.isEmpty, "\(swift.errors) \(sim.errors)")
        #expect(swift.handlersRun.count >= 2)
        #expect(swift.handlersRun == sim.handlersRun)
    }

    @Test func swift2SpellingsWarnOnceEachWithTheModernSpelling() throws {
        let run = try SwiftRun.scenario("scripts/swift/target-action-basic.sim")
        let messages = run.warnings.map(\.message)
        #expect(messages == [
            "'didTapButton(_:)' names 'didTapButton(sender:)' only under Swift 2's rule that a method's first parameter has no argument label",
            "'forControlEvents:' is Swift 2's label; Swift 3 and later write 'addTarget(_:action:for:)'",
            "'.TouchUpInside' is Swift 2's name for '.touchUpInside'",
        ])
        #expect(run.warnings.allSatisfy { $0.location?.file.hasSuffix("ViewController.swift") == true && $0.location?.line == 12 })
    }
}
