// Graph search: breadth-first shortest paths and depth-first reachability on an adjacency list.
let edges = [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")]
var graph: [String: [String]] = [:]
for (a, b) in edges {
    graph[a, default: []].append(b)
    graph[b, default: []].append(a)
}
for node in graph.keys.sorted() {
    print(node, "->", graph[node]!.sorted())
}
func shortestPath(from start: String, to goal: String) -> [String]? {
    var queue = [start]
    var previous: [String: String] = [:]
    var visited: Set = [start]
    while !queue.isEmpty {
        let node = queue.removeFirst()
        if node == goal {
            var path = [goal]
            while let p = previous[path[0]] { path.insert(p, at: 0) }
            return path
        }
        for next in graph[node, default: []].sorted() where !visited.contains(next) {
            visited.insert(next)
            previous[next] = node
            queue.append(next)
        }
    }
    return nil
}
print(shortestPath(from: "A", to: "E") as Any)
print(shortestPath(from: "E", to: "A")?.joined(separator: " > ") ?? "none")
print(shortestPath(from: "A", to: "G") as Any)
func reachable(from start: String) -> [String] {
    var seen = Set<String>()
    func dfs(_ n: String) {
        guard seen.insert(n).inserted else { return }
        graph[n, default: []].forEach(dfs)
    }
    dfs(start)
    return seen.sorted()
}
print(reachable(from: "C"), reachable(from: "G"))
var components = 0
var assigned = Set<String>()
for node in graph.keys.sorted() where !assigned.contains(node) {
    components += 1
    assigned.formUnion(reachable(from: node))
}
print("components:", components)
