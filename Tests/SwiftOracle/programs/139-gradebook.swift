// A gradebook: students with scores per subject, averages, letter grades, rankings.
struct Student {
    let name: String
    var scores: [String: [Int]]
    func average(_ subject: String) -> Double? {
        guard let s = scores[subject], !s.isEmpty else { return nil }
        return Double(s.reduce(0, +)) / Double(s.count)
    }
    var overall: Double {
        let avgs = scores.keys.sorted().compactMap(average)
        return avgs.isEmpty ? 0 : avgs.reduce(0, +) / Double(avgs.count)
    }
}
func letter(_ avg: Double) -> String {
    switch avg {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 60..<70: return "D"
    default: return "F"
    }
}
var students = [
    Student(name: "Ana", scores: ["math": [95, 88], "art": [72]]),
    Student(name: "Ben", scores: ["math": [61, 70, 55], "art": [99, 91]]),
    Student(name: "Cai", scores: ["math": [], "art": [80]]),
]
students[2].scores["math"]!.append(85)
students[0].scores["science", default: []] += [90, 100]
for s in students {
    let parts = s.scores.keys.sorted().map { "\($0)=\(s.average($0).map { String($0) } ?? "-")" }
    print(s.name, parts.joined(separator: " "), "overall", s.overall, letter(s.overall))
}
let ranking = students.sorted { $0.overall > $1.overall }.map(\.name)
print("ranking:", ranking)
let mathTop = students.max { ($0.average("math") ?? 0) < ($1.average("math") ?? 0) }!
print("best at math:", mathTop.name)
let distribution = Dictionary(grouping: students.map { letter($0.overall) }, by: { $0 }).mapValues(\.count)
print(distribution.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
print(students.map { $0.average("science") as Any })
