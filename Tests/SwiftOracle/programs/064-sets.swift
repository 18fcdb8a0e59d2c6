// Sets: insert, remove, contains, algebra; printed only sorted or counted.
var primes: Set = [2, 3, 5, 7]
let odds: Set = [1, 3, 5, 7, 9]
print(primes.count, primes.contains(3), primes.contains(4))
let inserted = primes.insert(11)
let again = primes.insert(11)
print(inserted.inserted, again.inserted, again.memberAfterInsert)
print(primes.remove(2) as Any, primes.remove(100) as Any)
print(primes.union(odds).sorted())
print(primes.intersection(odds).sorted())
print(primes.subtracting(odds).sorted())
print(primes.symmetricDifference(odds).sorted())
print(primes.isSubset(of: odds), Set([3, 5]).isSubset(of: odds), odds.isSuperset(of: [1, 9]))
print(primes.isDisjoint(with: [4, 6]), primes.isDisjoint(with: [7]))
let words = ["the", "cat", "the", "hat", "cat"]
let unique = Set(words)
print(unique.count, unique.sorted())
var seen = Set<String>()
var firstOccurrences: [String] = []
for w in words where !seen.contains(w) {
    seen.insert(w)
    firstOccurrences.append(w)
}
print(firstOccurrences)
let letters = Set("mississippi")
print(letters.sorted(), letters.count)
var empty = Set<Int>()
print(empty.isEmpty, empty.min() as Any)
empty.formUnion([3, 1])
print(empty.sorted(), empty.max()!)
print(Set([1, 2]) == Set([2, 1]))
