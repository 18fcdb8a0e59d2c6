// typealiases: generic aliases, closure types, tuples, and aliases that document intent.
typealias StringMap<V> = [String: V]
typealias Callback<T> = (T) -> Void
typealias Point = (x: Double, y: Double)
typealias Predicate<T> = (T) -> Bool
typealias Celsius = Double
typealias Matrix = [[Int]]
var inventory: StringMap<Int> = ["pens": 3]
inventory["ink"] = 2
var notes: StringMap<[String]> = [:]
notes["todo", default: []].append("buy ink")
print(inventory.sorted { $0.key < $1.key }, notes)
var received: [String] = []
let logger: Callback<String> = { received.append($0) }
let numberLogger: Callback<Int> = { received.append("#\($0)") }
logger("hello")
numberLogger(42)
print(received)
func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
let origin: Point = (0, 0)
print(distance(origin, (3, 4)), origin)
func both<T>(_ p: @escaping Predicate<T>, _ q: @escaping Predicate<T>) -> Predicate<T> { { p($0) && q($0) } }
let isEven: Predicate<Int> = { $0 % 2 == 0 }
let isSmall: Predicate<Int> = { $0 < 10 }
print((1...20).filter(both(isEven, isSmall)))
let temps: [Celsius] = [21.5, 19]
print(temps.map { $0 * 9 / 5 + 32 })
let identity: Matrix = [[1, 0], [0, 1]]
print(identity, type(of: identity))
