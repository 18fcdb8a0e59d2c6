// A tour of Dictionary API, always printed through sorted keys or counts.
var d: [String: Int] = ["b": 2, "a": 1]
d["c"] = 3
d["a"] = nil
d["b", default: 0] += 10
d.updateValue(4, forKey: "d")
print(d.count, d.keys.sorted(), d.values.sorted(), d["b"]!, d["zzz"] as Any, d["zzz", default: -1])
print(d.isEmpty, d.contains { $0.value > 10 }, d.keys.contains("c"), d.first { $0.key == "c" }!.value)
let filtered = d.filter { $0.value.isMultiple(of: 2) }
print(filtered.keys.sorted())
let mapped = d.mapValues { $0 * 100 }
print(mapped.sorted { $0.key < $1.key }.map(\.value))
let compact = ["1": "one", "2": "x"].compactMapValues { Int($0) }
print(compact.count)
d.merge(["c": 30, "e": 5]) { old, new in max(old, new) }
print(d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let merged = d.merging(["a": 1]) { $1 }
print(merged.count, d.count)
print(d.removeValue(forKey: "e") as Any, d.removeValue(forKey: "q") as Any, d.count)
let grouped = Dictionary(grouping: 1...10, by: { $0 % 3 })
print(grouped.keys.sorted().map { grouped[$0]! })
let counted = Dictionary("hello".map { ($0, 1) }, uniquingKeysWith: +)
print(counted.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
let pairs = Dictionary(uniqueKeysWithValues: zip(["x", "y"], [9, 8]))
print(pairs.keys.sorted(), pairs.values.reduce(0, +), Array(pairs.keys).count)
var nested: [String: [String: Int]] = [:]
nested["outer", default: [:]]["inner", default: 0] += 5
print(nested["outer"]!["inner"]!, nested["outer"]?["nothing"] as Any)
d.removeAll()
print(d, d.count)
