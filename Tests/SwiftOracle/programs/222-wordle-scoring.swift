// Wordle feedback: greens first, then yellows limited by remaining letter counts.
enum Mark: Character { case green = "G", yellow = "Y", gray = "." }
func score(guess: String, answer: String) -> String {
    let g = Array(guess), a = Array(answer)
    var marks = Array(repeating: Mark.gray, count: g.count)
    var remaining: [Character: Int] = [:]
    for i in g.indices {
        if g[i] == a[i] { marks[i] = .green } else { remaining[a[i], default: 0] += 1 }
    }
    for i in g.indices where marks[i] != .green {
        if let n = remaining[g[i]], n > 0 {
            marks[i] = .yellow
            remaining[g[i]] = n - 1
        }
    }
    return String(marks.map(\.rawValue))
}
let answer = "crane"
for guess in ["slate", "crane", "nacre", "eerie", "ccccc", "react"] {
    print(guess, score(guess: guess, answer: answer))
}
print(score(guess: "speed", answer: "abide"), score(guess: "sweet", answer: "sheep"))
let candidates = ["crane", "crate", "trace", "caret", "react", "brace"]
let feedback = score(guess: "trace", answer: answer)
let consistent = candidates.filter { score(guess: "trace", answer: $0) == feedback }
print(feedback, consistent)
