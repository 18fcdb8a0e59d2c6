import Foundation
import Testing
@testable import SimCore
@testable import SimScript

/// AppKit mode (`platform appkit`): the mouse, key and main windows, NSControl's one target and
/// action and when it is sent, and NSApp's documented nil-target search.
@Suite("AppKit mode")
struct AppKitTests {
    /// A document window (text field, controller, delegate), an inspector panel (Bold button
    /// wired to the first responder, delegate), and an app delegate.
    static let documentAndInspector = """
        platform appkit
        window document
        controller docVC in document
        textfield body in docVC.view frame 20 20 350 400
        object documentDelegate
        set document.delegate = documentDelegate
        appdelegate appDelegate
        panel inspector size 300 120
        button boldButton in inspector frame 20 20 100 32 title "Bold"
        object inspectorDelegate
        set inspector.delegate = inspectorDelegate
        addTarget boldButton nil toggleBold:

        """

    /// An AppKit window with one button `b` whose target `o` logs `log` from `go:`, then `steps`.
    static func oneButton(_ steps: String, log: String = "go") -> String {
        """
        platform appkit
        window main
        button b in main frame 20 20 100 32
        object o
        method o go: { log "\(log)" }
        addTarget b o go:
        \(steps)
        """
    }

    private func run(_ source: String, format: Interpreter.TraceFormat = .text) -> ScriptRun {
        ScriptRun.of(source, format: format)
    }

    /// The objects a nil-targeted action asked, in order (each `chainAsk`).
    private func asked(_ run: ScriptRun) -> [String] {
        run.sink.events.compactMap { e in
            guard case .chainAsk = e.payload else { return nil }
            return run.world.object(e.object).name
        }
    }

    @Test func theSearchFollowsNSAppsDocumentedOrderWhenKeyAndMainDiffer() {
        // Nobody implements the action: the whole path is asked.
        let r = run(Self.documentAndInspector + "makeKey document\nclick body\nmakeKey inspector\nclick boldButton")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(asked(r) == ["inspector", "inspectorDelegate", "body", "docVC.view", "docVC", "document",
                             "documentDelegate", "app", "appDelegate"])
        #expect(r.output.contains("toggleBold: was not handled"), "\(r.output)")
    }

    @Test func theFirstObjectThatImplementsTheActionPerformsIt() {
        let r = run(Self.documentAndInspector + """
            method documentDelegate toggleBold: { log "document delegate" }
            method appDelegate toggleBold: { log "app delegate" }
            makeKey document
            click body
            makeKey inspector
            click boldButton
            """)
        #expect(r.loggedLines == ["document delegate"])
        #expect(asked(r).last == "documentDelegate")
    }

    @Test func whenTheKeyWindowIsAlsoMainItsChainIsSearchedOnce() {
        let r = run(Self.documentAndInspector + "makeKey document\nmakeMain document\nsendAction toggleBold: from boldButton")
        #expect(r.errors.isEmpty, "\(r.errors)")
        // The document has no first responder view: it is its own first responder.
        #expect(asked(r) == ["document", "documentDelegate", "app", "appDelegate"])
    }

    @Test func aNilTargetedButtonStartsAtTheKeyWindowsFirstResponderNotAtTheSender() {
        let scene = """
            window main
            controller notesVC in main
            button copyButton in notesVC.view frame 10 10 80 40
            method notesVC copy: { log "notesVC" }

            """
        let uikit = run(scene + "addTarget copyButton nil copy: for touchUpInside\ntap copyButton")
        #expect(uikit.loggedLines == ["notesVC"], "UIKit walks up from the sender")
        let appkit = run("platform appkit\n" + scene + "addTarget copyButton nil copy:\nclick copyButton")
        #expect(appkit.loggedLines.isEmpty, "AppKit never asks the sender's chain")
        #expect(asked(appkit) == ["main", "app"])
    }

    @Test func theCellHoldsOneTargetAndActionAndSendsItOnMouseUpInside() {
        let r = run("""
            platform appkit
            window main
            button b in main frame 20 20 100 32
            object first
            object second
            method first go: { log "first" }
            method second go: { log "second" }
            addTarget b first go:
            addTarget b second go:
            mouse down b
            mouse drag at 300 300
            mouse up
            click b
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.loggedLines == ["second"], "replaced target; released outside sends nothing")
        #expect(r.output.contains("b.target = second, b.action = go: (replaces first.go:, as the cell holds one target and action)"), "\(r.output)")
        #expect(r.output.contains("b: mouse up outside, no action"), "\(r.output)")
    }

    @Test func aContinuousButtonSendsPeriodicallyWhileHeldAtNSButtonsDefaultTimes() {
        let r = run(Self.oneButton("set b.continuous = true\nclick b for 0.6s", log: "step"))
        let times = r.sink.events.filter { if case .mouse(.sendsAction(.periodic, _)) = $0.payload { return true } else { return false } }
            .map(\.time)
        #expect(times == [400_000, 475_000, 550_000])
        #expect(r.loggedLines.count == 4, "three periodic sends, then the mouse-up one")
    }

    @Test func sendActionOnMouseDownSendsAtOnce() {
        let r = run(Self.oneButton("sendActionOn b leftMouseDown\nmouse down b"))
        #expect(r.loggedLines == ["go"])
        #expect(r.world.object(named: "b").map { ($0 as! Control).sendActionMask } == .leftMouseDown)
    }

    @Test func aClickInAnInactiveWindowOnlyActivatesItUnlessTheViewAcceptsFirstMouse() {
        // The panel takes key from `main`, where the button is.
        let swallowed = run(Self.oneButton("panel palette\nclick b"))
        #expect(swallowed.loggedLines.isEmpty)
        #expect(swallowed.world.application.keyWindow?.name == "main")
        let accepted = run(Self.oneButton("panel palette\nset b.acceptsFirstMouse = true\nclick b"))
        #expect(accepted.loggedLines == ["go"])
    }

    @Test func nsViewHitTestingSkipsHiddenViewsOnlyNotTransparentOnes() {
        let r = run("""
            platform appkit
            window main
            view card in main frame 0 0 200 200
            view glass in card frame 0 0 200 200 alpha 0
            method glass mouseDown: { log "glass got it" }
            click at 100 100
            set glass.hidden = true
            method card mouseDown: { log "card got it" }
            click at 100 100
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.loggedLines == ["glass got it", "card got it"])
    }

    @Test func aViewWithoutMouseDownPassesItAlongTheChain() {
        let r = run("""
            platform appkit
            window main
            controller vc in main
            view card in vc.view frame 0 0 200 200
            method vc mouseDown: { log "vc" }
            click card
            """)
        #expect(r.loggedLines == ["vc"])
        #expect(r.output.contains("card does not implement mouseDown:: NSResponder passes it to its next responder vc.view"), "\(r.output)")
    }

    @Test func eachPlatformsInputCommandsAreErrorsInTheOtherWithTheCommandToUse() {
        let appkit = run("platform appkit\nwindow main\nbutton b in main\ntap b")
        #expect(appkit.errors.first?.message.contains("'tap' drives touches") == true, "\(appkit.errors)")
        #expect(appkit.errors.first?.hint?.contains("click VIEW") == true)
        let uikit = run("window main\nbutton b in main\nclick b")
        #expect(uikit.errors.first?.hint?.contains("platform appkit") == true, "\(uikit.errors)")
        let events = run("platform appkit\nwindow main\nbutton b in main\nobject o\nmethod o go: {}\naddTarget b o go: for touchUpInside")
        #expect(events.errors.first?.message.contains("an NSControl has no control events") == true, "\(events.errors)")
        let noEvents = run("window main\nbutton b in main\nobject o\nmethod o go: {}\naddTarget b o go:")
        #expect(noEvents.errors.first?.message.contains("missing 'for EVENTS'") == true, "\(noEvents.errors)")
    }

    @Test func thePlatformIsChosenBeforeTheScene() {
        let r = run("window main\nplatform appkit")
        #expect(r.errors.first?.message.contains("the platform is chosen before the scene is built") == true, "\(r.errors)")
        #expect(r.world.rules.name == "UIKit")
    }

    @Test func chainDrawsTheWholeSearchWithItsStages() {
        let r = run(Self.documentAndInspector + "makeKey document\nclick body\nmakeKey inspector\nchain boldButton")
        #expect(r.output.contains("""
            a nil-targeted action (NSApp.sendAction(_:to:from:)) asks, in order:
              1. inspector (NSWindow)  key window's first responder
              2. inspectorDelegate (NSObject)  key window's delegate
              3. body (NSTextField)  main window's first responder
            """), "\(r.output)")
        #expect(r.output.contains("  9. appDelegate (NSObject (app delegate))  NSApp's delegate"), "\(r.output)")
    }

    @Test func mouseRecordsAreValidJSONLines() throws {
        let r = run(Self.documentAndInspector + "makeKey document\nclick body\nmakeKey inspector\nclick boldButton", format: .json)
        let lines = r.output.split(separator: "\n")
        #expect(lines.count > 10)
        var kinds: Set<String> = []
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let kind = object?["kind"] as? String { kinds.insert(kind) }
        }
        #expect(kinds.isSuperset(of: ["mouse", "windowStatus", "actionSearchStage", "chainAsk"]), "\(kinds)")
    }

    /// NSWindow and NSApplication implement their own actions; a script method overrides them,
    /// and UIKit's classes implement none.
    @Test func windowsAndTheApplicationPerformTheirOwnActions() {
        let run = ScriptRun()
        #expect(run.run("""
            platform appkit
            window first
            window second
            button close in second frame 20 20 80 30
            addTarget close nil performClose:
            click close
            expect second.hidden == true
            expect first.keyWindow == true
            sendAction performZoom: from close
            expect first.zoomed == true
            method first performMiniaturize: { log "overridden" }
            sendAction performMiniaturize: from close
            expect first.hidden == false
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["overridden"])
        let uikit = ScriptRun()
        #expect(uikit.run("window main\nbutton b in main\naddTarget b nil performClose: for touchUpInside\ntap b\nexpect app.keyWindow == main") == .completed)
        #expect(uikit.output.contains("performClose: was not handled"), "\(uikit.output)")
    }
}
