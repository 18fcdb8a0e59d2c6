// Newton's method for square roots (Double and integer), iteration counts and convergence.
func sqrtNewton(_ x: Double, tolerance: Double = 1e-12) -> (value: Double, steps: Int) {
    guard x > 0 else { return (0, 0) }
    var guess = x / 2
    var steps = 0
    repeat {
        let next = (guess + x / guess) / 2
        steps += 1
        if abs(next - guess) < tolerance { return (next, steps) }
        guess = next
    } while steps < 100
    return (guess, steps)
}
for x in [2.0, 9.0, 0.25, 1e10, 0.0] {
    let r = sqrtNewton(x)
    print(x, r.value, r.steps, r.value == x.squareRoot())
}
func isqrt(_ n: Int) -> Int {
    guard n > 1 else { return n }
    var x = n
    var y = x / 2 + x % 2
    while y < x {
        x = y
        y = (x + n / x) / 2
    }
    return x
}
print([0, 1, 15, 16, 17, 99, 100, 1_000_000, Int.max].map(isqrt))
let perfectSquares = (1...200).filter { isqrt($0) * isqrt($0) == $0 }
print(perfectSquares)
var x = 1.0
var history: [Double] = []
for _ in 0..<5 {
    x = x - (x * x * x - 2) / (3 * x * x)
    history.append(x)
}
print(history)
print(history.last! * history.last! * history.last!)
