import Testing
@testable import SimCore
@testable import SimScript

/// Custom classes (`class NAME { … }`, `class NAME` on the creating commands) and outlets
/// (`outlet OBJECT.NAME = TARGET [weak|strong]`): the code and the connections of a nib.
@Suite("Classes and outlets")
struct ClassAndOutletTests {
    static let loginClass = """
        window main
        class LoginController {
            outlet username
            outlet spinner strong
            method didTapLogin: { log "log in as {self.username.text}" }
        }
        controller home in main class LoginController
        textfield usernameField in home.view frame 20 100 200 34 text "ann"
        button login in home.view frame 20 200 120 44 title "Log in"

        """

    private func run(_ source: String) -> ScriptRun {
        let run = ScriptRun()
        run.run(source)
        return run
    }

    @Test func anObjectMadeAsAClassHasItsMethodsAndShowsItsClass() throws {
        let r = run(Self.loginClass + """
            outlet home.username = usernameField
            addTarget login home didTapLogin: for touchUpInside
            tap login
            chain login
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.loggedLines == ["log in as ann"])
        #expect(try r.object("home", ViewController.self).customClass == "LoginController")
        #expect(r.output.contains("3. home (LoginController: UIViewController)  implements didTapLogin:"), "\(r.output)")
    }

    @Test func declaringAClassAgainAddsMethodsToItsObjects() {
        let r = run(Self.loginClass + """
            class LoginController { method reset { log "reset" } }
            sendAction reset to home
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.loggedLines == ["reset"])
    }

    @Test func scriptsWithoutClassesPrintTheFrameworkClassAlone() {
        let r = run("window main\ncontroller home in main\nshow home")
        #expect(r.output.contains("home (UIViewController)\n"), "\(r.output)")
    }

    @Test func mistakesAboutClassesAndOutletsStopAtTheLine() {
        expectScriptErrors([
            (source: "controller other in main class LoginControler", message: "no class named 'LoginControler'"),
            (source: "outlet home.usernam = usernameField", message: "LoginController has no outlet 'usernam'"),
            (source: "class Broken { tap login }", message: "a class holds `method SELECTOR { BODY }` and `outlet NAME [weak|strong]` lines, not 'tap'"),
        ], after: Self.loginClass)
    }

    @Test func aWeakOutletReadsNilOnceItsObjectIsFreedAStrongOneKeepsItAlive() throws {
        let r = run("""
            window main
            controller home in main
            object spinner
            object banner
            outlet home.spinner = spinner strong
            outlet home.banner = banner
            release spinner
            release banner
            expect home.spinner == spinner
            expect home.banner == nil
            """)
        #expect(r.errors.isEmpty && r.failedExpectations.isEmpty, "\(r.diagnostics)")
        #expect(try !r.object("spinner", PlainObject.self).isReleased)
        #expect(try r.object("banner", PlainObject.self).isReleased)
        #expect(r.simulator.lifetimes.holders(of: try r.object("spinner", PlainObject.self).id) == [.object(try r.object("home").id, .outlet)])
        #expect(r.output.contains("banner released: 1 weak reference to it now reads nil"), "\(r.output)")
    }

    @Test func aStrongOutletIsAnEdgeOfTheSceneGraph() throws {
        let r = run(Self.loginClass + "object spinner\noutlet home.spinner = spinner\noutlet home.username = usernameField")
        let graph = SceneGraph(r.world)
        let outlets = graph.edges.compactMap { edge -> String? in
            guard case .outlet(let owner, let name, let target, let strong) = edge else { return nil }
            return "\(graph.node(owner).name).\(name) -> \(target.map { graph.node($0).name } ?? "nil") \(strong ? "strong" : "weak")"
        }
        #expect(outlets == ["home.username -> usernameField weak", "home.spinner -> spinner strong"], "declared strength, declaration order")
    }
}
