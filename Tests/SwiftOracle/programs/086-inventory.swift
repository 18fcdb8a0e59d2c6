// Inventory management: a dictionary of structs, restocking, orders that may fail, reports.
struct Product {
    let sku: String
    let name: String
    var price: Double
    var quantity: Int
}
enum OrderError: Error { case unknownSKU(String), outOfStock(String, available: Int) }
var inventory: [String: Product] = [:]
func add(_ p: Product) { inventory[p.sku] = p }
add(Product(sku: "A1", name: "Widget", price: 2.5, quantity: 10))
add(Product(sku: "B2", name: "Gadget", price: 10.0, quantity: 2))
add(Product(sku: "C3", name: "Doohickey", price: 0.75, quantity: 0))
func order(_ sku: String, _ qty: Int) throws -> Double {
    guard var p = inventory[sku] else { throw OrderError.unknownSKU(sku) }
    guard p.quantity >= qty else { throw OrderError.outOfStock(p.name, available: p.quantity) }
    p.quantity -= qty
    inventory[sku] = p
    return p.price * Double(qty)
}
var revenue = 0.0
for (sku, qty) in [("A1", 4), ("B2", 3), ("Z9", 1), ("C3", 1), ("B2", 2)] {
    do {
        let cost = try order(sku, qty)
        revenue += cost
        print("ordered \(qty) x \(sku) for \(cost)")
    } catch OrderError.unknownSKU(let s) {
        print("unknown sku \(s)")
    } catch OrderError.outOfStock(let name, let available) {
        print("\(name): only \(available) left")
    } catch {
        print(error)
    }
}
inventory["C3"]?.quantity += 5
inventory["A1"]?.price *= 1.1
print("revenue:", revenue)
for sku in inventory.keys.sorted() {
    let p = inventory[sku]!
    print(sku, p.name, p.quantity, p.price)
}
let lowStock = inventory.values.filter { $0.quantity < 3 }.map(\.name).sorted()
print("low stock:", lowStock)
let value = inventory.values.reduce(0.0) { $0 + $1.price * Double($1.quantity) }
print("stock value:", value)
