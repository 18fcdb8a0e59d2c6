// Slices and partial ranges: prefix, suffix, dropFirst, dropLast, subscripts with ranges.
let letters = ["a", "b", "c", "d", "e", "f"]
print(letters[1...3])
print(Array(letters[1...3]))
print(letters[..<2], letters[4...])
print(letters.prefix(2), letters.suffix(2))
print(letters.dropFirst(), letters.dropLast(2))
print(letters.prefix(10).count, letters.dropFirst(10).isEmpty)
let middle = letters[2..<5]
print(middle.startIndex, middle.endIndex, middle.first!, middle[3])
print(middle.map { $0.uppercased() })
let numbers = [10, 20, 30, 40, 50]
let tail = numbers[2...]
print(tail.reduce(0, +), tail.count, tail.min()!)
var mutableCopy = Array(tail)
mutableCopy[0] = 0
print(mutableCopy, numbers)
print(numbers.first(where: { $0 > 25 })!, numbers.split(separator: 30))
let half = numbers.count / 2
print(numbers[..<half], numbers[half...])
for (i, v) in numbers[1...2].enumerated() {
    print(i, v)
}
print(Array(numbers.reversed()[0..<2]))
print(numbers[1..<1], numbers[0..<numbers.count].count)
let chunks = stride(from: 0, to: numbers.count, by: 2).map { Array(numbers[$0..<min($0 + 2, numbers.count)]) }
print(chunks)
