// A value of one type where the program's own declarations want another.
struct Score {
    var points: Int
}

func double(_ n: Int) -> Int {
    return "\(n * 2)"
}

var best: String? = nil
best = 3
let s = Score(points: "ten")
print(double("4"))
