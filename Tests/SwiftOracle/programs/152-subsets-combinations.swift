// Power sets with bit masks, k-combinations recursively, and counting with Pascal's triangle.
let items = ["a", "b", "c"]
var subsets: [[String]] = []
for mask in 0..<(1 << items.count) {
    subsets.append(items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] })
}
print(subsets)
print(subsets.sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) })
func combinations<T>(_ xs: [T], _ k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = xs.first else { return [] }
    let rest = Array(xs.dropFirst())
    return combinations(rest, k - 1).map { [first] + $0 } + combinations(rest, k)
}
print(combinations([1, 2, 3, 4], 2))
print(combinations(Array("xyz"), 3).map { String($0) }, combinations([1], 2))
var pascal: [[Int]] = [[1]]
for _ in 1..<8 {
    let last = pascal.last!
    pascal.append([1] + zip(last, last.dropFirst()).map(+) + [1])
}
for row in pascal { print(row.map(String.init).joined(separator: " ")) }
print(pascal[7][3] == combinations(Array(1...7), 3).count)
let target = 10
let pairs = combinations([1, 3, 5, 7, 9, 2], 2).filter { $0.reduce(0, +) == target }
print(pairs)
let sums = Set(subsets.map { $0.count })
print(sums.sorted())
