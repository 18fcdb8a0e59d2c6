import Testing
@testable import SimCore
@testable import SimScript

/// A plain scroll view's overrides, as a script writes them (SimCore/Scrolling/ScrollTracking.swift).
@Suite("Scroll view overrides")
struct ScrollViewScriptTests {
    @Test func touchesShouldBeginAnsweringFalseKeepsTheTouchFromTheContent() {
        let run = ScriptRun()
        #expect(run.run("""
            window main
            controller vc in main
            scrollview gallery in vc.view frame 0 100 390 300 contentWidth 1170 contentHeight 300
            button like in gallery frame 20 20 80 44
            button share in gallery frame 120 20 80 44
            method vc tapped: { log "{sender}" }
            addTarget like vc tapped: for touchUpInside
            addTarget share vc tapped: for touchUpInside
            method gallery touchesShouldBegin: { return view != like }
            tap like
            wait 1s
            tap share
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["share"])
        #expect(run.output.contains("gallery overrides touchesShouldBegin(_:with:in:): asked about like"))
    }

    @Test func theObjectiveCSpellingIsNamedAsSimreplCallsIt() {
        let run = ScriptRun()
        #expect(run.run("window main\nscrollview s in main\nmethod s touchesShouldBegin:withEvent:inContentView: { return false }") == .completed)
        #expect(run.warnings.first?.hint == "name it as simrepl calls it: method s touchesShouldBegin: { … }")
    }
}
