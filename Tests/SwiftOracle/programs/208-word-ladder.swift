// A word ladder: breadth-first search over words that differ by one letter.
let dictionary: Set<String> = ["hit", "hot", "dot", "dog", "cog", "lot", "log", "lit", "cot", "cat", "bat"]
func neighbors(_ w: String) -> [String] {
    let chars = Array(w)
    var out: [String] = []
    for i in chars.indices {
        for c in "abcdefghijklmnopqrstuvwxyz" where c != chars[i] {
            var next = chars
            next[i] = c
            let candidate = String(next)
            if dictionary.contains(candidate) { out.append(candidate) }
        }
    }
    return out
}
func ladder(from start: String, to goal: String) -> [String]? {
    var queue = [[start]]
    var seen: Set = [start]
    while !queue.isEmpty {
        let path = queue.removeFirst()
        if path.last! == goal { return path }
        for n in neighbors(path.last!) where !seen.contains(n) {
            seen.insert(n)
            queue.append(path + [n])
        }
    }
    return nil
}
print(neighbors("hot"))
print(ladder(from: "hit", to: "cog")?.joined(separator: " -> ") ?? "no ladder")
print(ladder(from: "cat", to: "dog")?.joined(separator: " -> ") ?? "no ladder")
print(ladder(from: "hit", to: "xyz") as Any)
print(ladder(from: "bat", to: "bat") as Any)
let degrees = dictionary.sorted().map { "\($0):\(neighbors($0).count)" }
print(degrees.joined(separator: " "))
