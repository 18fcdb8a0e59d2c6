// Equatable and Hashable synthesized for enums with associated values; comparisons and counting.
enum Shape: Hashable {
    case circle(radius: Int)
    case rect(w: Int, h: Int)
    case empty
}
let a = Shape.circle(radius: 2)
print(a == .circle(radius: 2), a == .circle(radius: 3), a == .empty, Shape.rect(w: 1, h: 2) == .rect(w: 1, h: 2))
let shapes: [Shape] = [.circle(radius: 1), .rect(w: 2, h: 3), .circle(radius: 1), .empty, .rect(w: 3, h: 2), .empty]
print(Set(shapes).count)
print(shapes.filter { $0 == .empty }.count, shapes.firstIndex(of: .rect(w: 3, h: 2)) as Any)
var tally: [Shape: Int] = [:]
for s in shapes { tally[s, default: 0] += 1 }
print(tally[.circle(radius: 1)]!, tally[.empty]!, tally[.rect(w: 9, h: 9)] as Any)
enum Token: Equatable {
    case num(Double)
    case op(Character)
    case paren(open: Bool)
}
let expected: [Token] = [.paren(open: true), .num(1.5), .op("+"), .num(2), .paren(open: false)]
let actual: [Token] = [.paren(open: true), .num(1.5), .op("+"), .num(2.0), .paren(open: false)]
print(expected == actual, actual.contains(.op("-")), actual.contains(.num(2)))
print(actual.map { t -> String in
    switch t {
    case .num(let n): return "\(n)"
    case .op(let c): return String(c)
    case .paren(let open): return open ? "(" : ")"
    }
}.joined(separator: " "))
enum Nested: Equatable { case leaf(Int), pair(Shape, Shape) }
print(Nested.pair(.empty, a) == .pair(.empty, .circle(radius: 2)), Nested.leaf(1) != .leaf(2))
