import Testing
@testable import SimCore
@testable import SimScript

/// Methods UIKit would call that the simulator does not (`UnmodelledMethods`): defining one
/// warns at its selector, so nobody believes a `scrollViewDidScroll:` ran as the content moved.
@Suite("Unmodelled methods warn")
struct UnmodelledMethodsTests {
    @Test func everyListedSelectorWarnsWhereItIsDefined() {
        for selector in UnmodelledMethods.notCalled.keys.sorted() {
            let run = ScriptRun.of("object helper\nmethod helper \(selector) { }")
            #expect(run.errors.isEmpty, "\(selector): \(run.errors)")
            #expect(run.warnings.count == 1, "\(selector): \(run.warnings)")
            let warning = run.warnings.first
            #expect(warning?.message.hasPrefix("'\(selector)' is not modelled: UIKit would call it") == true, "\(String(describing: warning))")
            #expect(warning?.location?.line == 2 && warning?.location?.column == 15, "\(String(describing: warning?.location))")
        }
    }

    @Test func anObjectiveCSpellingNamesTheOneSimreplCalls() {
        let run = ScriptRun.of("window main\ncontroller home in main\nmethod home.view touchesBegan:withEvent: { log \"x\" }")
        #expect(run.warnings.map(\.message) == ["simrepl calls 'touchesBegan', not 'touchesBegan:withEvent:': this method will only run when it is sent"])
        #expect(run.warnings.first?.hint == "name it as simrepl calls it: method home.view touchesBegan { … }")
    }

    @Test func aClassWarnsForItsMethodsAndModelledMethodsDoNotWarn() {
        let run = ScriptRun.of("class Card {\n    method scrollViewDidScroll: { }\n    method hitTest:withEvent: { return super }\n    method touchesBegan { super }\n}\nobject o\nmethod o didTap: { }\nmethod o gestureRecognizerShouldBegin: { return true }")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.warnings.count == 1, "\(run.warnings)")
        #expect(run.warnings.first?.location?.line == 2, "\(String(describing: run.warnings.first))")
    }
}
