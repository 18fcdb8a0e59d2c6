// A little of everything together: a quiz engine with protocols, enums, errors, closures and defer.
protocol Question {
    var prompt: String { get }
    func check(_ answer: String) throws -> Bool
}
enum QuizError: Error, CustomStringConvertible {
    case notANumber(String)
    case emptyAnswer
    var description: String {
        switch self {
        case .notANumber(let s): return "'\(s)' is not a number"
        case .emptyAnswer: return "no answer given"
        }
    }
}
struct NumberQuestion: Question {
    let prompt: String
    let answer: Int
    func check(_ a: String) throws -> Bool {
        guard !a.isEmpty else { throw QuizError.emptyAnswer }
        guard let n = Int(a) else { throw QuizError.notANumber(a) }
        return n == answer
    }
}
struct ChoiceQuestion: Question {
    enum Choice: String, CaseIterable { case a, b, c }
    let prompt: String
    let correct: Choice
    func check(_ a: String) throws -> Bool {
        guard !a.isEmpty else { throw QuizError.emptyAnswer }
        return Choice(rawValue: a.lowercased()) == correct
    }
}
final class Quiz {
    private(set) var score = 0
    private(set) var log: [String] = []
    var onFinish: ((Int, Int) -> Void)?
    func run(_ questions: [Question], answers: [String]) {
        defer { onFinish?(score, questions.count) }
        for (q, a) in zip(questions, answers) {
            do {
                let ok = try q.check(a)
                if ok { score += 1 }
                log.append("\(q.prompt) -> \(a): \(ok ? "right" : "wrong")")
            } catch {
                log.append("\(q.prompt) -> error: \(error)")
            }
        }
    }
}
let quiz = Quiz()
var summary = ""
quiz.onFinish = { score, total in summary = "\(score)/\(total) (\(score * 100 / total)%)" }
quiz.run([NumberQuestion(prompt: "6*7", answer: 42), ChoiceQuestion(prompt: "Swift's creator company (a=Apple)", correct: .a),
          NumberQuestion(prompt: "2+2", answer: 4), NumberQuestion(prompt: "10/3", answer: 3), ChoiceQuestion(prompt: "pick c", correct: .c)],
         answers: ["42", "A", "four", "", "b"])
quiz.log.forEach { print($0) }
print(summary, ChoiceQuestion.Choice.allCases.map(\.rawValue))
