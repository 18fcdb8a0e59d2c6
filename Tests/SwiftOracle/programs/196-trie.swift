// A trie of class nodes: insert words, test membership and prefixes, list completions sorted.
final class TrieNode {
    var children: [Character: TrieNode] = [:]
    var isWord = false
}
final class Trie {
    private let root = TrieNode()
    private(set) var count = 0
    func insert(_ word: String) {
        var node = root
        for ch in word {
            if let next = node.children[ch] {
                node = next
            } else {
                let next = TrieNode()
                node.children[ch] = next
                node = next
            }
        }
        if !node.isWord { node.isWord = true; count += 1 }
    }
    private func find(_ prefix: String) -> TrieNode? {
        var node = root
        for ch in prefix {
            guard let next = node.children[ch] else { return nil }
            node = next
        }
        return node
    }
    func contains(_ word: String) -> Bool { find(word)?.isWord ?? false }
    func hasPrefix(_ p: String) -> Bool { find(p) != nil }
    func completions(_ prefix: String) -> [String] {
        guard let start = find(prefix) else { return [] }
        var out: [String] = []
        func walk(_ node: TrieNode, _ path: String) {
            if node.isWord { out.append(path) }
            for ch in node.children.keys.sorted() { walk(node.children[ch]!, path + String(ch)) }
        }
        walk(start, prefix)
        return out
    }
}
let trie = Trie()
["car", "cart", "care", "cat", "dog", "do", "cart", "careful"].forEach(trie.insert)
print(trie.count)
print(["car", "ca", "cart", "dot", "do"].map(trie.contains))
print(["ca", "dox", "d", ""].map(trie.hasPrefix))
print(trie.completions("car"))
print(trie.completions("d"), trie.completions("x"), trie.completions("").count)
