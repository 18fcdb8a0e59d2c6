// Argument labels, default values, variadic parameters, and functions returning tuples.
func greet(_ name: String, from hometown: String = "nowhere", times: Int = 1) -> String {
    Array(repeating: "Hello \(name) from \(hometown)", count: times).joined(separator: "; ")
}
print(greet("Ann"))
print(greet("Bob", from: "Paris"))
print(greet("Cy", times: 2))
print(greet("Di", from: "Oslo", times: 2))
func average(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
print(average(1, 2, 3, 4), average(), average(7))
func log(_ items: Any..., level: String = "INFO") {
    print("[\(level)]", items.map { "\($0)" }.joined(separator: " "))
}
log("started", 3, "workers")
log("disk low", level: "WARN")
log()
func stats(_ values: [Int]) -> (min: Int, max: Int, sum: Int)? {
    guard let first = values.first else { return nil }
    return values.dropFirst().reduce((first, first, first)) { (min($0.0, $1), max($0.1, $1), $0.2 + $1) }
}
if let s = stats([4, -2, 9]) { print(s.min, s.max, s.sum, s) }
print(stats([]) as Any)
func move(from start: Int, to end: Int, by step: Int = 1) -> [Int] {
    Array(stride(from: start, through: end, by: step))
}
print(move(from: 1, to: 5), move(from: 10, to: 0, by: -5))
func describe(_ value: Int, _ unit: String = "items") -> String { "\(value) \(unit)" }
print(describe(3), describe(1, "item"))
func sumAll(_ groups: [Int]...) -> Int { groups.flatMap { $0 }.reduce(0, +) }
print(sumAll([1, 2], [3], []))
