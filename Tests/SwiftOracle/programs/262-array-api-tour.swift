// A tour of Array API: building, querying, reordering, chunking and combining.
var a = Array(1...8)
print(a.count, a.first!, a.last!, a.isEmpty, a.indices, a[a.count - 1])
print(a.contains(5), a.firstIndex(of: 5)!, a.firstIndex { $0 > 5 }!, a.lastIndex { $0 % 3 == 0 }!)
print(a.prefix(3), a.suffix(3), a.dropFirst(6), a.dropLast(6))
print(a.reversed() as [Int], a.sorted().count, a.sorted(by: >).prefix(2))
a.append(9)
a.insert(0, at: 0)
a += [10, 11]
print(a)
print(a.remove(at: 0), a.removeFirst(), a.removeLast(), a.popLast()!, a)
a.removeAll(where: { $0 % 2 == 0 })
print(a)
a.replaceSubrange(0..<2, with: [100, 200, 300])
print(a)
a.swapAt(0, a.count - 1)
a.reverse()
print(a, a.min()!, a.max()!, a.reduce(0, +))
let chunks = stride(from: 0, to: 10, by: 3).map { Array(Array(0..<10)[$0..<min($0 + 3, 10)]) }
print(chunks)
print(Array(zip(a, a.dropFirst())), a.enumerated().map { $0.offset * $0.element })
print(a.split { $0 > 100 }, a.partitioningIndex())
print([[1, 2], [3]].joined().map { $0 }, [3, 1, 2].sorted().elementsEqual([1, 2, 3]))
print(Array(repeating: [0], count: 2), [Int](), Array("ab"), Array(stride(from: 5, to: 0, by: -2)))
extension Array where Element == Int {
    func partitioningIndex() -> Int { firstIndex { $0 >= 100 } ?? count }
}
