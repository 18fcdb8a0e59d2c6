// Merging shopping lists: case-insensitive keys, quantities summed, categories, sorted output.
struct Item { let name: String; var quantity: Int; let category: String }
let mine = [Item(name: "Milk", quantity: 1, category: "dairy"), Item(name: "apples", quantity: 6, category: "fruit"),
            Item(name: "Bread", quantity: 1, category: "bakery")]
let yours = [Item(name: "milk", quantity: 2, category: "dairy"), Item(name: "Eggs", quantity: 12, category: "dairy"),
             Item(name: "APPLES", quantity: 2, category: "fruit"), Item(name: "coffee", quantity: 1, category: "drinks")]
var merged: [String: Item] = [:]
for item in mine + yours {
    let key = item.name.lowercased()
    if merged[key] != nil {
        merged[key]!.quantity += item.quantity
    } else {
        merged[key] = Item(name: key, quantity: item.quantity, category: item.category)
    }
}
let byCategory = Dictionary(grouping: merged.values, by: \.category)
for category in byCategory.keys.sorted() {
    let items = byCategory[category]!.sorted { $0.name < $1.name }
    print(category.uppercased() + ":", items.map { "\($0.name) x\($0.quantity)" }.joined(separator: ", "))
}
let onlyMine = Set(mine.map { $0.name.lowercased() }).subtracting(yours.map { $0.name.lowercased() })
let shared = Set(mine.map { $0.name.lowercased() }).intersection(yours.map { $0.name.lowercased() })
print("only mine:", onlyMine.sorted(), "shared:", shared.sorted())
print("total items:", merged.values.reduce(0) { $0 + $1.quantity }, "distinct:", merged.count)
