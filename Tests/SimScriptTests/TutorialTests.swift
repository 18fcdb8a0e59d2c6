import Foundation
import Testing
@testable import SimCore
@testable import SimScript
import SimTestSupport

/// The tutorial's exercises grade themselves: as shipped each one fails its expectations (it runs,
/// but something is missing), and its solution passes them.
@Suite("Tutorial exercises")
struct TutorialTests {
    static let tutorial = packageRoot.appendingPathComponent("scripts/tutorial")

    private func run(_ path: String) -> (outcome: Interpreter.Outcome, failed: Int, passed: Int) {
        let interpreter = Interpreter(write: { _ in }, loadFile: { try String(contentsOfFile: $0, encoding: .utf8) }, report: { _ in })
        let outcome = interpreter.run(file: path)
        return (outcome, interpreter.expectationsFailed, interpreter.expectationsPassed)
    }

    private func files(_ folder: String) throws -> [String] {
        let dir = Self.tutorial.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".sim") }.sorted()
            .map { dir.appendingPathComponent($0).path }
    }

    @Test func everyExerciseFailsUntilItIsSolved() throws {
        let exercises = try files("exercises")
        #expect(exercises.count >= 5)
        for path in exercises {
            let result = run(path)
            #expect(result.outcome == .completed, "\(path) must run (a script error is not a grade): \(result.outcome)")
            #expect(result.failed > 0, "\(path) passes before anything is filled in")
        }
    }

    @Test func everySolutionPasses() throws {
        let exercises = try files("exercises").map { URL(fileURLWithPath: $0).lastPathComponent }
        let solutions = try files("solutions")
        #expect(solutions.map { URL(fileURLWithPath: $0).lastPathComponent } == exercises, "one solution per exercise")
        for path in solutions {
            let result = run(path)
            #expect(result.outcome == .completed && result.failed == 0 && result.passed > 0, "\(path): \(result)")
        }
    }
}
