// Dijkstra's shortest paths on a small weighted graph, with path reconstruction.
let edges: [(String, String, Int)] = [
    ("A", "B", 4), ("A", "C", 2), ("B", "C", 5), ("B", "D", 10),
    ("C", "E", 3), ("E", "D", 4), ("D", "F", 11), ("E", "F", 20),
]
var graph: [String: [(String, Int)]] = [:]
for (a, b, w) in edges {
    graph[a, default: []].append((b, w))
    graph[b, default: []].append((a, w))
}
func dijkstra(from source: String) -> (dist: [String: Int], prev: [String: String]) {
    var dist = [source: 0]
    var prev: [String: String] = [:]
    var done = Set<String>()
    while true {
        let candidates = dist.filter { !done.contains($0.key) }
        guard let (node, d) = candidates.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { break }
        done.insert(node)
        for (next, w) in graph[node, default: []] where !done.contains(next) {
            if d + w < dist[next, default: Int.max] {
                dist[next] = d + w
                prev[next] = node
            }
        }
    }
    return (dist, prev)
}
let (dist, prev) = dijkstra(from: "A")
for node in dist.keys.sorted() {
    var path = [node]
    while let p = prev[path[0]] { path.insert(p, at: 0) }
    print(node, dist[node]!, path.joined(separator: "->"))
}
let fromF = dijkstra(from: "F").dist
print(fromF.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
