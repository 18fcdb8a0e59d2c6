// zip, sequence(first:next:), repeatElement, and iterating two collections together.
let names = ["ann", "bob", "cy"]
let scores = [90, 72, 85, 60]
for (n, s) in zip(names, scores) {
    print(n, s)
}
print(Array(zip(names, scores)))
print(zip(1...3, "abc").map { "\($0)\($1)" })
let dict = Dictionary(uniqueKeysWithValues: zip(names, scores))
print(dict.keys.sorted().map { "\($0):\(dict[$0]!)" })
let a = [1, 2, 3], b = [10, 20, 30]
print(zip(a, b).map(+), zip(a, b).map { $0 * $1 }.reduce(0, +))
let diffs = zip(scores, scores.dropFirst()).map { $1 - $0 }
print(diffs)
let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))
let collatz = Array(sequence(first: 6) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) })
print(collatz)
print(Array(repeatElement("ab", count: 3)), Array(repeating: 0, count: 2))
var it = names.makeIterator()
while let n = it.next() { print("next:", n) }
let pairs = zip(names.indices, names).filter { $0.0 != 1 }.map { $0.1 }
print(pairs)
let letters = sequence(state: 0) { (i: inout Int) -> Character? in
    defer { i += 1 }
    return i < 5 ? Character(UnicodeScalar(UInt8(97 + i))) : nil
}
print(String(letters))
print(Array(zip([1], [Int]())), Array(zip("xy", [true, false, true])))
