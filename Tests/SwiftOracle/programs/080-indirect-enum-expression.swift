// An indirect enum as an expression tree: evaluation, printing and simplification.
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case let .add(a, b): return eval(a) + eval(b)
    case let .mul(a, b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
    case let .add(a, b): return "(\(show(a)) + \(show(b)))"
    case let .mul(a, b): return "\(show(a)) * \(show(b))"
    case .neg(let a): return "-\(show(a))"
    }
}
func simplify(_ e: Expr) -> Expr {
    switch e {
    case .add(.num(0), let x), .add(let x, .num(0)): return simplify(x)
    case .mul(.num(1), let x), .mul(let x, .num(1)): return simplify(x)
    case .mul(.num(0), _), .mul(_, .num(0)): return .num(0)
    case let .add(a, b): return .add(simplify(a), simplify(b))
    case let .mul(a, b): return .mul(simplify(a), simplify(b))
    case .neg(.neg(let x)): return simplify(x)
    case .neg(let x): return .neg(simplify(x))
    case .num: return e
    }
}
let e = Expr.add(.mul(.num(1), .num(7)), .neg(.neg(.add(.num(0), .num(-3)))))
print(show(e), "=", eval(e))
let s = simplify(e)
print(show(s), "=", eval(s))
print(s)
print(Expr.mul(.num(2), .num(0)), simplify(.mul(.num(2), .num(0))))
