// Extensions add computed properties, methods, initializers and conformances to existing types.
extension Int {
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }
    func times(_ action: () -> Void) {
        for _ in 0..<self { action() }
    }
    mutating func double() { self *= 2 }
}
print(4.isEven, 7.isEven, 9.squared)
3.times { print("hi") }
var n = 21
n.double()
print(n)
extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    func repeated(_ times: Int) -> String { String(repeating: self, count: times) }
}
print("Never odd or even".isPalindrome, "Swift".isPalindrome, "ab".repeated(3))
struct Point { var x: Int; var y: Int }
extension Point {
    init(_ both: Int) { self.init(x: both, y: both) }
    static let zero = Point(x: 0, y: 0)
    func distance(to other: Point) -> Int { abs(x - other.x) + abs(y - other.y) }
}
extension Point: CustomStringConvertible {
    var description: String { "(\(x), \(y))" }
}
let p = Point(3)
print(p, Point.zero, p.distance(to: .zero))
print([p, Point(x: 1, y: -1)])
extension Array where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}
print(["a", "b"].shout())
