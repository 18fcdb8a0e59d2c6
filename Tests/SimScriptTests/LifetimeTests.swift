import Testing
@testable import SimCore
@testable import SimScript

/// Object lifetimes as ARC keeps them (SimCore/Lifetimes): owners, freeing, weak and strong
/// captures, cycles and `leaks`, and memory that stays flat when closures come and go.
@Suite("Lifetimes")
struct LifetimeTests {
    /// A presented detail screen whose Close button's closure captures the controller.
    static let detailScene = """
        window main
        controller home in main
        controller detail
        button closeButton in detail.view frame 20 100 120 44 title "Close"
        method detail setUp {
            addAction closeButton for touchUpInside capture CAPTURE { log "closing {self}" }
        }
        sendAction setUp to detail
        present detail from home

        """

    private func run(_ source: String) -> ScriptRun {
        let run = ScriptRun()
        run.run(source)
        #expect(run.errors.isEmpty, "\(run.errors)")
        return run
    }

    private func freed(_ run: ScriptRun, _ name: String) -> Bool { run.world.object(named: name)?.isReleased == true }

    @Test func removingAViewFreesItsSubtreeAndItsHandlersNeverRunAgain() {
        let r = run(loginSceneSource + "\naddAction login for touchUpInside { log \"closure\" }\nremove card")
        #expect(freed(r, "card") && freed(r, "login"))
        #expect(!freed(r, "home"), "home's view lost a subview, not its owner")
        #expect(r.output.contains("freed: card, login (nothing holds them any more)"), "\(r.output)")
        #expect(r.world.closures.live.isEmpty, "the button's closure went with it")
    }

    @Test func aVariableOrAStrongCaptureKeepsAViewAlive() {
        let variable = run(loginSceneSource + "\nlet keep = card\nremove card")
        #expect(!freed(variable, "card") && !freed(variable, "login"))
        let captured = run(loginSceneSource + "\naddAction login for touchUpInside capture card { log \"x\" }\nremove login")
        #expect(freed(captured, "login"), "nothing holds the button")
        #expect(!freed(captured, "card"), "card is in the hierarchy anyway")
    }

    @Test func aClosureReplacedLetsGoOfWhatItCaptured() {
        let r = run(loginSceneSource + """

            object model
            addAction login for touchUpInside id show capture model { log "{model}" }
            release model
            addAction login for touchUpInside id show { log "nothing" }
            """)
        #expect(r.output.contains("model: the script let go of it, but it stays alive, held by closure show"), "\(r.output)")
        #expect(freed(r, "model"), "the replacing action captured nothing: model's last holder is gone")
        #expect(r.output.contains("freed: model (nothing holds it any more)"), "\(r.output)")
    }

    @Test func aCycleThroughAClosureLeaksAndLeaksNamesTheCaptureToWeaken() {
        let r = run(Self.detailScene.replacingOccurrences(of: "CAPTURE", with: "self") + "dismiss detail\nleaks")
        #expect(!freed(r, "detail"), "a cycle: ARC never frees it")
        #expect(r.simulator.lifetimes.leaked.map { r.world.object($0).name } == ["detail.view", "detail", "closeButton"])
        #expect(r.output.contains("leak: detail, detail.view, closeButton and closure#1 hold each other in a cycle nothing else holds:"), "\(r.output)")
        #expect(r.output.contains("  detail → detail.view → closeButton → closure#1 → detail"), "\(r.output)")
        #expect(r.output.contains("fix: `capture weak self` in closure#1"), "\(r.output)")
    }

    @Test func aWeakCaptureBreaksTheCycleAndReadsNilOnceTheObjectIsGone() {
        let r = run(Self.detailScene.replacingOccurrences(of: "CAPTURE", with: "weak self") + "dismiss detail\nleaks")
        #expect(freed(r, "detail") && freed(r, "detail.view") && freed(r, "closeButton"))
        #expect(r.output.contains("freed: detail, detail.view, closeButton"), "in ARC's order: \(r.output)")
        #expect(r.output.contains("no leaks"), "\(r.output)")
        // A weak capture whose object is freed reads nil when the closure runs.
        let nilRead = run(loginSceneSource + """

            object model
            addAction login for touchUpInside capture weak model { log "model is {model}" }
            release model
            tap login
            """)
        #expect(freed(nilRead, "model"), "a weak capture does not hold")
        #expect(nilRead.loggedLines == ["model is nil"], "\(nilRead.loggedLines)")
        #expect(nilRead.output.contains("captured [weak model = model]"), "the trace marks the capture weak: \(nilRead.output)")
    }

    @Test func onlyWhatTheScriptMadeAndKeptCanBeReleased() {
        let r = ScriptRun()
        r.run(loginSceneSource + "\ncontroller sheet\npresent sheet from home\nrelease sheet")
        #expect(r.errors.first?.message == "the script holds no reference to 'sheet' that it could release")
        #expect(r.errors.first?.hint?.contains("it is held by its controller home") == true, "\(String(describing: r.errors.first?.hint))")
        let twice = ScriptRun()
        twice.run("object o\nrelease o\nrelease o")
        #expect(twice.errors.first?.message == "'o' was already freed")
    }

    @Test func showSaysWhoHoldsAnObject() {
        let r = run(loginSceneSource + "\nobject o\nlet v = o\nshow o\nshow login")
        #expect(r.output.contains("  held by: the script (it made it), variable v"), "\(r.output)")
        #expect(r.output.contains("  held by: its superview card"), "\(r.output)")
    }

    @Test func aClosureAFailedCommandMadeIsNotTheOneFoundByName() {
        // The second `timer beat` fails ('beat' already exists) after making its closure: nothing
        // takes that closure, so `expect captured` and `show` must see the first timer's.
        let r = ScriptRun()
        r.run("window main\nvar word = \"first\"\ntimer beat every 1s capture word { log \"{word}\" }\nset word = \"second\"")
        r.run("timer beat every 1s capture word { log \"{word}\" }")
        #expect(r.errors.map(\.message) == ["an object named 'beat' already exists (an NSTimer)"])
        r.run("expect captured beat word == \"first\"")
        #expect(r.failedExpectations.isEmpty, "\(r.failedExpectations)")
        #expect(r.world.closures.live.count == 1, "the failed command's closure was freed")
    }

    @Test func addingManyHandlersDoesNotWalkTheWholeGraphEachTime() {
        // Each command that only adds a closure lets go of nothing: collecting after every one
        // made N handlers cost O(N²). They wait for the closure budget instead.
        let r = run(loginSceneSource + "\n" + (1...100).map { "addAction login for touchUpInside { log \"\($0)\" }" }.joined(separator: "\n"))
        #expect(r.world.closuresSinceCollection == 100, "no collection ran for closures that were all taken")
        r.run("show login")
        #expect(r.world.closuresSinceCollection == 0, "a question about lifetimes collects first")
        #expect(r.world.closures.live.count == 100)
    }

    @Test func settingAVariableThatHeldNoObjectDoesNotWalkTheGraph() {
        // A number or a text was nobody's last holder: a `set` of one let go of nothing, so it
        // must not mark the world for a walk (a 10,000-line script was quadratic, 71% of it in
        // walks). The pending closure shows whether a collection ran.
        let r = run(loginSceneSource + "\nvar total = 0\nvar label = \"a\"\naddAction login for touchUpInside { log \"x\" }\nset total = total + 1\nset label = \"b\"")
        #expect(r.world.closuresSinceCollection == 1, "a `set` of a number or a text collected")
        // An object (or a list holding one) may have been the last holder: that `set` collects.
        r.run("object thing\nvar held = list 1, thing\nrelease thing\nset held = 0")
        #expect(r.world.closuresSinceCollection == 0, "a `set` that let go of an object did not collect")
        #expect(freed(r, "thing"), "the list was thing's last holder")
    }

    @Test func closuresReplacedRowAfterRowDoNotPileUp() {
        // A table reconfigured through 5,000 rows, each row's cell given a fresh closure: the live
        // closures stay those of the visible cells, and the freed ones' records are purged.
        let r = run("""
            window main
            controller listVC in main
            tableview list in listVC.view frame 0 0 390 440 rowHeight 44
            celltype Row {
                button buy frame 15 0 300 44
            }
            register Row for list id row
            handler list numberOfRowsHandler { return 5000 }
            handler list cellForRowHandler {
                let item = "Row " + row
                addAction cell.buy for touchUpInside id buy capture item { log "buy {item}" }
            }
            reloadData list
            scroll list to row 4990 steps 500
            """)
        #expect(r.world.closures.nextID > 5000, "a closure per configured row was made")
        #expect(r.world.closures.live.count < 300, "\(r.world.closures.live.count) live")
        #expect(Array(r.world.closures).count < 12_000, "records of freed closures are purged")
    }

    @Test func freedAndKeptAliveRenderInJSONLines() {
        let r = ScriptRun(format: .json)
        r.run(loginSceneSource + "\nobject o\nmethod o poll: { log \"poll\" }\ntimer t every 1s target o poll:\nrelease o\ninvalidate t")
        #expect(r.output.contains(#""kind":"keptAlive","object":"o","holders":["timer t (a timer holds its target until it is invalidated)"]"#), "\(r.output)")
        #expect(r.output.contains(#""kind":"freed","objects":["o"]"#), "\(r.output)")
    }

    @Test func aDismissedControllerKeptAliveByARepeatingTimerIsReportedByDismissAndLeaks() {
        let r = run("""
            window main
            controller home in main
            controller detail
            method detail refresh: { log "refresh" }
            present detail from home
            timer poll every 1s target detail refresh:
            dismiss detail
            leaks
            invalidate poll
            leaks
            """)
        #expect(r.output.contains("detail: dismissed, but it stays alive, held by timer poll (a timer holds its target until it is invalidated)"), "\(r.output)")
        #expect(r.output.contains("leak: detail is let go of, but repeating timer poll keeps it alive"), "\(r.output)")
        #expect(r.output.contains("fix: invalidate poll when detail goes away"), "\(r.output)")
        // Invalidated, the timer lets go: the controller is freed and nothing leaks.
        #expect(freed(r, "detail"))
        #expect(r.output.hasSuffix("no leaks: every object alive is held by the application, a valid timer, the script or a variable\n"), "\(r.output)")
    }
}
