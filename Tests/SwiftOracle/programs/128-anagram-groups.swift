// Grouping anagrams with sorted-letter keys, and checking anagrams with letter counts.
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
var groups: [String: [String]] = [:]
for w in words {
    let key = String(w.sorted())
    groups[key, default: []].append(w)
}
let sortedGroups = groups.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for g in sortedGroups { print(g.count, g) }
func isAnagram(_ a: String, _ b: String) -> Bool {
    var counts: [Character: Int] = [:]
    for c in a.lowercased() where c != " " { counts[c, default: 0] += 1 }
    for c in b.lowercased() where c != " " { counts[c, default: 0] -= 1 }
    return counts.values.allSatisfy { $0 == 0 }
}
print(isAnagram("Dormitory", "dirty room"), isAnagram("hello", "world"), isAnagram("", ""))
let singles = groups.filter { $0.value.count == 1 }.flatMap { $0.value }
print(singles)
let largest = groups.max { $0.value.count < $1.value.count || ($0.value.count == $1.value.count && $0.key > $1.key) }!
print(largest.key, largest.value)
