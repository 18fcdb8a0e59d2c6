// Union-find with path compression and union by size: connected groups of friends.
struct UnionFind {
    private var parent: [Int]
    private var size: [Int]
    private(set) var groups: Int
    init(_ n: Int) {
        parent = Array(0..<n)
        size = Array(repeating: 1, count: n)
        groups = n
    }
    mutating func find(_ x: Int) -> Int {
        if parent[x] != x { parent[x] = find(parent[x]) }
        return parent[x]
    }
    @discardableResult
    mutating func union(_ a: Int, _ b: Int) -> Bool {
        var ra = find(a), rb = find(b)
        if ra == rb { return false }
        if size[ra] < size[rb] { swap(&ra, &rb) }
        parent[rb] = ra
        size[ra] += size[rb]
        groups -= 1
        return true
    }
}
let people = ["ann", "bob", "cy", "di", "ed", "fay", "gus"]
let index = Dictionary(uniqueKeysWithValues: people.enumerated().map { ($1, $0) })
var uf = UnionFind(people.count)
let friendships = [("ann", "bob"), ("cy", "di"), ("bob", "cy"), ("ed", "fay"), ("ann", "di")]
for (a, b) in friendships {
    let merged = uf.union(index[a]!, index[b]!)
    print(a, b, merged ? "merged" : "already connected", "groups:", uf.groups)
}
var circles: [Int: [String]] = [:]
for p in people { circles[uf.find(index[p]!), default: []].append(p) }
let sortedCircles = circles.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
print(sortedCircles)
print(uf.find(index["ann"]!) == uf.find(index["di"]!), uf.find(index["gus"]!) == uf.find(index["ed"]!))
