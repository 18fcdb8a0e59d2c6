// A generic memoizing wrapper class over a function, with hit counting and a recursive use.
final class Memo<Input: Hashable, Output> {
    private var cache: [Input: Output] = [:]
    private(set) var hits = 0, misses = 0
    private let compute: (Input, Memo) -> Output
    init(_ compute: @escaping (Input, Memo) -> Output) { self.compute = compute }
    func callAsFunction(_ x: Input) -> Output {
        if let v = cache[x] { hits += 1; return v }
        misses += 1
        let v = compute(x, self)
        cache[x] = v
        return v
    }
}
let fib = Memo<Int, Int> { n, f in n < 2 ? n : f(n - 1) + f(n - 2) }
print(fib(40), fib.hits, fib.misses)
print(fib(45), fib.hits, fib.misses)
let paths = Memo<[Int], Int> { p, f in
    let (r, c) = (p[0], p[1])
    return r == 0 || c == 0 ? 1 : f([r - 1, c]) + f([r, c - 1])
}
print(paths([10, 10]), paths.misses)
let lengths = Memo<String, Int> { s, _ in s.count }
print(["a", "bb", "a", "ccc", "bb"].map { lengths($0) }, lengths.hits, lengths.misses)
