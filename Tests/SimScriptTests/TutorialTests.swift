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

    /// An answer that makes the symptom go away without doing what the brief asks must not pass.
    @Test(arguments: [
        ("1-wire-the-button.sim", "addTarget save home didTapSave: for touchDown",
         "the method must run when the finger lifts (touchUpInside), not when it lands"),
        ("2-reach-the-button.sim", "set gradient.alpha = 0",
         "a transparent gradient lets taps through, but the brief keeps it on the screen"),
    ])
    func aWrongAnswerToAnExerciseDoesNotPass(exercise: String, answer: String, why: String) throws {
        let text = try String(contentsOfFile: Self.tutorial.appendingPathComponent("exercises/" + exercise).path, encoding: .utf8)
        let marker = try #require(text.range(of: "# --- your code here ")?.upperBound)
        let lineEnd = try #require(text[marker...].firstIndex(of: "\n"))
        var answered = text
        answered.insert(contentsOf: "\n" + answer, at: lineEnd)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("simrepl-exercise-\(UUID().uuidString).sim")
        try answered.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = run(file.path)
        #expect(result.outcome == .completed && result.failed > 0, "\(why): \(result)")
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
