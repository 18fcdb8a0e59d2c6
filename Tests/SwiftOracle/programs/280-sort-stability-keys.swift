// sorted(by:) is stable in practice for equal keys; multi-key sorts with tuples and reversed order.
struct Entry { let name: String; let group: Int; let order: Int }
let entries = (0..<10).map { Entry(name: "e\($0)", group: [2, 1, 2, 3, 1, 2, 3, 1, 1, 2][$0], order: $0) }
let byGroup = entries.sorted { $0.group < $1.group }
print(byGroup.map(\.name))
print(byGroup.map(\.order))
let byGroupDesc = entries.sorted { $0.group > $1.group }
print(byGroupDesc.map(\.name))
let words = ["pear", "Fig", "apple", "kiwi", "Date", "banana", "fig"]
print(words.sorted { ($0.count, $0.lowercased()) < ($1.count, $1.lowercased()) })
print(words.sorted { $0.lowercased() == $1.lowercased() ? $0 < $1 : $0.lowercased() < $1.lowercased() })
print(words.sorted().reversed() as [String], words.sorted(by: >) == Array(words.sorted().reversed()))
let points = [(3, "c"), (1, "a"), (3, "a"), (2, "b"), (1, "b")]
print(points.sorted { $0 < $1 }.map { "\($0.0)\($0.1)" }, points.sorted { $0.0 > $1.0 }.map { "\($0.0)\($0.1)" })
var inPlace = [5, 2, 9, 2, 7]
inPlace.sort()
inPlace.sort { $0 % 3 < $1 % 3 }
print(inPlace)
