// A shopping cart with discount strategies as protocol values and money kept in cents.
struct LineItem { let name: String; let unitCents: Int; var quantity: Int }
protocol Discount {
    var label: String { get }
    func savings(on items: [LineItem]) -> Int
}
struct PercentOff: Discount {
    let percent: Int
    var label: String { "\(percent)% off" }
    func savings(on items: [LineItem]) -> Int {
        items.reduce(0) { $0 + $1.unitCents * $1.quantity } * percent / 100
    }
}
struct BuyXGetOne: Discount {
    let product: String, x: Int
    var label: String { "buy \(x) \(product) get 1 free" }
    func savings(on items: [LineItem]) -> Int {
        guard let item = items.first(where: { $0.name == product }) else { return 0 }
        return item.quantity / (x + 1) * item.unitCents
    }
}
struct Cart {
    var items: [LineItem] = []
    var discounts: [Discount] = []
    mutating func add(_ name: String, _ cents: Int, qty: Int = 1) {
        if let i = items.firstIndex(where: { $0.name == name }) { items[i].quantity += qty }
        else { items.append(LineItem(name: name, unitCents: cents, quantity: qty)) }
    }
    var subtotal: Int { items.reduce(0) { $0 + $1.unitCents * $1.quantity } }
    var bestDiscount: Discount? { discounts.max { $0.savings(on: items) < $1.savings(on: items) } }
    var total: Int { subtotal - (bestDiscount?.savings(on: items) ?? 0) }
}
func money(_ c: Int) -> String { "$\(c / 100).\(c % 100 < 10 ? "0" : "")\(c % 100)" }
var cart = Cart()
cart.add("apple", 50, qty: 3)
cart.add("bread", 325)
cart.add("apple", 50, qty: 5)
cart.discounts = [PercentOff(percent: 10), BuyXGetOne(product: "apple", x: 2)]
for item in cart.items { print(item.name, item.quantity, money(item.unitCents * item.quantity)) }
print("subtotal", money(cart.subtotal))
for d in cart.discounts { print(d.label, "saves", money(d.savings(on: cart.items))) }
print("best:", cart.bestDiscount?.label ?? "none", "total", money(cart.total))
var other = cart
other.items.removeAll { $0.name == "apple" }
print(money(other.total), money(cart.total), other.bestDiscount?.label ?? "none")
