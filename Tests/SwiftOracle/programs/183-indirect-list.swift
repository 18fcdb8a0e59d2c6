// A persistent linked list as an indirect enum with methods, map, reduce and structural sharing.
indirect enum List<T>: CustomStringConvertible {
    case empty
    case cons(T, List<T>)
    init(_ items: [T]) {
        self = items.reversed().reduce(List.empty) { .cons($1, $0) }
    }
    var count: Int {
        if case let .cons(_, rest) = self { return 1 + rest.count }
        return 0
    }
    func map<U>(_ f: (T) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(head, tail): return .cons(f(head), tail.map(f))
        }
    }
    func reduce<R>(_ initial: R, _ f: (R, T) -> R) -> R {
        switch self {
        case .empty: return initial
        case let .cons(head, tail): return tail.reduce(f(initial, head), f)
        }
    }
    func prepend(_ x: T) -> List<T> { .cons(x, self) }
    var array: [T] { reduce([]) { $0 + [$1] } }
    var description: String { "(" + array.map { "\($0)" }.joined(separator: " ") + ")" }
}
let xs = List([1, 2, 3])
let ys = xs.prepend(0)
let zs = xs.prepend(-1)
print(xs, ys, zs)
print(xs.count, ys.count, List<Int>.empty.count)
print(xs.map { $0 * 10 }, xs.map { "n\($0)" }, xs.reduce(0, +))
print(List(Array("hey")).array, List<String>([]))
var acc = List<Int>.empty
for i in 1...4 { acc = acc.prepend(i * i) }
print(acc, acc.array.reversed() as [Int])
if case let .cons(first, .cons(second, _)) = ys { print("first two:", first, second) }
