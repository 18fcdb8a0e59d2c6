// The ternary operator and ?? in expressions, nested and chained.
let score = 72
let result = score >= 60 ? "pass" : "fail"
print(result)
let size = score > 90 ? "large" : score > 50 ? "medium" : "small"
print(size)
func sign(_ n: Int) -> String { n > 0 ? "+" : n < 0 ? "-" : "0" }
print([5, -3, 0].map(sign))
let hasHeader = true
let rowHeight = 40 + (hasHeader ? 50 : 20)
print(rowHeight)
let nickname: String? = nil
let fullName = "John Appleseed"
print("Hi \(nickname ?? fullName)")
let settings: [String: String] = ["theme": "dark"]
print(settings["theme"] ?? "light", settings["font"] ?? "system")
let a: Int? = nil, b: Int? = nil, c: Int? = 3
print(a ?? b ?? c ?? 0)
let count = (settings["missing"]?.count ?? 0) + 1
print(count)
let values = [3, nil, 7, nil].map { ($0 ?? 0) * 2 }
print(values)
var cache: [Int: Int] = [:]
func cachedSquare(_ n: Int) -> Int {
    let value = cache[n] ?? n * n
    cache[n] = value
    return value
}
print(cachedSquare(4), cachedSquare(4), cache.count)
let isEven = { (n: Int) in n % 2 == 0 ? true : false }
print(isEven(4), isEven(5))
let maybeList: [Int]? = nil
print((maybeList ?? []).count, maybeList?.count ?? -1)
print(true ? 1 : 2, false ? "yes" : "no")
