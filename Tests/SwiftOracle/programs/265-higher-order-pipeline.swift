// A data pipeline chaining map/filter/reduce/sorted/prefix/compactMap over structs.
struct Sale { let region: String; let product: String; let units: Int; let price: Double }
let sales = [
    Sale(region: "north", product: "tea", units: 30, price: 2.5), Sale(region: "south", product: "tea", units: 12, price: 2.5),
    Sale(region: "north", product: "coffee", units: 20, price: 4.0), Sale(region: "east", product: "cocoa", units: 0, price: 3.0),
    Sale(region: "south", product: "coffee", units: 25, price: 4.0), Sale(region: "east", product: "tea", units: 8, price: 2.5),
]
let revenue = sales.map { Double($0.units) * $0.price }
print(revenue, revenue.reduce(0, +))
let topTwo = sales.filter { $0.units > 0 }.sorted { Double($0.units) * $0.price > Double($1.units) * $1.price }.prefix(2).map { "\($0.region)-\($0.product)" }
print(topTwo)
let productTotals = sales.reduce(into: [String: Int]()) { $0[$1.product, default: 0] += $1.units }
print(productTotals.sorted { $0.value > $1.value }.map(\.key))
let regions = Array(Set(sales.map(\.region))).sorted()
let perRegion = regions.map { r in (r, sales.filter { $0.region == r }.map { Double($0.units) * $0.price }.reduce(0, +)) }
print(perRegion)
let labels = sales.enumerated().compactMap { i, s in s.units == 0 ? nil : "\(i):\(s.product.prefix(3))" }
print(labels)
print(sales.allSatisfy { $0.price > 1 }, sales.contains { $0.units == 0 }, sales.map(\.units).max()!)
let average = Double(sales.map(\.units).reduce(0, +)) / Double(sales.count)
print("average units:", average, "above average:", sales.filter { Double($0.units) > average }.count)
