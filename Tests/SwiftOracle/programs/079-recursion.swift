// Recursive functions: factorial, fibonacci with memo, permutations, tree depth, Hanoi.
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print((0...10).map(factorial))
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let m = memo[n] { return m }
    let r = fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
}
print(fib(50), fib(90))
func permutations(_ items: [Character]) -> [String] {
    if items.count <= 1 { return [String(items)] }
    var result: [String] = []
    for (i, c) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        result += permutations(rest).map { String(c) + $0 }
    }
    return result
}
print(permutations(Array("abc")))
indirect enum Tree {
    case leaf
    case node(Tree, Int, Tree)
}
func depth(_ t: Tree) -> Int {
    switch t {
    case .leaf: return 0
    case let .node(l, _, r): return 1 + max(depth(l), depth(r))
    }
}
func sum(_ t: Tree) -> Int {
    if case let .node(l, v, r) = t { return sum(l) + v + sum(r) }
    return 0
}
let tree = Tree.node(.node(.leaf, 1, .node(.leaf, 2, .leaf)), 3, .leaf)
print(depth(tree), sum(tree))
var moves: [String] = []
func hanoi(_ n: Int, _ from: String, _ to: String, _ via: String) {
    guard n > 0 else { return }
    hanoi(n - 1, from, via, to)
    moves.append("\(from)\(to)")
    hanoi(n - 1, via, to, from)
}
hanoi(3, "A", "C", "B")
print(moves.count, moves.joined(separator: " "))
func power(_ b: Int, _ e: Int) -> Int { e == 0 ? 1 : (e % 2 == 0 ? power(b * b, e / 2) : b * power(b, e - 1)) }
print(power(2, 20), power(3, 13))
