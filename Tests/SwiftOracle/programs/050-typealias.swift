// typealias for function types, tuples, collections and nested in types.
typealias Score = Int
typealias Pair = (name: String, score: Score)
typealias Transform = (Int) -> Int
typealias Table = [String: [Score]]
let pairs: [Pair] = [("ann", 90), ("bo", 72)]
for p in pairs {
    print(p.name, p.score)
}
let double: Transform = { $0 * 2 }
let addOne: Transform = { $0 + 1 }
func compose(_ f: @escaping Transform, _ g: @escaping Transform) -> Transform {
    return { g(f($0)) }
}
print(compose(double, addOne)(5), compose(addOne, double)(5))
var table: Table = [:]
table["math", default: []].append(90)
table["math", default: []].append(80)
table["art", default: []].append(70)
for subject in table.keys.sorted() {
    print(subject, table[subject]!)
}
struct Graph {
    typealias Node = String
    typealias Edge = (from: Node, to: Node)
    var edges: [Edge] = []
    mutating func connect(_ a: Node, _ b: Node) { edges.append((a, b)) }
}
var g = Graph()
g.connect("a", "b")
g.connect("b", "c")
print(g.edges.map { "\($0.from)->\($0.to)" })
let node: Graph.Node = "z"
print(node, type(of: node))
