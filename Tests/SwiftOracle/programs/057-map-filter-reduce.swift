// map, filter, reduce, forEach, and chains of them.
let numbers = Array(1...10)
print(numbers.map { $0 * $0 })
print(numbers.filter { $0 % 3 == 0 })
print(numbers.reduce(0, +), numbers.reduce(1, *))
print(numbers.reduce("") { $0 + String($1) })
let evensSquared = numbers.filter { $0.isMultiple(of: 2) }.map { $0 * $0 }
print(evensSquared, evensSquared.reduce(0, +))
numbers.prefix(3).forEach { print("item", $0) }
let words = ["swift", "is", "a", "fun", "language"]
print(words.map { $0.count })
print(words.filter { $0.count > 2 }.map { $0.uppercased() })
let longest = words.reduce("") { $0.count >= $1.count ? $0 : $1 }
print(longest)
let frequencies = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(frequencies.keys.sorted().map { "\($0)\(frequencies[$0]!)" }.joined())
let running = numbers.reduce(into: [Int]()) { acc, n in acc.append((acc.last ?? 0) + n) }
print(running)
print(numbers.allSatisfy { $0 > 0 }, numbers.contains { $0 > 9 }, numbers.contains(11))
print(numbers.min() as Any, numbers.max() as Any, [Int]().min() as Any)
print(words.min() as Any, words.max { $0.count < $1.count } as Any)
print(numbers.first { $0 > 4 } as Any, numbers.last(where: { $0 < 4 }) as Any)
print(numbers.count(where: { $0 % 4 == 0 }))
print(Array(numbers.drop { $0 < 8 }), Array(numbers.prefix { $0 < 3 }))
