import Testing
@testable import SimCore
@testable import SimScript

/// View controller containment (World.addChild(_:to:), Commands/ContainmentCommands.swift).
@Suite("Containment")
struct ContainmentTests {
    @Test func aChildIsOwnedByItsParentAndNothingOwnsAViewAddedWithoutAddChild() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            controller orphanVC frame 0 0 100 100
            controller childVC frame 0 0 100 100
            addSubview home.view orphanVC.view
            addChild home childVC
            addSubview card childVC.view
            release orphanVC
            release childVC
            expect childVC.parent == home
            removeFromParent childVC
            expect home.children == list
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output.contains("orphanVC released"), "nothing owns it")
        #expect(run.output.contains("childVC: the script let go of it, but it stays alive, held by its controller home"))
        expectScriptErrors([
            ("addSubview card home.view", "a window, or a view that holds the new superview, cannot be added as its subview"),
            ("addChild home home", "a controller cannot be its own child"),
            ("addSubview card main", "a window, or a view that holds the new superview, cannot be added as its subview"),
        ], after: loginSceneSource + "\n")
    }
}
