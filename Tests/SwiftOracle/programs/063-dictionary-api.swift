// Dictionary API: updateValue, default subscripts, merging, grouping, filter and counts.
var stock: [String: Int] = ["apple": 3, "pear": 0]
let old = stock.updateValue(5, forKey: "apple")
let new = stock.updateValue(2, forKey: "kiwi")
print(old as Any, new as Any)
stock["plum", default: 0] += 4
stock["apple", default: 0] -= 1
print(stock.sorted { $0.key < $1.key })
print(stock.keys.count, stock.values.reduce(0, +))
let extra = ["kiwi": 10, "fig": 1]
stock.merge(extra) { current, incoming in current + incoming }
for key in stock.keys.sorted() {
    print(key, stock[key]!)
}
let inStock = stock.filter { $0.value > 0 }
print(inStock.count, inStock.keys.sorted())
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = Dictionary(grouping: words) { $0.first! }
for letter in byLetter.keys.sorted() {
    print(letter, byLetter[letter]!)
}
let lengths = Dictionary(uniqueKeysWithValues: words.map { ($0, $0.count) })
print(lengths["banana"]!, lengths["kiwi"] as Any)
var counts: [Character: Int] = [:]
for ch in "hello world" where ch != " " {
    counts[ch, default: 0] += 1
}
let top = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key):\($0.value)" })
print(stock.contains { $0.value == 0 }, stock.keys.contains("fig"))
stock.removeAll()
print(stock.isEmpty, stock)
