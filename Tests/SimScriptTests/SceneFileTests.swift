import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// Scene files (`save scene`, `load`): what is saved, what a load rebuilds, and how it reports
/// a broken file while loading goes on.
@Suite("Scene files")
struct SceneFileTests {
    /// Sessions that share files in memory, as the executable's sessions share the disk.
    final class Disk {
        var files: [String: String] = [:]

        func session() -> ScriptRun {
            let run = ScriptRun()
            run.interpreter.writeFile = { [unowned self] path, text in self.files[path] = text }
            run.interpreter.loadFile = { [unowned self] path in
                guard let text = self.files[path] else { throw TestSetupError(description: "no file \(path)") }
                return text
            }
            return run
        }
    }

    static let classes = """
        class LoginController {
            outlet username
            outlet spinner strong
            method didTapLogin: { log "log in as {self.username.text}" }
            method textFieldShouldReturn: { return true }
        }
        class Analytics { method track: { log "tracked {sender}" } }

        """

    /// A hierarchy, target-actions (one nil-targeted), outlets, a delegate and a recognizer.
    static let scene = classes + """
        window main
        controller home in main class LoginController
        view card in home.view frame 20 100 350 300
        textfield usernameField in card frame 20 20 200 34 text "ann"
        button login in card frame 20 80 120 44 title "Log in"
        slider volume in card frame 20 140 300 31 max 10 value 4
        object spinner
        object analytics class Analytics
        outlet home.username = usernameField
        outlet home.spinner = spinner
        addTarget login home didTapLogin: for touchUpInside
        addTarget login analytics track: for touchDown|touchUpInside
        addTarget login nil copy: for touchUpInside
        set usernameField.delegate = home
        gesture doubleTap tap on card taps 2
        addTarget doubleTap analytics track:

        """

    static let inspections = "tree\ntargets login\nchain login\nrecognizers card\n"

    /// What the inspections print, from the first `tree` line on.
    private func inspected(_ run: ScriptRun) -> Substring {
        let output = run.output
        return output[output.range(of: "main (UIWindow)")!.lowerBound...]
    }

    @Test func aSavedSceneLoadsIntoAFreshSessionWithTheSameTreeTargetsAndChain() throws {
        let disk = SceneFileTests.Disk()
        let saving = disk.session()
        saving.run(Self.scene + "save scene \"login.scene.json\"\n" + Self.inspections)
        #expect(saving.errors.isEmpty, "\(saving.errors)")
        let loading = disk.session()
        loading.run(Self.classes + "load \"login.scene.json\"\n" + Self.inspections)
        #expect(loading.errors.isEmpty, "\(loading.errors)")
        #expect(inspected(loading) == inspected(saving))
        // And it works: the outlet, the slider's value and the delegate came back.
        loading.run("tap login\nwait 0.5s\nexpect ran home didTapLogin: once\nexpect volume.value == 4\nexpect usernameField.delegate == home")
        #expect(loading.failedExpectations.isEmpty, "\(loading.failedExpectations)")
        #expect(loading.loggedLines.contains("log in as ann"))
    }

    @Test func anAppKitSceneRoundTripsAndAnEmptyWorldTakesItsPlatform() throws {
        let disk = SceneFileTests.Disk()
        let scene = AppKitTests.documentAndInspector + "sendActionOn boldButton leftMouseDown\n"
        let inspections = "tree\ntargets boldButton\nchain boldButton\n"
        let saving = disk.session()
        saving.run(scene + "save scene \"doc.json\"\n" + inspections)
        #expect(saving.errors.isEmpty, "\(saving.errors)")
        #expect(disk.files["doc.json"]?.contains("\"platform\" : \"AppKit\"") == true)
        let loading = disk.session()
        // The app delegate belongs to the application, not to the scene file (notSaved says so).
        loading.run("load \"doc.json\"\nappdelegate appDelegate\n" + inspections)
        #expect(loading.errors.isEmpty, "\(loading.errors)")
        #expect(loading.world.rules.name == "AppKit")
        func from(_ run: ScriptRun) -> Substring { run.output[run.output.range(of: "document (NSWindow)")!.lowerBound...] }
        #expect(from(loading) == from(saving), "same tree (the panel still key, not main), targets (sent on leftMouseDown) and search")
        // A world already built for UIKit cannot take it.
        let uikit = disk.session()
        uikit.run("window main\nload \"doc.json\"")
        #expect(uikit.errors.first?.message.contains("is a scene for AppKit, and this world is UIKit's") == true, "\(uikit.errors)")
    }

    @Test func aPlainCustomControlIsSavedAndLoadedAsAUIControl() throws {
        let disk = SceneFileTests.Disk()
        let saving = disk.session()
        saving.run("window main\ncontroller home in main\ncontrol rating in home.view frame 20 20 150 30\nsave scene \"c.json\"\n")
        #expect(saving.errors.isEmpty, "\(saving.errors)")
        let loading = disk.session()
        loading.run("load \"c.json\"\n")
        #expect(loading.errors.isEmpty, "\(loading.errors)")
        let rating = try loading.object("rating", Control.self)
        #expect(type(of: rating) == Control.self && rating.frame == Rect(20, 20, 150, 30))
    }

    @Test func savingTheSameSceneTwiceGivesTheSameBytes() {
        let disk = SceneFileTests.Disk()
        disk.session().run(Self.scene + "save scene \"a.json\"")
        disk.session().run(Self.scene + "save scene \"b.json\"")
        #expect(disk.files["a.json"] != nil)
        #expect(disk.files["a.json"] == disk.files["b.json"])
        #expect(disk.files["a.json"]!.hasSuffix("}\n"))
    }

    @Test func codeIsNotSavedAndTheOutputSaysSo() throws {
        let disk = SceneFileTests.Disk()
        let r = disk.session()
        r.run(Self.scene + "addAction login for touchUpInside id greet { log \"hi\" }\nmethod home extra { log \"x\" }\nsave scene \"s.json\"")
        #expect(r.output.contains("not saved: login: closure greet for touchUpInside (a scene file holds no code)"), "\(r.output)")
        #expect(r.output.contains("not saved: home: method extra (defined on the object: declare it in a class)"), "\(r.output)")
        let archive = try SceneArchive.decode(disk.files["s.json"]!)
        #expect(archive.notSaved.count == 2)
        #expect(archive.connections.contains(.action(source: "login", target: nil, action: "copy:", events: ["touchUpInside"])))
    }

    static let broken = """
        {"format": "simrepl-scene", "version": 1, "platform": "UIKit",
         "objects": [
           {"name": "main", "class": "UIWindow"},
           {"name": "home", "class": "UIViewController", "customClass": "LoginControler", "container": "main"},
           {"name": "home.view", "class": "UIView", "rootViewOf": "home"},
           {"name": "form", "class": "UIViewController", "customClass": "LoginController"},
           {"name": "form.view", "class": "UIView", "rootViewOf": "form"},
           {"name": "login", "class": "UIButton", "superview": "home.view", "properties": {"title": "Log in"}}],
         "connections": [
           {"type": "outlet", "source": "home", "name": "username", "destination": "login"},
           {"type": "outlet", "source": "form", "name": "username", "destination": "usernameFeld"},
           {"type": "outlet", "source": "form", "name": "pasword", "destination": "login"},
           {"type": "action", "source": "login", "target": "form", "action": "didTapLogn:", "events": ["touchUpInside"]},
           {"type": "action", "source": "login", "target": "form", "action": "didTapLogin:", "events": ["touchUpInside"]}],
         "notSaved": []}
        """

    @Test func brokenConnectionsAreReportedAndLoadingGoesOn() throws {
        let disk = SceneFileTests.Disk()
        disk.files["broken.json"] = Self.broken
        let r = disk.session()
        r.run(Self.classes + "load \"broken.json\"")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let reports = r.sink.events.compactMap { e -> String? in
            guard case .note(let text) = e.payload else { return nil }
            return r.interpreter.names.string(text)
        }
        #expect(reports.contains("Unknown class LoginControler in Interface Builder file. (home is made as a UIViewController)"))
        #expect(reports.contains("outlet form.username: no object named 'usernameFeld' in this scene; skipped"))
        #expect(reports.contains("[<LoginController form> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key pasword. (NSUnknownKeyException: UIKit would crash here; the outlet is skipped)"))
        // The misspelt class made a plain UIViewController, which has no `username` key: the
        // crash UIKit raises next, not an outlet silently connected.
        #expect(reports.contains("[<UIViewController home> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key username. (NSUnknownKeyException: UIKit would crash here; the outlet is skipped)"), "\(reports)")
        #expect(try r.object("home").outlet("username") == nil, "an outlet on the unknown class's object was connected")
        #expect(reports.contains { $0.hasPrefix("warning: form does not implement didTapLogn:") })
        // The unknown class is made as its framework class; both actions are connected.
        #expect(try r.object("home", ViewController.self).customClass == nil)
        #expect(try r.object("form", ViewController.self).customClass == "LoginController")
        #expect(try r.object("login", Button.self).targets.entries.count == 2)
        #expect(try r.object("form").outlet("username")?.target == nil, "the outlet to a missing object was skipped")
    }

    @Test func awakeFromNibComesAfterEveryConnectionInFileOrder() {
        let disk = SceneFileTests.Disk()
        disk.files["awake.json"] = """
            {"format": "simrepl-scene", "version": 1, "platform": "UIKit",
             "objects": [
               {"name": "store", "class": "NSObject", "customClass": "Part"},
               {"name": "screen", "class": "NSObject", "customClass": "Part"},
               {"name": "quiet", "class": "NSObject"}],
             "connections": [{"type": "outlet", "source": "store", "name": "other", "destination": "screen"},
                             {"type": "outlet", "source": "screen", "name": "other", "destination": "store"}]}
            """
        let r = disk.session()
        r.run("class Part { method awakeFromNib { log \"{self} awakes, other is {self.other}\" } }\nload \"awake.json\"")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.loggedLines == ["store awakes, other is screen", "screen awakes, other is store"])
    }

    @Test func fileOwnerBindsToTheObjectGiven() throws {
        let disk = SceneFileTests.Disk()
        disk.files["owned.json"] = """
            {"format": "simrepl-scene", "version": 1, "platform": "UIKit",
             "objects": [{"name": "main", "class": "UIWindow"},
                         {"name": "login", "class": "UIButton", "superview": "main"}],
             "connections": [{"type": "outlet", "source": "File's Owner", "name": "button", "destination": "login"},
                             {"type": "action", "source": "login", "target": "File's Owner", "action": "go:", "events": ["touchUpInside"]}]}
            """
        let r = disk.session()
        r.run("object coordinator\nmethod coordinator go: { log \"go from {sender}\" }\nload \"owned.json\" owner coordinator\ntap login\nexpect coordinator.button == login")
        #expect(r.errors.isEmpty && r.failedExpectations.isEmpty, "\(r.diagnostics)")
        #expect(r.loggedLines == ["go from login"])
    }

    @Test func savingWithAnOwnerWritesFileOwnerAndLoadingBindsItToAnotherObject() throws {
        let disk = SceneFileTests.Disk()
        let saving = disk.session()
        saving.run("""
            class Coordinator { outlet button
                method go: { log "{self} goes from {sender}" } }
            window main
            button login in main frame 20 20 100 44
            object coordinator class Coordinator
            outlet coordinator.button = login
            addTarget login coordinator go: for touchUpInside
            save scene "owned.json" owner coordinator
            """)
        #expect(saving.errors.isEmpty, "\(saving.errors)")
        let archive = try SceneArchive.decode(disk.files["owned.json"]!)
        #expect(archive.owner == ArchivedOwner(class: "NSObject", customClass: "Coordinator"))
        #expect(!archive.objects.contains { $0.name == "coordinator" }, "File's Owner is a placeholder, not an object of the file")
        #expect(archive.connections == [.outlet(source: "File's Owner", name: "button", destination: "login", strong: false),
                                        .action(source: "login", target: "File's Owner", action: "go:", events: ["touchUpInside"])])
        let loading = disk.session()
        loading.run("""
            class Coordinator { outlet button
                method go: { log "{self} goes from {sender}" } }
            object flow class Coordinator
            load "owned.json" owner flow
            tap login
            expect flow.button == login
            """)
        #expect(loading.errors.isEmpty && loading.failedExpectations.isEmpty, "\(loading.diagnostics)")
        #expect(loading.loggedLines == ["flow goes from login"])
    }

    @Test func aStrongOutletKeepsALoadedObjectAliveAWeakOneDoesNot() throws {
        let disk = SceneFileTests.Disk()
        disk.files["s.json"] = """
            {"format": "simrepl-scene", "version": 1, "platform": "UIKit",
             "objects": [{"name": "owner", "class": "NSObject"}, {"name": "kept", "class": "NSObject"}, {"name": "lost", "class": "NSObject"}],
             "connections": [{"type": "outlet", "source": "owner", "name": "kept", "destination": "kept", "storage": "strong"},
                             {"type": "outlet", "source": "owner", "name": "lost", "destination": "lost", "storage": "weak"}]}
            """
        let r = disk.session()
        r.run("load \"s.json\"\nrelease kept\nrelease lost\nexpect owner.kept == kept\nexpect owner.lost == nil")
        #expect(r.errors.isEmpty && r.failedExpectations.isEmpty, "\(r.diagnostics)")
        #expect(try !r.object("kept", PlainObject.self).isReleased)
        #expect(try r.object("lost", PlainObject.self).isReleased)
    }

    @Test func malformedOrForeignFilesAndTakenNamesStopTheLoad() {
        let disk = SceneFileTests.Disk()
        disk.files["bad.json"] = "{\n  \"format\": \"simrepl-scene\",\n  \"objects\": [ { \"name\" \"a\" } ]\n}\n"
        disk.files["other.json"] = "{\"format\": \"something-else\"}"
        disk.files["taken.json"] = "{\"format\": \"simrepl-scene\", \"version\": 1, \"platform\": \"UIKit\", \"objects\": [{\"name\": \"main\", \"class\": \"UIWindow\"}], \"connections\": []}"
        let bad = disk.session()
        guard case .failed(let d) = bad.run("load \"bad.json\"") else { Issue.record("no error"); return }
        #expect(d.message.hasPrefix("malformed JSON in scene file"), "\(d)")
        #expect(d.location?.file == "bad.json" && d.location?.line == 3, "\(d)")
        let other = disk.session()
        guard case .failed(let o) = other.run("load \"other.json\"") else { Issue.record("no error"); return }
        #expect(o.message == "'other.json' is not a scene file (no \"format\": \"simrepl-scene\")")
        let taken = disk.session()
        guard case .failed(let t) = taken.run("window main\nload \"taken.json\"") else { Issue.record("no error"); return }
        #expect(t.message == "'main' in taken.json is already a UIWindow of this session")
        #expect(taken.world.application.windows.count == 1, "nothing was loaded")
    }
}

/// A scene file's text reaches the terminal through the trace, so it may carry no escape
/// sequence or invisible character, escaped in JSON or raw (issue 16).
@Suite("Scene files: invisible characters")
struct SceneFileInvisibleTests {
    @Test(arguments: [
        ("{\n  \"format\": \"simrepl-scene\\u001b[2J\"\n}\n", 2, 27, "U+001B"),
        ("{\"format\": \"a\\bb\"}", 1, 14, "U+0008"),
        ("{\n\"format\": \"zero\u{200B}width\"\n}", 2, 16, "U+200B"),
    ])
    func anInvisibleCharacterInAStringStopsTheLoadAtItsPlace(_ file: String, _ line: Int, _ column: Int, _ code: String) {
        let disk = SceneFileTests.Disk()
        disk.files["bad.json"] = file
        let run = disk.session()
        guard case .failed(let d) = run.run("load \"bad.json\"") else { Issue.record("no error"); return }
        #expect(d.message.contains("an invisible character (\(code)) in a string"), "\(d)")
        #expect(d.location?.line == line && d.location?.column == column, "\(d)")
    }

    @Test func tabsAndLineBreaksStayAllowed() {
        #expect(JSONSyntax.firstProblem(in: Array("{\n\t\"a\": \"b\\tc\\nd\"\r\n}".utf8)) == nil)
        #expect(JSONSyntax.firstProblem(in: Array("{\"a\": \"b\\tc\\nd\\u0041\"}".utf8)) == nil)
    }
}

/// `save FILE`: the session as a script that replays to the same trace.
@Suite("Saved sessions")
struct SavedSessionTests {
    @Test func aSavedSessionReplaysToTheSameTraceAndKeepsFailedLinesAsComments() throws {
        let disk = SceneFileTests.Disk()
        let repl = disk.session()
        // The REPL runs one entry at a time: the demo scene first, silently.
        #expect(repl.interpreter.runSilently(source: DemoScene.source, file: DemoScene.fileName) == .completed)
        #expect(repl.run("button extra in loginVC.view frame 10 10 80 30\naddAction extra for touchUpInside id c { log \"extra\" }", file: "<repl>") == .completed)
        if case .completed = repl.run("tap nosuchview", file: "<repl>") { Issue.record("a missing view must stop the entry") }
        #expect(repl.run("tap extra\ntap loginButton", file: "<repl>") == .completed)
        #expect(repl.run("save \"/s/tried.sim\"", file: "<repl>") == .completed)
        #expect(repl.output.contains("saved 2 entries of this session to /s/tried.sim (1 that stopped at an error kept as comments)"), "\(repl.output)")

        let script = try #require(disk.files["/s/tried.sim"])
        #expect(script.contains("# (stopped at an error) tap nosuchview\n"), "\(script)")
        #expect(!script.contains("save \"/s/tried.sim\""), "the save itself is not part of the session: \(script)")

        // Replayed in a fresh world, the script does what the session did.
        let replay = ScriptRun()
        #expect(replay.run(script, file: "/s/tried.sim") == .completed)
        #expect(replay.errors.isEmpty, "\(replay.errors)")
        #expect(replay.output.contains("log: extra"), "\(replay.output)")
        #expect(replay.output.contains("log: performLogin: called by loginButton"), "\(replay.output)")
    }

    /// What the file format cannot hold is listed as not saved, never dropped silently.
    @Test func stackArrangementsAndNavigationControllersAreListedAsNotSaved() {
        let disk = SceneFileTests.Disk()
        let run = disk.session()
        #expect(run.run("""
            window main
            controller listVC
            navigationcontroller nav in main root listVC
            stackview bar in listVC.view frame 0 100 300 44
            button a in bar
            addArrangedSubview bar a
            save scene "screen.json"
            """) == .completed)
        #expect(run.output.contains("not saved: bar: which subviews are arranged"), "\(run.output)")
        #expect(run.output.contains("not saved: nav: a navigation controller and its stack"))
    }
}
