// A binary tree as an indirect enum: pre-, in-, post- and level-order traversals, mirror, sum.
indirect enum Tree<T> {
    case empty
    case node(Tree, T, Tree)
    static func leaf(_ v: T) -> Tree { .node(.empty, v, .empty) }
    var preorder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return [v] + l.preorder + r.preorder
    }
    var inorder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.inorder + [v] + r.inorder
    }
    var postorder: [T] {
        guard case let .node(l, v, r) = self else { return [] }
        return l.postorder + r.postorder + [v]
    }
    var levels: [[T]] {
        var result: [[T]] = []
        var frontier = [self]
        while !frontier.isEmpty {
            var values: [T] = []
            var next: [Tree] = []
            for t in frontier {
                if case let .node(l, v, r) = t { values.append(v); next += [l, r] }
            }
            if !values.isEmpty { result.append(values) }
            frontier = next
        }
        return result
    }
    var mirrored: Tree {
        guard case let .node(l, v, r) = self else { return .empty }
        return .node(r.mirrored, v, l.mirrored)
    }
}
let tree = Tree.node(.node(.leaf("D"), "B", .leaf("E")), "A", .node(.empty, "C", .node(.leaf("G"), "F", .empty)))
print(tree.preorder.joined(), tree.inorder.joined(), tree.postorder.joined())
print(tree.levels)
print(tree.mirrored.inorder.joined(), tree.mirrored.levels)
let numbers = Tree.node(.leaf(1), 2, .node(.leaf(3), 4, .leaf(5)))
print(numbers.inorder.reduce(0, +), numbers.levels.map { $0.count }, Tree<Int>.empty.levels)
