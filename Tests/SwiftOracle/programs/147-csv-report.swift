// A CSV report: parsing rows, typed columns, grouping, totals and a formatted summary.
let csv = """
region,product,units,price
north,apple,10,0.5
south,apple,4,0.55
north,pear,7,0.8
east,apple,0,0.5
south,pear,12,0.75
north,apple,5,0.5
"""
struct Sale { let region: String; let product: String; let units: Int; let price: Double }
var lines = csv.split(separator: "\n")
let header = lines.removeFirst().split(separator: ",")
print("columns:", header)
let sales: [Sale] = lines.compactMap { line in
    let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard f.count == 4, let u = Int(f[2]), let p = Double(f[3]) else { return nil }
    return Sale(region: f[0], product: f[1], units: u, price: p)
}
print("rows:", sales.count)
let byRegion = Dictionary(grouping: sales, by: \.region)
for region in byRegion.keys.sorted() {
    let rows = byRegion[region]!
    let units = rows.reduce(0) { $0 + $1.units }
    let revenue = rows.reduce(0.0) { $0 + Double($1.units) * $1.price }
    print(region, units, revenue)
}
let byProduct = sales.reduce(into: [String: Int]()) { $0[$1.product, default: 0] += $1.units }
print(byProduct.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
let best = sales.max { Double($0.units) * $0.price < Double($1.units) * $1.price }!
print("best row:", best.region, best.product)
let zeroRows = sales.filter { $0.units == 0 }.map { "\($0.region)/\($0.product)" }
print("no sales:", zeroRows)
