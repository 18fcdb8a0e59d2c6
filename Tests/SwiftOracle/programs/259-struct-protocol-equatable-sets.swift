// Value types in Sets and as Dictionary keys: custom Hashable (case-insensitive) and Equatable.
struct Tag: Hashable, CustomStringConvertible {
    let raw: String
    var description: String { "#" + raw }
    static func == (a: Tag, b: Tag) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into h: inout Hasher) { h.combine(raw.lowercased()) }
}
let tags: Set<Tag> = [Tag(raw: "Swift"), Tag(raw: "swift"), Tag(raw: "iOS"), Tag(raw: "IOS"), Tag(raw: "linux")]
print(tags.count, tags.map(\.raw).map { $0.lowercased() }.sorted())
print(tags.contains(Tag(raw: "SWIFT")), Tag(raw: "a") == Tag(raw: "A"))
var counts: [Tag: Int] = [:]
for word in ["Swift", "swift", "Linux", "SWIFT", "go"] { counts[Tag(raw: word), default: 0] += 1 }
print(counts.map { "\($0.key.raw.lowercased())=\($0.value)" }.sorted())
struct Point: Hashable { var x: Int, y: Int }
var visited: Set<Point> = []
var p = Point(x: 0, y: 0)
for step in "RRULLDDR" {
    switch step {
    case "R": p.x += 1
    case "L": p.x -= 1
    case "U": p.y += 1
    default: p.y -= 1
    }
    visited.insert(p)
}
print(visited.count, visited.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "(\($0.x),\($0.y))" })
let a: Set = [Point(x: 1, y: 1), Point(x: 2, y: 2)]
print(a.isSubset(of: visited), a.intersection(visited).count)
