import Testing
@testable import SimCore
@testable import SimScript

/// UINavigationController and UIBarButtonItem (SimCore/Navigation).
@Suite("Navigation")
struct NavigationTests {
    static let stack = """
        window main
        controller listVC
        navigationcontroller nav in main root listVC
        controller detailVC
        button share in detailVC.view frame 20 100 200 44

        """

    @Test func pushPutsTheViewInTheChainAndTheBackButtonPops() {
        let run = ScriptRun()
        #expect(run.run(Self.stack + """
            push nav detailVC
            expect nav.topViewController == detailVC
            expect detailVC.parent == nav
            expect share.window == main
            tap nav.backButton
            expect nav.viewControllers == list listVC
            expect nav.topViewController == listVC
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output.contains("nav pops detailVC: listVC's view is back"))
        #expect(run.output.contains("freed: detailVC"), "nothing holds a popped controller")
    }

    @Test func aBarButtonItemSendsItsActionWithItselfAsSenderAndALeftItemReplacesBack() {
        let run = ScriptRun()
        #expect(run.run(Self.stack + """
            method detailVC cancel: { log "cancel from {sender}" }
            barButtonItem cancelItem in detailVC left title "Cancel" target detailVC cancel:
            push nav detailVC
            tap cancelItem
            expect nav.backButton.window == nil
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["cancel from cancelItem"])
    }

    @Test func badStacksAreClearErrors() {
        expectScriptErrors([
            ("push nav listVC", "'listVC' is shown elsewhere: push a controller made with no `in`"),
            ("push listVC detailVC", "'listVC' is not a navigation controller"),
            ("controller shownVC in main\nnavigationcontroller nav2 in main root shownVC", "'shownVC' is shown already: a navigation controller's root is a controller made with no `in`"),
        ], after: Self.stack)
    }

    @Test func aTabBarControllerShowsOneControllerAndAsksItsDelegate() {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller a
            controller b
            tabbarcontroller tabs in main controllers a, b
            object guard
            method guard tabBarController:shouldSelectViewController: { return viewController == b }
            set tabs.delegate = guard
            tap tabs.tab#2
            expect tabs.selectedViewController == b
            expect a.view.window == nil
            set tabs.selectedIndex = 0
            expect tabs.selectedViewController == a
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output.contains("tabs selects b: its view replaces a.view, out of the hierarchy"))
        expectScriptErrors([("controller a\ntabbarcontroller t in main controllers a, a", "'a' is shown already (or listed twice): a tab's controller is made with no `in`")],
                           after: "window main\n")
    }

    /// Apple: popViewController cannot pop the last item on the stack; it returns nil. A warning,
    /// and the script goes on (it stopped with an error before).
    @Test func popAtTheRootWarnsAndTheScriptGoesOn() {
        let run = ScriptRun()
        #expect(run.run(Self.stack + """
            pop nav
            log "after"
            expect nav.topViewController == listVC
            """) == .completed)
        #expect(run.loggedLines == ["after"])
        #expect(run.diagnostics.map(\.message) == ["'nav' shows its root view controller: popViewController does nothing (it returns nil; the root stays)"])
        #expect(run.diagnostics.first?.severity == .warning)
    }

    /// The usual app's structure: a navigation controller made with no `in` as a tab; a tap on
    /// the tab already selected tells the delegate "regardless of whether the selected view
    /// controller changed" and shows the tab's root view (the stack pops to its root).
    @Test func aNavigationControllerIsATabAndReselectingItPopsToItsRoot() {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller listVC
            controller detailVC
            navigationcontroller nav root listVC
            controller b
            tabbarcontroller tabs in main controllers nav, b
            object coordinator
            method coordinator tabBarController:didSelectViewController: { log "didSelect {viewController}" }
            set tabs.delegate = coordinator
            push nav detailVC
            expect detailVC.view.frame == "(0, 44, 390, 751)"
            tap tabs.tab#1
            expect nav.topViewController == listVC
            expect tabs.selectedViewController == nav
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["didSelect nav"])
        #expect(run.output.contains("tabs: the tab of nav, already selected, is tapped again"))
        #expect(run.output.contains("nav pops detailVC: listVC's view is back"))
    }
}
