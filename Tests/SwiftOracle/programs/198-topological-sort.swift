// Topological sort of build tasks (Kahn's algorithm with a sorted ready list) and cycle detection.
func topoSort(_ deps: [String: [String]]) -> [String]? {
    var indegree: [String: Int] = [:]
    var dependents: [String: [String]] = [:]
    for (task, reqs) in deps {
        indegree[task, default: 0] += reqs.count
        for r in reqs {
            indegree[r, default: 0] += 0
            dependents[r, default: []].append(task)
        }
    }
    var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
    var order: [String] = []
    while !ready.isEmpty {
        let t = ready.removeFirst()
        order.append(t)
        for d in dependents[t, default: []].sorted() {
            indegree[d]! -= 1
            if indegree[d] == 0 {
                ready.append(d)
                ready.sort()
            }
        }
    }
    return order.count == indegree.count ? order : nil
}
let build: [String: [String]] = [
    "app": ["lib", "assets"],
    "lib": ["core", "utils"],
    "utils": ["core"],
    "assets": [],
    "tests": ["app", "lib"],
    "docs": ["lib"],
]
print(topoSort(build) ?? ["cycle"])
var cyclic = build
cyclic["core"] = ["tests"]
print(topoSort(cyclic) ?? ["cycle"])
print(topoSort([:]) ?? [], topoSort(["a": []]) ?? [])
let order = topoSort(build)!
let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
let valid = build.allSatisfy { task, reqs in reqs.allSatisfy { position[$0]! < position[task]! } }
print("valid order:", valid)
