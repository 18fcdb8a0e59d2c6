// How print shows nested and empty collections, tuples inside them, optional collections.
let emptyInts: [Int] = []
let emptyStrings: [String] = []
let emptyDict: [String: Int] = [:]
print(emptyInts, emptyStrings, emptyDict, [[Int]]())
print([[1, 2], [], [3]])
print([["a"], ["b", "c"]])
print(["k": [1, 2]])
print(["k": ["nested": true]])
print([1: "one"])
print([(1, "a"), (2, "b")], [(x: 1, y: 2)])
let optionalArray: [Int]? = [1, 2]
let noArray: [Int]? = nil
print(optionalArray as Any, noArray as Any)
print([optionalArray, noArray])
print([1...3, 4...6], [0..<2])
print([Character("a"), Character("\n"), Character("'")])
print(["multi\nline", "tab\t", "quote\"", "back\\slash", "nul\0"])
print([1.0, 2.5, -0.0, .infinity, .nan])
print([Int.min, Int.max])
print([true, false], [Optional(true), nil])
let any: [Any] = [1, "s", 2.0, [3], (4, "t"), Optional<Int>.none as Any, Optional(5) as Any]
print(any)
print(Array("hi"), Array("hi".utf8), Array("hi".unicodeScalars))
print([[String: Int]](), [["a": 1]])
print(Set<Int>(), [Set<Int>()])
print(ArraySlice([1, 2, 3])[1...], [1, 2, 3].reversed() as [Int])
print(Array([1, 2, 3].reversed()), [1, 2, 3].enumerated().map { $0 })
print((), [(), ()], ((1, 2), [3]))
