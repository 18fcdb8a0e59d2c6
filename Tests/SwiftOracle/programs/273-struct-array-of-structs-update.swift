// Updating an array of structs in place by index, with firstIndex, and through a mutating helper.
struct Student { let name: String; var scores: [Int]; var average: Double { Double(scores.reduce(0, +)) / Double(max(scores.count, 1)) } }
var roster = [Student(name: "ann", scores: [90]), Student(name: "bob", scores: []), Student(name: "cy", scores: [70, 80])]
roster[1].scores.append(60)
if let i = roster.firstIndex(where: { $0.name == "cy" }) { roster[i].scores[0] = 100 }
for i in roster.indices { roster[i].scores.append(50) }
print(roster.map { "\($0.name): \($0.scores) avg \($0.average)" })
extension Array where Element == Student {
    mutating func curve(by points: Int) {
        for i in indices { self[i].scores = self[i].scores.map { Swift.min($0 + points, 100) } }
    }
}
var curved = roster
curved.curve(by: 5)
print(curved.map(\.scores), roster.map(\.scores))
let best = roster.max { $0.average < $1.average }!
print(best.name, best.average)
roster.sort { $0.average > $1.average }
print(roster.map(\.name))
roster.removeAll { $0.average < 60 }
print(roster.map(\.name), roster.count)
