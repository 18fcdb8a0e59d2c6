import Testing
@testable import SimCore
@testable import SimScript

/// `if`/`else` in handler bodies (Commands/IfCommand.swift) and the condition operators
/// (`&&`, `||`, `!`): Swift's rules — a Bool condition, branch-scoped locals, `return` ending
/// the whole handler.
@Suite("Handler bodies that decide")
struct HandlerDecisionTests {
    /// A shared action method tells its senders apart, as a form's delegate does.
    @Test func aSharedActionBranchesOnItsSender() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            button signup in card frame 20 80 120 44
            button help in card frame 20 140 120 44
            method home tapped: {
                if sender == login {
                    log "login"
                } else if sender == signup {
                    log "signup"
                } else {
                    log "other: {sender}"
                }
            }
            addTarget login home tapped: for touchUpInside
            addTarget signup home tapped: for touchUpInside
            addTarget help home tapped: for touchUpInside
            tap help
            tap signup
            tap login
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["other: help", "signup", "login"])
    }

    @Test func andOrAndNotStopAsSwiftDoesAndReturnEndsTheWholeHandler() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            var count = 0
            var items = list 1
            method home check {
                set count = count + 1
                if count > 1 && login.enabled { log "second or later, enabled" }
                if count >= 1 || items[3] == 1 { log "counted" }
                if !login.enabled { log "disabled" } else { log "enabled" }
                if count >= 2 {
                    return
                }
                log "reached the end"
            }
            sendAction check to home
            sendAction check to home
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        // `||` never reads `items[3]` (out of range) once `count >= 1` is true: Swift short-circuits.
        #expect(run.loggedLines == ["counted", "enabled", "reached the end", "second or later, enabled", "counted", "enabled"])
    }

    @Test func aLocalDeclaredInABranchEndsWithIt() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            method home check {
                let label = "outer"
                if true {
                    let label = "inner"
                    log "{label}"
                }
                log "{label}"
            }
            sendAction check to home
            """) == .completed)
        #expect(run.loggedLines == ["inner", "outer"])
        expectScriptErrors([
            ("method home check {\n    if true { let n = 1 }\n    log \"{n}\"\n}", "unknown name '{n}' in text"),
        ], after: loginSceneSource + "\n")
    }

    @Test func badConditionsAndMisplacedElseAreClearErrors() {
        expectScriptErrors([
            ("if true { log \"x\" }", "'if' decides inside a method or closure body, not at the top level of a script"),
            ("method home a { if 3 { log \"x\" } }\nsendAction a to home", "an if's condition must be true or false, and this one is a number"),
            ("method home a { if true && false || true { log \"x\" } }", "'&&' and '||' in one condition need parentheses, which .sim does not have"),
            ("method home a { if !login { log \"x\" } }\nsendAction a to home", "'!' takes true or false, not a object"),
            ("method home a { if true { log \"x\" } else }", "'else' needs a block { … }"),
            ("method home a { log \"x\" } else { log \"y\" }", "'else' follows only an if's block, not method's"),
            ("method home a {\n    if true { log \"x\" }\n    else { log \"y\" }\n}", "'else' must follow the '}' of an if's block, on the same line"),
            ("method home a { if true { log \"x\" } else while { } }", "'else' takes a block or `if CONDITION { … }`, not 'while'"),
        ], after: loginSceneSource + "\n")
    }
}

/// Script overrides of point(inside:with:) and hitTest(_:with:) take part in hit-testing
/// (SimCore/Touches/HitTestOverrides.swift), and `why` names the one that turned a touch away.
@Suite("Hit-testing overrides")
struct HitTestOverrideTests {
    /// The login button sticks out 20 points above the card.
    static let scene = loginSceneSource + """

        set login.frame = 20 -20 120 44
        addTarget login home didTapButton: for touchUpInside

        """

    @Test func pointInsideLetsTheSuperviewTakeASubviewsOverhang() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + """
            tap at 60 90
            expect why home.didTapButton: outsideSuperview
            method card pointInside:withEvent: {
                if point.y >= -20 { return true }
                return super
            }
            wait 1s
            tap at 60 90
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.loggedLines == ["didTapButton from login"])
        #expect(run.output.contains("card overrides point(inside:with:): asked about (40, -10) in its bounds"))
        #expect(run.output.contains("hit-test (60, 90) -> login"))
    }

    @Test func anOverrideThatSaysNoInsideTheBoundsIsTheCause() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            method card pointInside:withEvent: { return point.x > 300 }
            tap login
            expect why home.didTapButton: hitTestOverride
            """) == .completed)
        #expect(run.loggedLines.isEmpty)
        #expect(run.interpreter.expectationsPassed == 1)
    }

    @Test func hitTestAnsweringNilHidesTheSubtreeAndSuperRestoresUIKitsWalk() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + """

            addTarget login home didTapButton: for touchUpInside
            method card hitTest:withEvent: { return nil }
            tap login
            expect why home.didTapButton: hitTestOverride
            method card hitTest:withEvent: { return super }
            wait 1s
            tap login
            expect ran home didTapButton: once
            """) == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.interpreter.expectationsPassed == 2)
        #expect(run.output.contains("card overrides hitTest(_:with:): asked about (80, 42) in its coordinates\n            returns nil"))
    }

    /// The override is a method like any other: sent by hand it runs, with nothing to answer.
    @Test func definingAnOverrideNoLongerWarnsThatItIsUnmodelled() {
        let run = ScriptRun()
        #expect(run.run(loginSceneSource + "\nmethod card pointInside:withEvent: { return true }\n") == .completed)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
    }
}
