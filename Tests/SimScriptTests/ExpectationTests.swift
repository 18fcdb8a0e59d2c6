import XCTest
@testable import SimCore
@testable import SimScript

/// `expect` (Script/Session+Expect.swift): a failed expectation is counted and reported with
/// its location, and the run goes on.
final class ExpectationTests: XCTestCase {
    private let nextLine = loginSceneSource.split(separator: "\n", omittingEmptySubsequences: false).count + 1

    private func run(_ lines: String, file: String = "test.sim") -> ScriptRun {
        let run = ScriptRun()
        XCTAssertEqual(run.run(loginSceneSource + "\n" + lines, file: file), .completed,
                       "\(run.diagnostics.map(\.description))")
        XCTAssertEqual(run.errors, [])
        return run
    }

    func testAFailingExpectIsCountedReportedWithItsLocationAndTheRunGoesOn() throws {
        let run = run("""
            addTarget login home didTapButton: for touchUpInside
              expect ran home didTapButton: once
            note "still running"
            tap login
            expect ran home didTapButton: once
            """, file: "e.sim")
        XCTAssertEqual(run.interpreter.expectationsFailed, 1)
        XCTAssertEqual(run.interpreter.expectationsPassed, 1)
        let failure = try run.onlyDiagnostic()
        XCTAssertEqual(failure.severity, .expectationFailed)
        XCTAssertEqual(failure.location, SourceLocation(file: "e.sim", line: nextLine + 1, column: 3))
        XCTAssertEqual(failure.message, "expected home.didTapButton: to run once, but it ran 0 times")
        XCTAssertEqual(failure.sourceLine, "  expect ran home didTapButton: once")
        XCTAssertTrue(run.output.contains("* still running"), run.output)
        XCTAssertEqual(run.loggedLines, ["didTapButton from login"])
    }

    func testCounts() {
        let run = run("""
            method home other: { log "other" }
            addTarget login home didTapButton: for touchUpInside
            tap login
            tap login
            expect ran home didTapButton: twice
            expect ran home didTapButton: 2 times
            expect ran home didTapButton:
            expect ran home other: never
            expect ran home other: 0 times
            expect not ran home other:
            expect ran home didTapButton: once
            expect ran home didTapButton: 3 times
            expect ran home didTapButton: never
            expect not ran home didTapButton:
            expect ran home other:
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 6)
        XCTAssertEqual(run.interpreter.expectationsFailed, 5)
        XCTAssertEqual(run.failedExpectations.map { $0.location!.line - nextLine }, [10, 11, 12, 13, 14])
        XCTAssertEqual(run.failedExpectations.first?.message, "expected home.didTapButton: to run once, but it ran twice")
    }

    func testOnceCountsATapWhoseActionIsRegisteredForTwoEventsOnce() {
        // The same pair registered for touchDown and touchUpInside is one entry that fires on each event.
        let run = run("""
            addTarget login home didTapButton: for touchDown
            addTarget login home didTapButton: for touchUpInside
            tap login
            expect ran home didTapButton: twice
            """)
        XCTAssertEqual(run.interpreter.expectationsFailed, 0)
    }

    func testHandledAndUnhandled() {
        let run = run("""
            appdelegate delegate
            method home copy: { log "home copies" }
            addTarget login nil copy: for touchUpInside
            addTarget login nil paste: for touchUpInside
            tap login
            expect handled copy: by home
            expect unhandled paste:
            expect handled copy: by card
            expect unhandled copy:
            expect handled paste: by home
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 2)
        XCTAssertEqual(run.failedExpectations.map(\.message), [
            "expected card to handle copy:, but it was handled by home",
            "expected copy: to be unhandled, but home handled it",
            "expected home to handle paste:, but it was not handled by anyone",
        ])
    }

    func testHandledBeforeAnySendFails() {
        let run = run("expect handled copy: by home")
        XCTAssertEqual(run.failedExpectations.map(\.message), ["copy: was never sent to a nil target"])
    }

    func testFirstResponderExpectations() {
        let run = run("""
            view field in home.view frame 20 500 200 44 canBecomeFirstResponder true
            expect firstResponder == nil
            becomeFirstResponder field
            expect firstResponder == field
            expect field.isFirstResponder == true
            expect firstResponder == nil
            resignFirstResponder field
            expect firstResponder == nil
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 4)
        XCTAssertEqual(run.failedExpectations.map(\.message), ["expected firstResponder == nil, but it is field"])
    }

    func testPropertyExpectations() {
        let run = run("""
            expect login.highlighted == false
            expect login.isHighlighted == false
            expect login.enabled != false
            expect not login.hidden == true
            expect login.title == "Log in"
            expect card.superview == home.view
            expect login.highlighted == true
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 6)
        XCTAssertEqual(run.failedExpectations.map(\.message), ["expected login.highlighted == true, but it is false"])
    }

    func testLogExpectations() {
        let run = run("""
            addTarget login home didTapButton: for touchUpInside
            tap login
            expect log "didTapButton from login"
            expect not log "nothing"
            expect log "didTapButton from logn"
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 2)
        let failure = run.failedExpectations.first
        XCTAssertEqual(failure?.message, "no logged line equals \"didTapButton from logn\"")
        XCTAssertEqual(failure?.hint, "closest logged line: \"didTapButton from login\"")
    }

    func testVariableExpectationsCompareTheCurrentValue() {
        let run = run("""
            var taps = 0
            method home count: { set taps = taps + 1 }
            addTarget login home count: for touchUpInside
            tap login
            tap login
            expect taps == 2
            expect taps != 3
            expect taps == 1 + 1
            expect taps == 3
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 3)
        XCTAssertEqual(run.failedExpectations.map(\.message), ["expected taps == 3, but it is 2"])
    }

    func testNumbersCompareWithOrderingRelations() {
        let run = run("""
            var taps = 2
            expect taps >= 2
            expect taps <= 2
            expect taps > 1
            expect taps < 3
            expect not taps > 2
            expect taps > 2
            expect not taps <= 2
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 5)
        XCTAssertEqual(run.failedExpectations.map(\.message), ["expected taps > 2, but it is 2", "expected not taps <= 2, but it is 2"])
    }

    func testAnOrderingRelationOnANonNumberIsAScriptError() {
        let run = ScriptRun()
        XCTAssertNotEqual(run.run(loginSceneSource + "\nexpect login.highlighted < 3\n"), .completed)
        XCTAssertEqual(run.errors.map(\.message), ["'<' compares numbers, but login.highlighted is bool false and the expected value number 3"])
    }

    /// `expect error`: the error is expected, so the script goes on; the commands after the one
    /// that raised, inside the block, do not run.
    func testExpectErrorPassesWhenTheCommandsRaiseAndTheScriptGoesOn() {
        let run = run("""
            alertController confirm title "Delete?"
            alertAction confirm "Cancel" style cancel
            expect error "cancel action" {
                alertAction confirm "Never mind" style cancel
                log "not reached"
            }
            expect error { alertAction confirm "Again" style cancel }
            log "went on"
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 2)
        XCTAssertEqual(run.failedExpectations, [])
        XCTAssertEqual(run.loggedLines, ["went on"])
        XCTAssertTrue(run.output.contains("error (expected): 'confirm' already has a cancel action"), run.output)
    }

    func testExpectErrorFailsWhenNothingIsRaisedOrTheMessageDiffers() {
        let run = run("""
            alertController confirm title "Delete?"
            expect error { alertAction confirm "Cancel" style cancel }
            expect error "row" { alertAction confirm "Cancel 2" style cancel }
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 0)
        XCTAssertEqual(run.failedExpectations.map(\.message), [
            "expected an error, but the commands ran without one",
            "expected an error containing \"row\", but the error was \"'confirm' already has a cancel action\"",
        ])
    }

    func testAMistakeInsideExpectErrorIsABindingErrorNotThePass() {
        let run = ScriptRun()
        XCTAssertNotEqual(run.run(loginSceneSource + "\nexpect error { tap nowhere }\n"), .completed)
        XCTAssertEqual(run.interpreter.expectationsPassed, 0)
        XCTAssertEqual(run.errors.count, 1)
    }

    func testTraceClearResetsWhatExpectCounts() {
        let run = run("""
            addTarget login home didTapButton: for touchUpInside
            tap login
            trace clear
            expect ran home didTapButton: never
            tap login
            expect ran home didTapButton: once
            """)
        XCTAssertEqual(run.interpreter.expectationsPassed, 2)
        XCTAssertEqual(run.interpreter.expectationsFailed, 0)
    }

    func testMalformedExpectIsAScriptErrorNotAFailure() throws {
        let run = ScriptRun()
        let outcome = run.run(loginSceneSource + "\nexpect ran home didTapButton: 2")
        let d = try run.onlyDiagnostic()
        XCTAssertEqual(outcome, .failed(d))
        XCTAssertEqual(d.severity, .error)
        XCTAssertEqual(d.message, "expected 'times' after the count")
        XCTAssertEqual(run.interpreter.expectationsFailed, 0)
    }
}
