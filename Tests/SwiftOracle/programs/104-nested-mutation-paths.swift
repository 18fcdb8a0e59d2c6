// Mutating through nested paths: arrays of structs, dictionaries of arrays, optional chains.
struct Item { var name: String; var qty: Int }
struct Order { var id: Int; var items: [Item]; var notes: [String: String] = [:] }
struct Store { var orders: [Order] }
var store = Store(orders: [Order(id: 1, items: [Item(name: "pen", qty: 1)]), Order(id: 2, items: [])])
store.orders[0].items[0].qty += 4
store.orders[0].items.append(Item(name: "ink", qty: 2))
store.orders[1].items.append(Item(name: "pad", qty: 1))
store.orders[1].notes["gift"] = "yes"
store.orders[1].notes["gift"]! += "!"
print(store.orders[0].items.map { "\($0.name)x\($0.qty)" }, store.orders[1].notes)
let before = store
store.orders[0].items[1].name = "INK"
print(before.orders[0].items[1].name, store.orders[0].items[1].name)
var groups: [String: [Int]] = ["a": [1]]
groups["a"]!.append(2)
groups["a"]?.append(3)
groups["b"]?.append(9)
groups["c", default: []].append(4)
print(groups.keys.sorted(), groups["a"]!, groups["b"] as Any, groups["c"]!)
var grid = [[0, 0], [0, 0]]
grid[1][0] = 7
grid[0].append(1)
(grid[0][0], grid[1][0]) = (grid[1][0], grid[0][0])
print(grid)
var optionalItem: Item? = Item(name: "cup", qty: 1)
optionalItem?.qty *= 10
optionalItem?.name.append("s")
print(optionalItem as Any)
var tuples = [(1, "a"), (2, "b")]
tuples[1].0 += 40
tuples[0].1 = tuples[0].1.uppercased()
print(tuples)
var counts = [String: Int]()
for word in ["x", "y", "x"] { counts[word, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })
