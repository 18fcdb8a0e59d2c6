import SimCore
import SimScript
import Testing
@testable import SimLive

/// What an editor is told about a document: the same diagnostics as the CLI, each expect's
/// result, what the script defines, and the handlers that never ran with why.
struct EditorSessionTests {
    let files = ["scene.sim": "window main\ncontroller home in main\nbutton save in home.view frame 20 100 120 44\n"]
    var session: EditorSession {
        let files = self.files
        return EditorSession(readFile: { path in
            guard let text = files[Session.lexicallyNormalized(path)] else { throw PageSessionError(message: "no file '\(path)'") }
            return text
        })
    }

    @Test func definitionsAreTheNamesTheGrammarReadsAsNew() {
        let analysis = session.analyze(file: "a.sim", text: """
            include "scene.sim"
            let greeting = "hi"
            method home didTapSave: {
                let local = 1
                log "{greeting} {local}"
            }
            addAction save for touchUpInside id saveAction { log "x" }
            """)
        #expect(analysis.diagnostics.isEmpty)
        // In the order written: the method before the local its body declares.
        #expect(analysis.definitions.map(\.name) == ["main", "home", "save", "greeting", "home.didTapSave:", "local", "saveAction"])
        #expect(analysis.definitions.map(\.kind) == ["window", "view controller", "button", "variable", "method", "variable", "action identifier"])
        let method = analysis.definitions[4]
        #expect(method.location == SourceLocation(file: "a.sim", line: 3, column: 13))
        #expect(analysis.definitions(of: "didTapSave:", owner: "home").map(\.name) == ["home.didTapSave:"])
        #expect(analysis.definitions(of: "home.view").map(\.name) == ["home"])
        #expect(analysis.definitions(of: "nothing").isEmpty)
    }

    @Test func aWhatifDefinesNothingAndAFailedCommandLeavesNoDefinitions() {
        let analysis = session.analyze(file: "a.sim", text: """
            include "scene.sim"
            whatif button extra in home.view frame 0 0 10 10
            method home broken: { let inner = 1; set nothing.enabled = true }
            """)
        #expect(!analysis.definitions.map(\.name).contains("extra"))
        #expect(!analysis.definitions.map(\.name).contains("inner"), "a body that failed to bind defines nothing")
        #expect(analysis.diagnostics.count == 1)
    }

    @Test func completionReadsPastTabsSemicolonsAndBraces() {
        let analysis = session.analyze(file: "a.sim", text: "include \"scene.sim\"\n")
        #expect(analysis.completions(linePrefix: "\ttap sa") == ["save"])
        #expect(analysis.completions(linePrefix: "log \"x\";ta").contains("tap"))
        #expect(analysis.completions(linePrefix: "method home x: {ta").contains("tap"))
    }

    @Test func expectationsAreReportedEachWithItsResult() {
        let analysis = session.analyze(file: "a.sim", text: """
            include "scene.sim"
            expect save.enabled == true
            expect save.highlighted == true
            """)
        #expect(analysis.expectations.map(\.passed) == [true, false])
        #expect(analysis.expectations.map(\.location.line) == [2, 3])
        #expect(analysis.diagnostics.map(\.severity) == [.expectationFailed])
    }

    @Test func aHandlerThatNeverRanSaysWhy() {
        let analysis = session.analyze(file: "a.sim", text: """
            include "scene.sim"
            set save.enabled = false
            method home didTapSave: { log "saved" }
            addTarget save home didTapSave: for touchUpInside
            addAction save for touchUpInside id ranAction { log "ran?" }
            tap save
            """)
        #expect(analysis.idleHandlers.map(\.label) == ["home.didTapSave:", "closure ranAction"])
        #expect(analysis.idleHandlers[0].location.line == 3)
        #expect(analysis.idleHandlers[0].why?.contains("disabled") == true, "\(analysis.idleHandlers[0].why ?? "")")
    }

    @Test func anErrorStopsTheRunAndIsTheCLIsDiagnostic() {
        let analysis = session.analyze(file: "a.sim", text: "include \"scene.sim\"\ntap sav\n")
        #expect(analysis.outcome == "failed")
        #expect(analysis.diagnostics.count == 1)
        #expect(analysis.diagnostics[0].description.hasPrefix("a.sim:2:5: error: no object named 'sav'"))
        #expect(analysis.diagnostics[0].hint?.contains("save") == true)
    }

    @Test func completionAndHoverReadTheFinishedWorld() {
        let analysis = session.analyze(file: "a.sim", text: "include \"scene.sim\"\n")
        #expect(analysis.completions(linePrefix: "tap sa") == ["save"])
        #expect(analysis.completions(linePrefix: "set save.hi").contains("save.hidden"))
        #expect(analysis.hover(word: "tap", isCommand: true)?.contains("usage: tap") == true)
        #expect(analysis.hover(word: "save", isCommand: false)?.contains("UIButton") == true)
        #expect(analysis.hover(word: "nothing", isCommand: false) == nil)
    }

    @Test func anEditorRunNeverWritesFiles() {
        let analysis = session.analyze(file: "a.sim", text: "include \"scene.sim\"\nexport tree dot \"out.dot\"\n")
        #expect(analysis.diagnostics.first?.message.contains("the language server does not write files") == true, "\(analysis.diagnostics)")
    }
}
