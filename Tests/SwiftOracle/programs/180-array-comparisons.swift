// Comparing sequences: ==, elementsEqual, starts(with:), lexicographicallyPrecedes, contains.
let a = [1, 2, 3]
let b = [1, 2, 3]
let c = [1, 2, 4]
print(a == b, a == c, a != c)
print(a.elementsEqual(1...3), a.elementsEqual([1, 2]))
print(a.starts(with: [1, 2]), a.starts(with: [2]), a.starts(with: []))
print(a.lexicographicallyPrecedes(c), c.lexicographicallyPrecedes(a), [1, 2].lexicographicallyPrecedes(a))
print(["b", "a"].lexicographicallyPrecedes(["b", "b"]))
print([[1, 2], [1]] == [[1, 2], [1]], [[1, 2]] == [[2, 1]])
print([Int?]([1, nil]) == [1, nil], [1.0, 2.0] == [1, 2])
print(a.contains(2), a.contains { $0 > 5 }, a.contains(where: { $0.isMultiple(of: 3) }))
print(["x": 1] == ["x": 1], ["x": 1] == ["x": 2], Set([1, 2]) == Set([2, 1]))
let words = ["apple", "Apple", "APPLE"]
print(words.allSatisfy { $0.lowercased() == "apple" }, Set(words).count)
print("abc".elementsEqual("abc".reversed().reversed()), Array("abc") == ["a", "b", "c"])
print((1, "x") == (1, "x"), (1, 2, 3) < (1, 2, 4))
let sortedPairs = [[2, 1], [1, 9], [1, 2, 3], [1, 2]].sorted { $0.lexicographicallyPrecedes($1) }
print(sortedPairs)
print(a.firstIndex(of: 3) as Any, a.firstIndex { $0 > 1 } as Any, a.lastIndex { $0 < 3 } as Any)
print(a.min() == a.first, a.max() == a.last, a.sorted() == a, a.reversed().sorted() == a)
