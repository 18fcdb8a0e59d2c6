// where clauses in for-in, switch cases, catch clauses, and generic constraints.
for n in 1...20 where n % 3 == 0 && n % 2 == 1 {
    print("odd multiple of 3:", n)
}
let scores = ["ann": 91, "bob": 78, "cy": 85]
for (name, score) in scores.sorted(by: { $0.key < $1.key }) where score > 80 {
    print(name, "passed with", score)
}
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case let (x, y) where x == y: return "diagonal"
    case let (x, _) where x < 0: return "left half"
    case let (_, y) where y > 10: return "high"
    case (0..., 0...): return "first quadrant"
    default: return "elsewhere"
    }
}
print([(2, 2), (-1, 5), (3, 50), (4, 1), (5, -1)].map(classify))
enum AppError: Error { case code(Int) }
for c in [404, 500, 200] {
    do {
        throw AppError.code(c)
    } catch AppError.code(let n) where n >= 500 {
        print(n, "server error")
    } catch AppError.code(let n) where n >= 400 {
        print(n, "client error")
    } catch {
        print("other", error)
    }
}
func sumOfEvens<C: Collection>(_ c: C) -> Int where C.Element == Int {
    c.filter { $0 % 2 == 0 }.reduce(0, +)
}
print(sumOfEvens([1, 2, 3, 4]), sumOfEvens(Set([10, 11])), sumOfEvens(1...10))
extension Array where Element: Comparable {
    func isSortedAscending() -> Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
print([1, 2, 2, 5].isSortedAscending(), ["b", "a"].isSortedAscending(), [Int]().isSortedAscending())
let mixed: [Any] = [1, "two", 3, 4.5]
for case let n as Int in mixed where n > 1 { print("int over one:", n) }
