// A tour of Set API with results printed sorted: algebra, predicates, mutation in place.
var a: Set = [1, 2, 3, 4, 5]
let b: Set = [4, 5, 6, 7]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())
print(a.isSubset(of: a.union(b)), a.isStrictSubset(of: a), a.isDisjoint(with: [8, 9]), b.isSuperset(of: [6, 7]))
print(a.insert(3).inserted, a.insert(10).inserted, a.update(with: 10) as Any, a.remove(1) as Any, a.remove(99) as Any)
a.formIntersection([2, 3, 10, 11])
print(a.sorted())
a.formUnion([20, 30])
a.subtract([3])
print(a.sorted(), a.count, a.contains(20), a.min()!, a.max()!)
a.formSymmetricDifference([2, 40])
print(a.sorted())
let words = Set("the quick brown fox jumps over the lazy dog".split(separator: " ").map(String.init))
print(words.count, words.filter { $0.count > 4 }.sorted(), words.map(\.count).reduce(0, +))
let letters = Set("hello world".filter(\.isLetter))
print(letters.sorted(), letters.count)
print(Set([1, 2]) == Set([2, 1, 1]), Set<Int>().isEmpty, Set(0..<3).sorted())
var seen = Set<Character>()
let firstRepeat = "abcdeafg".first { !seen.insert($0).inserted }
print(firstRepeat as Any)
