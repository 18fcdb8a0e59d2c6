import Foundation
import SimLive
import SimScript
import Testing

/// The session a served page drives: each request a fresh replay of the script and the page's
/// interactions, answered with the page's data.
@Suite("Page session")
struct PageSessionTests {
    static let scene = """
        window main
        controller home in main
        button save in home.view frame 20 100 120 44 title "Save"
        method home didTapSave: { log "saved" }
        addTarget save home didTapSave: for touchUpInside
        view toast in home.view frame 0 130 390 80
        tap save at 60 40
        """

    /// A session over files held in memory, as the server's folder would hold them.
    static func session(_ files: [String: String]) -> PageSession {
        PageSession(readFile: { path in
            guard let text = files[path] else { throw PageSessionError(message: "no file '\(path)'") }
            return text
        })
    }

    static func json(_ bytes: [UInt8]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    }

    static func texts(_ answer: PageAnswer) throws -> [String] {
        let events = try #require(try json(answer.data)["events"] as? [[String: Any]])
        return events.compactMap { $0["text"] as? String }
    }

    @Test func aTapOnThePageIsTheScriptReplayedWithTheTapAfterIt() throws {
        let session = Self.session(["s.sim": Self.scene])
        let plain = session.run(PageRequest(file: "s.sim"))
        #expect(plain.outcome == "completed")
        // The page taps where the toast does not cover the button (window coordinates).
        let tapped = session.run(PageRequest(file: "s.sim", interactions: ["tap main at 30 110"]))
        let before = try Self.texts(plain), after = try Self.texts(tapped)
        #expect(Array(after.prefix(before.count)) == before, "a replay: the script's lines come first, unchanged")
        #expect(after.contains("> tap main at 30 110"))
        #expect(after.contains { $0.hasPrefix("target-action -> home.didTapSave:") }, "\(after.suffix(12))")
        // The same request, the same answer: the page can step back and reload.
        #expect(session.run(PageRequest(file: "s.sim", interactions: ["tap main at 30 110"])).data == tapped.data)
    }

    @Test func stepsLinkToTheirScriptLineAndTheSceneOfTheirTime() throws {
        let script = """
            window main
            controller home in main
            tap main at 10 10
            button late in home.view frame 0 0 50 50
            tap main at 10 10
            """
        let answer = Self.session(["s.sim": script]).run(PageRequest(file: "s.sim"))
        let data = try Self.json(answer.data)
        let scenes = try #require(data["scenes"] as? [[String: Any]])
        let events = try #require(data["events"] as? [[String: Any]])
        let first = try #require(events.first { $0["text"] as? String == "> tap main at 10 10" })
        let last = try #require(events.last { $0["text"] as? String == "> tap main at 10 10" })
        #expect(first["line"] as? Int == 3 && last["line"] as? Int == 5)
        func names(_ step: [String: Any]) throws -> [String] {
            let index = try #require(step["scene"] as? Int)
            let scene = try #require(scenes[index]["views"] as? [[String: Any]])
            return scene.compactMap { $0["name"] as? String }
        }
        #expect(try !names(first).contains("late"), "the first tap's step draws the scene before the button was made")
        #expect(try names(last).contains("late"))
        // Predict mode draws a command's scene from before it ran: the button a later command
        // removes is still there.
        let removing = script + "\nremove late"
        let removed = try Self.json(Self.session(["s.sim": removing]).run(PageRequest(file: "s.sim")).data)
        let steps = try #require(removed["events"] as? [[String: Any]])
        let removal = try #require(steps.last { $0["text"] as? String == "> remove late" })
        let scenesOfRemoval = try #require(removed["scenes"] as? [[String: Any]])
        func views(_ key: String) throws -> [String] {
            let index = try #require(removal[key] as? Int)
            return try #require(scenesOfRemoval[index]["views"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        }
        #expect(try views("sceneBefore").contains("late") && !views("scene").contains("late"))
    }

    @Test func anEditedIncludeIsFoundByAnyPathThatLeadsToIt() throws {
        let files = ["seeds/a.sim": "include \"../shared/scene.sim\"\ntap main at 10 10", "shared/scene.sim": "window main"]
        let edited = Self.session(files).run(PageRequest(file: "seeds/a.sim", sources: ["shared/scene.sim": "window main\ncontroller home in main"]))
        #expect(edited.outcome == "completed", "\(edited.diagnostics)")
        let scenes = try #require(try Self.json(edited.data)["scenes"] as? [[String: Any]])
        let names = scenes.flatMap { ($0["views"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(names.contains("home.view"), "the edited include ran: \(names)")
    }

    @Test func whyIsAnsweredWithItsFixesAsCommands() throws {
        let answer = Self.session(["s.sim": Self.scene]).run(PageRequest(file: "s.sim", why: "home.didTapSave:"))
        #expect(answer.output.hasPrefix("home.didTapSave: did not run in the last interaction"), "\(answer.output)")
        #expect(answer.output.contains("toast"))
        let commands = answer.fixes.map(\.command)
        #expect(commands.contains("set toast.userInteractionEnabled = false"), "\(commands)")
        #expect(answer.fixes.allSatisfy { $0.isBeforeInteraction && $0.handler == "home.didTapSave:" })
        // The fix, tried: what would change.
        let tried = Self.session(["s.sim": Self.scene]).run(PageRequest(file: "s.sim", whatif: "set toast.userInteractionEnabled = false"))
        #expect(tried.output.contains("home.didTapSave: runs now"), "\(tried.output)")
    }

    @Test func aQuestionThatCannotBeAskedIsItsAnswerNotTheScriptsError() throws {
        let answer = Self.session(["s.sim": Self.scene]).run(PageRequest(file: "s.sim", why: "nobody.nothing:"))
        #expect(answer.outcome == "completed")
        #expect(answer.diagnostics.isEmpty)
        #expect(answer.output.contains("nobody"), "\(answer.output)")
    }

    @Test func editedTextReplacesTheFileAndErrorsNameTheirLine() throws {
        let session = Self.session(["s.sim": Self.scene])
        let edited = session.run(PageRequest(file: "s.sim", sources: ["s.sim": Self.scene + "\ntap nosuchview"]))
        #expect(edited.outcome == "failed")
        let error = try #require(edited.diagnostics.first)
        #expect(error.location?.file == "s.sim" && error.location?.line == 8)
        #expect(error.message.contains("nosuchview"))
        #expect(PageAnswer.json(edited.diagnostics) != [], "diagnostics travel as JSON")
        let json = try Self.json(edited.json())
        #expect((json["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int == 8)
    }

    @Test func aRunawayScriptStopsAtTheBudgetOrTheClock() throws {
        // 3,000 firings pass the budget's check before the wait; their log lines do not fit it.
        let busy = "window w\ntimer t every 0.01s { log \"tick\" }\nwait 30s\n"
        var session = Self.session(["s.sim": busy])
        session.maxEvents = 5_000
        #expect(session.run(PageRequest(file: "s.sim")).outcome == "over budget")
        let forever = "window w\ntimer t every 0.001s { log \"tick\" }\nwait 600s\n"
        session = Self.session(["s.sim": forever])
        session.maxEvents = 10_000_000
        session.secondsPerRun = 0.05
        let started = Date()
        #expect(session.run(PageRequest(file: "s.sim")).outcome == "stopped (over its time)")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aPageNeverWritesFiles() throws {
        let script = Self.scene + "\nexport tree dot \"out.dot\""
        let answer = Self.session(["s.sim": script]).run(PageRequest(file: "s.sim"))
        #expect(answer.outcome == "failed")
        #expect(answer.diagnostics.first?.message.contains("does not write files") == true, "\(answer.diagnostics)")
    }
}

/// The page as a teacher uses it: every step kept across `trace clear`, predict mode's handler
/// labels, a fix offered once, and an exercise's fixes withheld.
@Suite("Page session: teaching")
struct PageTeachingTests {
    static let reuse = """
        window main
        controller listVC in main
        tableview list in listVC.view frame 0 100 390 220 rowHeight 44
        celltype ItemCell {
            button buyButton frame 290 7 80 30 title "Buy"
        }
        register ItemCell for list id item
        handler list numberOfRowsHandler { return 20 }
        handler list cellForRowHandler {
            let item = "Item " + row
            addAction cell.buyButton for touchUpInside capture item { log "buy {item}" }
        }
        reloadData list
        scroll list to row 12
        tap list.cell#1.buyButton
        expect stale
        trace clear
        tap list.cell#2.buyButton
        expect not log "buy Item 0"
        expect stale
        """

    static func steps(_ answer: PageAnswer) throws -> [[String: Any]] {
        try #require(try PageSessionTests.json(answer.data)["events"] as? [[String: Any]])
    }

    @Test func aTraceClearStartsANewGroupOfStepsAndForgetsNone() throws {
        let answer = PageSessionTests.session(["s.sim": Self.reuse]).run(PageRequest(file: "s.sim"))
        #expect(answer.outcome == "completed")
        let steps = try Self.steps(answer)
        #expect(steps.contains { $0["stale"] as? Bool == true }, "the reused-cell bug before the trace clear is still a step")
        // `trace clear` prints no line of its own: the next group starts at the command after it.
        let start = try #require(steps.firstIndex { $0["group"] != nil })
        #expect(steps[start]["text"] as? String == "> tap list.cell#2.buyButton", "\(steps[start])")
        #expect(steps[start...].allSatisfy { $0["group"] as? Int == 1 }, "the steps after it are the next group")
        // What expect counts is unchanged: `expect not log "buy Item 0"` holds after the clear
        // (cell#2's stale closure logs "buy Item 1").
        #expect(answer.diagnostics.isEmpty, "\(answer.diagnostics)")
        let expectations = steps.filter { $0["kind"] as? String == "expectation" }
        #expect(expectations.count == 3 && expectations.allSatisfy { $0["failed"] == nil })
    }

    @Test func aCellsClosuresAreLabelledByTheirRow() throws {
        let steps = try Self.steps(PageSessionTests.session(["s.sim": Self.reuse]).run(PageRequest(file: "s.sim")))
        let ran = steps.filter { $0["kind"] as? String == "closureRun" && ($0["ask"] as? String)?.hasPrefix("closure#") == true }
        let labels = Set(ran.compactMap { $0["label"] as? String })
        #expect(labels.isSuperset(of: ["closure (row 0)", "closure (row 12)"]), "\(labels)")
        #expect(Set(ran.compactMap { $0["labelFull"] as? String }).contains("closure (row 0 of list)"))
        // A closure of no cell is told by what it captured.
        let captured = try Self.steps(PageSessionTests.session(["s.sim": PageSessionTests.scene + "\nlet who = home\naddAction save for touchUpInside capture who { log \"hi\" }\ntap main at 30 110"])
            .run(PageRequest(file: "s.sim")))
        #expect(captured.contains { $0["label"] as? String == "closure (who = home)" }, "\(captured.compactMap { $0["label"] })")
    }

    @Test func aFixSharedByAControlsHandlersIsOfferedOnce() throws {
        let script = """
            window main
            controller home in main
            button save in home.view frame 20 100 120 44 title "Save"
            method home didTapSave: { log "saved" }
            addTarget save home didTapSave: for touchUpInside
            addAction save for touchDown id feedback { log "feedback" }
            set save.enabled = false
            tap save
            """
        let answer = PageSessionTests.session(["s.sim": script]).run(PageRequest(file: "s.sim", why: "save"))
        #expect(answer.output.components(separatedBy: "fix: set save.enabled = true").count == 3, "both handlers say it: \(answer.output)")
        #expect(answer.fixes.map(\.command) == ["set save.enabled = true"], "\(answer.fixes)")
    }

    @Test func anExercisesFixesAreWithheldFromWhyAndFromTheHints() throws {
        let script = """
            window main
            controller home in main
            button save in home.view frame 20 100 120 44 title "Save"
            view cover in home.view frame 0 0 390 400
            method home didTapSave: { log "saved" }
            addTarget save home didTapSave: for touchUpInside
            tap save
            expect ran home didTapSave: once
            """
        var session = PageSessionTests.session(["s.sim": script])
        let shown = session.run(PageRequest(file: "s.sim", why: "home.didTapSave:"))
        #expect(shown.output.contains("fix: set cover.userInteractionEnabled = false") && !shown.fixes.isEmpty)
        #expect(shown.diagnostics.contains { $0.hint?.contains("set cover.userInteractionEnabled = false") == true })
        session.withheldFixesAskWith = "--hints fix"
        let withheld = session.run(PageRequest(file: "s.sim", why: "home.didTapSave:"))
        #expect(withheld.output.contains("hit cover") && !withheld.output.contains("userInteractionEnabled = false"), "\(withheld.output)")
        #expect(withheld.output.contains("fix withheld (--hints fix shows it)"))
        #expect(withheld.fixes.isEmpty, "no fix is offered as a button either")
        let hints = withheld.diagnostics.compactMap(\.hint).joined(separator: "\n")
        #expect(!hints.isEmpty && !hints.contains("userInteractionEnabled = false") && hints.contains("fix withheld"), "\(hints)")
    }
}
