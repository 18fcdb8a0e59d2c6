import Testing
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// The scene graph: a snapshot of the world as nodes and typed edges, which the inspections (and
/// later the pictures and the leaks report) render.
@Suite("Scene graph")
struct SceneGraphTests {
    static let scene = """
        window main
        controller home in main
        view card in home.view frame 20 100 350 300
        button login in card frame 20 20 120 44 title "Log in"
        label caption in card frame 20 80 200 21 text "Hi"
        object analytics
        method analytics track: { log "tracked" }
        method home didTapLogin: { log "tapped" }
        addTarget login home didTapLogin: for touchUpInside
        addTarget login nil copy: for touchDown
        let owner = home
        addAction login for touchUpInside id greet capture owner { log "hi {owner}" }
        addTarget login analytics track: for touchUpInside
        gesture single tap on card
        gesture double tap on card taps 2
        require single toFail double
        timer poll every 1s target analytics track:
        controller sheet
        present sheet from home
        """

    private func graph(_ extra: String = "") throws -> (SceneGraph, ScriptRun) {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "\n" + extra) == .completed)
        #expect(run.errors.isEmpty, "\(run.errors)")
        return (SceneGraph(run.world), run)
    }

    private func id(_ run: ScriptRun, _ name: String) throws -> SimObject.ID { try run.object(name, SimObject.self).id }

    @Test func subviewsAreBackToFrontAndEachViewKnowsItsSuperview() throws {
        let (graph, run) = try graph()
        let card = try id(run, "card"), login = try id(run, "login"), caption = try id(run, "caption")
        #expect(graph.subviews(of: card) == [login, caption])
        #expect(graph.superview(of: login) == card)
        #expect(graph.node(login).view?.caption == "Log in")
        #expect(graph.node(card).view?.frame == Rect(20, 100, 350, 300))
    }

    @Test func theChainIsTheOneThePlatformRulesLink() throws {
        let (graph, run) = try graph()
        let names = graph.chain(from: try id(run, "login")).map { graph.node($0).name }
        #expect(names == ["login", "card", "home.view", "home", "main", "app"])
        // A presented controller's next responder is its presenter.
        let sheet = try id(run, "sheet"), home = try id(run, "home")
        #expect(graph.nextResponder(of: sheet) == home)
        #expect(graph.presenter(of: sheet) == home)
    }

    @Test func handlersKeepRegistrationOrderWithTheirEventsAndTheNilTarget() throws {
        let (graph, run) = try graph()
        let handlers = graph.handlers(of: try id(run, "login"))
        let home = try id(run, "home"), analytics = try id(run, "analytics")
        #expect(handlers.count == 4)
        guard handlers.count == 4,
              case .target(home, _) = handlers[0].handler,
              case .target(nil, _) = handlers[1].handler,
              case .closure = handlers[2].handler,
              case .target(analytics, _) = handlers[3].handler else {
            Issue.record("unexpected order: \(handlers)")
            return
        }
        #expect(handlers.map(\.events) == [.touchUpInside, .touchDown, .touchUpInside, .touchUpInside])
    }

    @Test func aClosuresObjectCapturesAreEdges() throws {
        let (graph, run) = try graph()
        let home = try id(run, "home")
        let captures = graph.edges.compactMap { edge -> (String, SimObject.ID)? in
            guard case .capture(_, let name, let object) = edge else { return nil }
            return (name, object)
        }
        #expect(captures.count == 1 && captures[0].0 == "owner" && captures[0].1 == home)
    }

    @Test func recognizersRequireToFailTimersAndOwnership() throws {
        let (graph, run) = try graph()
        let card = try id(run, "card"), single = try id(run, "single"), double = try id(run, "double")
        #expect(graph.recognizers(of: card) == [single, double])
        #expect(graph.requiredToFail(by: single) == [double])
        let poll = try id(run, "poll"), analytics = try id(run, "analytics")
        let login = try id(run, "login"), home = try id(run, "home"), sheet = try id(run, "sheet")
        let owns = graph.edges.compactMap { edge -> (SimObject.ID, SimObject.ID)? in
            guard case .owns(let owner, let owned) = edge else { return nil }
            return (owner, owned)
        }
        #expect(owns.contains { $0 == (poll, analytics) }, "a valid timer keeps its target alive")
        #expect(owns.contains { $0 == (card, login) }, "a superview keeps its subviews alive")
        #expect(owns.contains { $0 == (home, sheet) }, "a presenter keeps what it presented")
        // Targets and delegates are weak: no ownership edge.
        #expect(!owns.contains { $0 == (login, home) })
        run.run("invalidate poll")
        #expect(!SceneGraph(run.world).edges.contains { edge in
            if case .timerTarget = edge { return true }
            return false
        }, "an invalidated timer lets go of its target")
    }

    @Test func delegatesAreWeakEdgesNamingTheirSlot() throws {
        let (graph, run) = try graph("protocol Greeter greet:\nweak home.delegate Greeter\nmethod analytics greet: { log \"hello\" }\nset home.delegate = analytics")
        let home = try id(run, "home"), analytics = try id(run, "analytics")
        let delegates = graph.edges.compactMap { edge -> (String, SimObject.ID?)? in
            guard case .delegate(home, let slot, let delegate) = edge else { return nil }
            return (slot, delegate)
        }
        #expect(delegates.count == 1 && delegates[0].0 == "delegate" && delegates[0].1 == analytics)
    }

    @Test func aTablesCellsAreVisibleByRowOrPooled() throws {
        let run = ScriptRun()
        #expect(run.run(twentyRowTableSource + "\nscroll list by 88") == .completed)
        let graph = SceneGraph(run.world)
        let visible = graph.edges.compactMap { edge -> Int? in
            guard case .visibleCell(_, _, let row) = edge else { return nil }
            return row
        }
        #expect(visible == [2, 3])
        let pooled = graph.edges.filter { edge in
            if case .pooledCell = edge { return true }
            return false
        }
        #expect(pooled.isEmpty, "the two cells that left were reused for rows 2 and 3")
    }

    /// The inspections render the snapshot: `tree` shows what the graph holds.
    @Test func treeRendersTheGraph() throws {
        let (graph, run) = try graph()
        let text = SceneText(graph, names: run.interpreter.names).tree()
        #expect(text.contains("login (UIButton \"Log in\") frame (20, 20, 120, 44)  [4 handlers]"), "\(text)")
        #expect(text.contains("home.view (UIView) frame (0, 0, 390, 844)  [root view of home]"), "\(text)")
    }

    /// Two snapshots of the same world render the same bytes (no hash order anywhere).
    @Test func snapshotsAreDeterministic() throws {
        let (first, run) = try graph()
        let second = SceneGraph(run.world)
        let names = run.interpreter.names
        #expect(SceneText(first, names: names).tree() == SceneText(second, names: names).tree())
        #expect(first.edges.count == second.edges.count)
    }
}
