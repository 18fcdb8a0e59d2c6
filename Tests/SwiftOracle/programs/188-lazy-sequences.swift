// Lazy sequences evaluate on demand: side effects show when and how often closures run.
var evaluated: [Int] = []
let numbers = Array(1...10)
let lazySquares = numbers.lazy.map { n -> Int in
    evaluated.append(n)
    return n * n
}
print("nothing evaluated yet:", evaluated)
print(lazySquares.first { $0 > 20 } as Any)
print("evaluated:", evaluated)
evaluated.removeAll()
let firstThree = Array(lazySquares.prefix(3))
print(firstThree, evaluated)
evaluated.removeAll()
let eager = numbers.map { n -> Int in evaluated.append(n); return n * n }.first { $0 > 20 }
print(eager as Any, evaluated.count)
var filterCalls = 0
let pipeline = (1...1_000_000).lazy
    .filter { filterCalls += 1; return $0 % 7 == 0 }
    .map { $0 * 2 }
print(Array(pipeline.prefix(4)), filterCalls)
let words = ["apple", "banana", "cherry", "date"]
var looked: [String] = []
let longWord = words.lazy.filter { looked.append($0); return $0.count > 5 }.first
print(longWord as Any, looked)
let compact = ["1", "x", "3"].lazy.compactMap { Int($0) }
print(Array(compact), compact.reduce(0, +))
