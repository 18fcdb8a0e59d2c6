// switch on tuples: wildcards, bindings, ranges and where clauses.
func locate(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on the x-axis"
    case (0, let y):
        return "on the y-axis at \(y)"
    case (-2...2, -2...2):
        return "near the origin"
    case let (x, y) where x == y:
        return "on the diagonal at \(x)"
    case let (x, y) where x == -y:
        return "on the anti-diagonal (\(x), \(y))"
    default:
        return "somewhere else"
    }
}
let points = [(0, 0), (5, 0), (0, -3), (1, 2), (7, 7), (4, -4), (9, 1)]
for p in points {
    print(p, locate(p))
}
func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(n)"
    }
}
print((1...15).map(fizz).joined(separator: ","))
let pair = ("admin", 3)
switch pair {
case ("admin", let level) where level > 2:
    print("super admin level", level)
case ("admin", _):
    print("admin")
case (let role, _):
    print("role", role)
}
