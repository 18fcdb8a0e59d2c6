// Enums with associated values: construction, switch with bindings, printing.
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(Double, Double, Double)
    case point
}
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r):
        return 3.0 * r * r
    case let .rectangle(width: w, height: h):
        return w * h
    case .triangle(let a, let b, _):
        return a * b / 2
    case .point:
        return 0
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4), .triangle(3, 4, 5), .point]
for s in shapes {
    print(s, "area:", area(s))
}
print(shapes)
let maybe: Shape? = .circle(radius: 1.5)
print(maybe as Any)
enum Token {
    case number(Int)
    case word(String)
    case symbol(Character)
}
let tokens: [Token] = [.number(42), .word("hi"), .symbol("+")]
for t in tokens {
    switch t {
    case .number(let n) where n > 10: print("big number", n)
    case .number(let n): print("number", n)
    case .word(let w): print("word", w.uppercased())
    case .symbol(let c): print("symbol", c)
    }
}
print(tokens)
