// try inside closures passed to map/filter/reduce (they rethrow), and errors stopping the work.
struct NegativeError: Error { let value: Int }
func checked(_ n: Int) throws -> Int {
    if n < 0 { throw NegativeError(value: n) }
    return n
}
var visited: [Int] = []
func trace(_ n: Int) throws -> Int {
    visited.append(n)
    return try checked(n)
}
do {
    let doubled = try [1, 2, 3].map { try trace($0) * 2 }
    print(doubled)
    let bad = try [4, -5, 6].map { try trace($0) }
    print("not reached", bad)
} catch let e as NegativeError {
    print("stopped at", e.value, "after visiting", visited)
} catch {
    print(error)
}
let sum = try? [1, 2, 3].reduce(0) { try $0 + checked($1) }
let badSum = try? [1, -2].reduce(0) { try $0 + checked($1) }
print(sum as Any, badSum as Any)
let kept = try? [3, 0, 7].filter { try checked($0) > 0 }
print(kept as Any)
func parseAll(_ items: [String]) throws -> [Int] {
    try items.map { s in
        guard let v = Int(s) else { throw NegativeError(value: -999) }
        return try checked(v)
    }
}
for input in [["1", "2"], ["1", "x"], ["3", "-3"]] {
    do { print(try parseAll(input)) } catch { print("failed:", error) }
}
let results: [Result<Int, Error>] = [3, -1, 4].map { n in Result { try checked(n) } }
for r in results {
    switch r {
    case .success(let v): print("success", v)
    case .failure(let e): print("failure", e)
    }
}
