// Traps: an array subscript one past the end after an off-by-one loop bound.
struct Exam { let name: String; let scores: [Int] }
let exam = Exam(name: "final", scores: [90, 85, 77])
print("exam:", exam.name, "with", exam.scores.count, "scores")
print("first:", exam.scores[0], "last:", exam.scores[exam.scores.count - 1])
var total = 0
for i in 0...exam.scores.count {
    print("adding score", i)
    total += exam.scores[i]
}
print("total:", total)
