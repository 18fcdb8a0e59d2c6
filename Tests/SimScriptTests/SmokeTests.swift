import Testing
@testable import SimCore
@testable import SimScript

@Test func demoSceneLoadsAndLoginTapRunsTheAction() {
    var out: [UInt8] = []
    var diagnostics: [Diagnostic] = []
    let interpreter = Interpreter(write: { out += $0 }, report: { diagnostics.append($0) })
    #expect(interpreter.run(source: DemoScene.source, file: DemoScene.fileName) == .completed)
    #expect(interpreter.run(source: "tap loginButton\nexpect ran loginVC performLogin: once", file: "t.sim") == .completed)
    #expect(diagnostics.isEmpty)
    #expect(interpreter.expectationsPassed == 1)
    #expect(String(decoding: out, as: UTF8.self).contains("log: performLogin: called by loginButton"))
}
