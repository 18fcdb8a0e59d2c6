// Array everyday API: append, insert, remove(at:), removeFirst/Last, removeAll(where:), replace.
var items = ["b", "c"]
items.append("d")
items.insert("a", at: 0)
items.append(contentsOf: ["e", "f"])
print(items, items.count)
let removed = items.remove(at: 2)
print(removed, items)
print(items.removeFirst(), items.removeLast(), items)
items.removeAll { $0 == "d" }
print(items)
items += ["x", "y", "z"]
items[1] = "B"
print(items)
items.replaceSubrange(1...2, with: ["1", "2", "3"])
print(items)
items.swapAt(0, items.count - 1)
print(items)
print(items.firstIndex(of: "2") as Any, items.firstIndex(of: "nope") as Any, items.lastIndex(of: "z") as Any)
print(items.contains("y"), items.isEmpty, items.first as Any, items.last as Any)
items.removeSubrange(0..<2)
print(items)
items.removeAll()
print(items, items.isEmpty, items.first as Any)
var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[1][2] = 5
matrix[0][0] += 1
print(matrix)
var numbers = [4, 8, 15, 16, 23, 42]
if let i = numbers.firstIndex(where: { $0 > 15 }) {
    numbers.insert(-1, at: i)
}
print(numbers, numbers.indices, numbers.endIndex)
print(Array(repeating: "ab", count: 2), [Int](), [Double](repeating: 0.5, count: 2))
