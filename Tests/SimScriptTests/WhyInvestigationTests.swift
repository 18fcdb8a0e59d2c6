import Testing
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// `why`: from the event log and the scene graph, the first decision that kept a handler from
/// running — or the chain of causes when it ran. One test per way a handler can fail to run.
@Suite("Why a handler did or did not run")
struct WhyInvestigationTests {
    static let scene = """
        window main
        controller home in main
        view card in home.view frame 20 100 350 300
        button save in card frame 20 20 120 44 title "Save"
        method home didTapSave: { log "saved" }
        addTarget save home didTapSave: for touchUpInside
        """

    /// Runs `scene + source` and asks why about `subject` (`target.selector` or a closure name).
    private func why(_ source: String, _ subject: String, scene: String = scene) throws -> (Explanation, ScriptRun) {
        let run = ScriptRun()
        run.run(scene + "\n" + source)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let question: WhySubject
        if let dot = subject.firstIndex(of: "."), let target = run.world.object(named: String(subject[..<dot])) {
            question = .method(target: target.id, selector: run.world.selector(String(subject[subject.index(after: dot)...])))
        } else {
            question = .closure(name: subject)
        }
        return (WhyInvestigation(simulator: run.simulator).explain(question), run)
    }

    private func keyword(_ explanation: Explanation) -> String {
        switch explanation.verdict {
        case .ran(let runs): return runs.contains { $0.stale != nil } ? "stale" : "ran"
        case .didNotRun(let cause): return cause.keyword
        }
    }

    @Test func whenItRanTheChainLeadsBackToTheCommand() throws {
        let (e, run) = try why("tap save", "home.didTapSave:")
        guard case .ran(let runs) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(runs.count == 1)
        let kinds = runs[0].causes.map(\.kind)
        #expect(kinds == [.controlEvent, .deliver, .touch, .command])
        let words = TextTraceRenderer(names: run.interpreter.names, write: { _ in })
        #expect(words.words(for: runs[0].causes.last!) == "> tap save")
    }

    @Test func nothingHappenedYet() throws {
        #expect(keyword(try why("", "home.didTapSave:").0) == "noInteraction", "wiring a handler is not an interaction")
    }

    @Test func aDisabledControl() throws {
        #expect(keyword(try why("set save.enabled = false\ntap save", "home.didTapSave:").0) == "disabled")
    }

    @Test func aHiddenAncestorOrTheControlItself() throws {
        let (e, run) = try why("set card.hidden = true\ntap save", "home.didTapSave:")
        #expect(keyword(e) == "hidden")
        guard case .didNotRun(.hitElsewhere(_, let hit, _, .hidden(let view))) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(view == (try run.object("card", View.self)).id, "the outermost skipped view is named")
        #expect(hit == (try run.object("home.view", View.self)).id)
    }

    @Test func transparentAndInteractionDisabled() throws {
        #expect(keyword(try why("set save.alpha = 0\ntap save", "home.didTapSave:").0) == "transparent")
        #expect(keyword(try why("set card.userInteractionEnabled = false\ntap save", "home.didTapSave:").0) == "interactionDisabled")
    }

    @Test func coveredByASiblingInFront() throws {
        let (e, run) = try why("view overlay in home.view frame 0 0 390 844\ntap save", "home.didTapSave:")
        #expect(keyword(e) == "coveredBy")
        guard case .didNotRun(.hitElsewhere(_, _, _, .coveredBy(let front))) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(front == (try run.object("overlay", View.self)).id)
    }

    @Test func outsideItsSuperviewsBounds() throws {
        let (e, _) = try why("button more in card frame 280 20 100 44\naddTarget more home didTapSave: for touchUpInside\ntap more at 75 22",
                             "home.didTapSave:")
        #expect(keyword(e) == "outsideSuperview")
    }

    @Test func theTouchWasNotOnTheControl() throws {
        #expect(keyword(try why("tap card at 300 250", "home.didTapSave:").0) == "notUnderTouch")
    }

    @Test func aControlInAnotherWindow() throws {
        let scene = Self.scene + "\nwindow second\ncontroller other in second\nview pad in other.view"
        // The touch was where save is, and the front window took it.
        #expect(keyword(try why("tap at 100 142", "home.didTapSave:", scene: scene).0) == "otherWindow")
        // A touch somewhere else simply missed save, whatever window took it.
        #expect(keyword(try why("tap pad", "home.didTapSave:", scene: scene).0) == "notUnderTouch")
    }

    @Test func theFingerLiftedOutsideTheTrackingArea() throws {
        let (e, _) = try why("touch down save\ntouch move at 380 800\ntouch up", "home.didTapSave:")
        #expect(keyword(e) == "liftedOutside")
        guard case .didNotRun(.liftedOutside(_, let point, let margin)) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(point == Point(380, 800) && margin == 70)
    }

    @Test func registeredForAnotherEvent() throws {
        let (e, _) = try why("method home pressed: { log \"down\" }\naddTarget save home pressed: for touchDragExit\ntap save", "home.pressed:")
        #expect(keyword(e) == "otherEvent")
        guard case .didNotRun(.otherEventsSent(_, let sent, let registered)) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(sent == [.touchDown, .touchUpInside] && registered == .touchDragExit)
    }

    @Test func theFingerIsStillDown() throws {
        #expect(keyword(try why("touch down save", "home.didTapSave:").0) == "stillDown")
    }

    @Test func aRecognizerCancelledTheTouch() throws {
        let (e, _) = try why("gesture drag pan on card\ntouch down save\ntouch move at 120 160\ntouch move at 160 160\ntouch up",
                             "home.didTapSave:")
        #expect(keyword(e) == "cancelledByRecognizer")
    }

    @Test func aRecognizerStillHoldsTheDeliveries() throws {
        let (e, _) = try why("gesture twice tap on card taps 2\ngesture once tap on card\nrequire once toFail twice\n" +
                             "method home tapped { log \"tapped\" }\naddTarget once home tapped\ntap card at 300 250", "home.tapped")
        #expect(keyword(e) == "waitingForFailure")
    }

    @Test func aRecognizerThatFailed() throws {
        let (e, _) = try why("gesture hold longPress on card\nmethod home held { log \"held\" }\naddTarget hold home held\ntap card at 300 250",
                             "home.held")
        #expect(keyword(e) == "recognizerFailed")
    }

    @Test func aReleasedTarget() throws {
        let (e, _) = try why("object analytics\nmethod analytics track: { log \"t\" }\naddTarget save analytics track: for touchUpInside\nrelease analytics\ntap save",
                             "analytics.track:")
        #expect(keyword(e) == "targetReleased")
    }

    @Test func aNilTargetedActionNoResponderPerforms() throws {
        // The walk starts at the first responder (a text field beside the card), whose chain
        // never reaches the card that implements paste:.
        let (e, run) = try why("method card paste: { log \"p\" }\naddTarget save nil paste: for touchUpInside\n" +
                               "textfield code in home.view frame 20 500 200 34\nbecomeFirstResponder code\ntap save", "card.paste:")
        #expect(keyword(e) == "nilTargetUnhandled")
        guard case .didNotRun(.nilTargetUnhandled(_, let asked, _)) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(asked.map { run.world.object($0).name } == ["code", "home.view", "home", "main", "app"])
    }

    @Test func aNilTargetedActionAnotherResponderPerformedFirst() throws {
        let (e, _) = try why("method card copy: { log \"card\" }\nmethod home copy: { log \"home\" }\naddTarget save nil copy: for touchUpInside\ntap save",
                             "home.copy:")
        #expect(keyword(e) == "handledByOther")
    }

    @Test func delegates() throws {
        let scene = Self.scene + """

            protocol Greeter greet:
            weak home.delegate Greeter
            object friend
            object stranger
            method friend greet: { log "hi" }
            method stranger greet: { log "hey" }
            method home ping: { call self.delegate greet: }
            addTarget save home ping: for touchUpInside
            """
        #expect(keyword(try why("tap save", "friend.greet:", scene: scene).0) == "delegateNil", "the interaction called it through a nil property")
        #expect(keyword(try why("set home.delegate = stranger\ntap save", "friend.greet:", scene: scene).0) == "delegateIsOther")
        #expect(keyword(try why("set home.delegate = friend\nrelease friend\ntap save", "friend.greet:", scene: scene).0) == "delegateReleased")
        #expect(keyword(try why("set home.delegate = friend\nset home.delegate = stranger\ntap save", "friend.greet:", scene: scene).0) == "delegateIsOther")
        #expect(keyword(try why("set home.delegate = friend\ntap save", "friend.greet:", scene: scene).0) == "ran")
    }

    @Test func aDelegateReplacedByTheBlockProxy() throws {
        let scene = """
            window main
            controller formVC in main
            textfield code in formVC.view frame 20 100 200 34
            method formVC textFieldShouldReturn: { log "form answers" }
            set code.delegate = formVC
            handler code shouldClearHandler { return true }
            tap code
            """
        #expect(keyword(try why("type return", "formVC.textFieldShouldReturn:", scene: scene).0) == "delegateReplacedByProxy")
    }

    @Test func aClosureReplacedBySameIdentifierOrRemoved() throws {
        let (replaced, _) = try why("addAction save for touchUpInside id greet { log \"1\" }\naddAction save for touchUpInside id greet { log \"2\" }\ntap save",
                                    "greet")
        #expect(keyword(replaced) == "ran", "a replaced UIAction keeps its identifier as name: the new one ran")
        let (removed, _) = try why("addAction save for touchUpInside id greet { log \"1\" }\nremoveAction save id greet\ntap save", "greet")
        #expect(keyword(removed) == "closureRemoved")
        // The runs say which closure the one that ran replaced.
        guard case .ran(let runs) = replaced.verdict else { return }
        #expect(runs.first?.replaced != nil)
    }

    @Test func anInvalidatedTimerAndOneNotDueYet() throws {
        #expect(keyword(try why("object poller\nmethod poller poll: { log \"p\" }\ntimer beat every 1s target poller poll:\ninvalidate beat\nwait 2s",
                                "poller.poll:").0) == "timerInvalidated")
        #expect(keyword(try why("object poller\nmethod poller poll: { log \"p\" }\ntimer beat every 5s target poller poll:\nwait 2s",
                                "poller.poll:").0) == "timerNotDue")
    }

    @Test func aMethodNobodyWired() throws {
        #expect(keyword(try why("method home orphan: { log \"o\" }\ntap save", "home.orphan:").0) == "notWired")
    }

    @Test func theStaleClosureRanForAnotherRow() throws {
        // A UIAction without identifier piles up on a reused cell: the row-0 closure runs for row 5.
        let scene = """
            window main
            controller vc in main
            tableview list in vc.view frame 0 100 390 220 rowHeight 44
            celltype C {
                button b frame 290 7 80 30
            }
            register C for list id c
            handler list numberOfRowsHandler { return 100 }
            handler list cellForRowHandler {
                let item = "Item " + row
                addAction cell.b for touchUpInside capture item { log "{item}" }
            }
            reloadData list
            scroll list by 220
            """
        let run = ScriptRun()
        run.run(scene + "\ntap list.cell#1.b")
        // The closure row 0's cell got: it runs again for row 5, STALE.
        let first = try #require(run.world.closures.first { $0.captured("item") == .string("Item 0") })
        let e = WhyInvestigation(simulator: run.simulator).explain(.closure(name: first.name))
        #expect(keyword(e) == "stale")
    }

    /// A tap beside a button on a transparent card: the point is not on the button, and the card
    /// is not the cause (making it opaque would change nothing here) — but a tap on the button
    /// would miss it too, which the answer names. Before, why blamed the card.
    @Test func aTapBesideTheButtonIsNotBlamedOnATransparentAncestor() throws {
        let (e, _) = try why("set card.alpha = 0\ntap at 300 300", "home.didTapSave:")
        guard case .didNotRun(.hitElsewhere(_, _, _, .notUnderTouch(_, let unreachable?))) = e.verdict else {
            Issue.record("\(e.verdict)"); return
        }
        #expect(unreachable.reason == .transparent)
    }

    /// The responder asked implements the action but its own canPerformAction answers false:
    /// the cause is its answer, not the delegate later in the chain (before: "delegate performed
    /// it first").
    @Test func aResponderThatRefusesItsOwnAction() throws {
        let scene = """
            window main
            controller vc in main
            button go in vc.view frame 20 100 100 44
            method vc doIt: { log "vc" }
            method vc canPerformAction:withSender: { return false }
            addTarget go nil doIt: for touchUpInside
            appdelegate delegate
            method delegate doIt: { log "delegate" }
            """
        let (e, run) = try why("tap go", "vc.doIt:", scene: scene)
        guard case .didNotRun(.canPerformRefused(let object, _, let by)) = e.verdict else { Issue.record("\(e.verdict)"); return }
        #expect(object == run.world.object(named: "vc")?.id)
        #expect(by == run.world.object(named: "delegate")?.id)
    }

    /// `why list.row#N.button` reads the name as `tap` does (the cell showing row N), and a
    /// closure asked about through its control is that control's: the same UIAction identifier
    /// on another cell's button that ran is not this one's run.
    @Test func aRowNameAndAClosureOnOneControl() throws {
        let run = ScriptRun()
        run.run("""
            window main
            controller vc in main
            tableview list in vc.view frame 0 100 390 132 rowHeight 44
            celltype C {
                button b frame 220 7 70 30
            }
            register C for list id c
            method vc tableView:numberOfRowsInSection: { return 20 }
            method vc tableView:cellForRowAtIndexPath: {
                addAction cell.b for touchUpInside id byRow capture row { log "row {row}" }
            }
            set list.dataSource = vc
            set list.delaysContentTouches = false
            reloadData list
            tap list.row#1.b
            why list.row#0.b
            """)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let answer = try #require(run.interpreter.session.lastWhyAnswers.first)
        #expect(answer.label == "closure byRow")
        guard case .didNotRun = answer.explanation.verdict else { Issue.record("row 0's closure did not run: \(answer.explanation.verdict)"); return }
        #expect(run.output.contains("list.cell#1.b has 1 handler:"))
    }
}
