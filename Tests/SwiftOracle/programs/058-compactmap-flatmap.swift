// compactMap drops nils, flatMap flattens, joined concatenates.
let inputs = ["1", "two", "3", "", "5"]
print(inputs.compactMap { Int($0) })
print(inputs.map { Int($0) })
let nested = [[1, 2], [3], [], [4, 5, 6]]
print(nested.flatMap { $0 })
print(Array(nested.joined()))
print(nested.map { $0.count })
let words = ["hello world", "swift code"]
print(words.flatMap { $0.split(separator: " ") })
print(words.flatMap { $0.split(separator: " ").map(String.init) })
let pairs = [1, 2, 3].flatMap { x in [x, x * 10] }
print(pairs)
struct Order { let items: [String]; let coupon: String? }
let orders = [Order(items: ["a", "b"], coupon: "SAVE"), Order(items: [], coupon: nil), Order(items: ["c"], coupon: "FREE")]
print(orders.flatMap { $0.items })
print(orders.compactMap { $0.coupon })
print(orders.compactMap { $0.items.first })
let dict = ["a": "1", "b": "x", "c": "3"]
let numeric = dict.compactMapValues { Int($0) }
print(numeric.keys.sorted(), numeric.values.sorted())
let grid = (1...3).map { row in (1...3).map { col in row * col } }
print(grid)
print(grid.flatMap { $0 }.filter { $0 > 3 })
let optionals: [Int?] = [nil, 4, nil, 2]
print(optionals.compactMap { $0 }.sorted())
