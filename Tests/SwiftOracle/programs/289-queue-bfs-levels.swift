// Breadth-first traversal of an org chart by levels, with depth and span of control.
let reports: [String: [String]] = [
    "ceo": ["cto", "cfo", "coo"],
    "cto": ["dev1", "dev2", "ops"],
    "cfo": ["acct"],
    "coo": [],
    "dev1": ["intern"],
]
var level = ["ceo"]
var depth = 0
var seen: Set<String> = []
while !level.isEmpty {
    print("level \(depth):", level.joined(separator: ", "))
    seen.formUnion(level)
    level = level.flatMap { reports[$0] ?? [] }.filter { !seen.contains($0) }
    depth += 1
}
print("depth:", depth, "people:", seen.count)
func chain(to person: String) -> [String] {
    for (boss, team) in reports where team.contains(person) { return chain(to: boss) + [person] }
    return [person]
}
print(chain(to: "intern").joined(separator: " > "), chain(to: "ceo"))
let spans = reports.mapValues(\.count).filter { $0.value > 0 }
print(spans.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key):\($0.value)" })
func headcount(_ p: String) -> Int { 1 + (reports[p] ?? []).map(headcount).reduce(0, +) }
print(["ceo", "cto", "cfo", "intern"].map(headcount))
