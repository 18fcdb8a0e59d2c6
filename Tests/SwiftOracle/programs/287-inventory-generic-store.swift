// A generic store keyed by an Identifiable-like protocol, with updates returning old values.
protocol Keyed { associatedtype Key: Hashable & Comparable; var key: Key { get } }
struct Store<T: Keyed> {
    private var items: [T.Key: T] = [:]
    private(set) var version = 0
    @discardableResult mutating func put(_ item: T) -> T? {
        version += 1
        return items.updateValue(item, forKey: item.key)
    }
    mutating func remove(_ key: T.Key) -> T? {
        guard let old = items.removeValue(forKey: key) else { return nil }
        version += 1
        return old
    }
    subscript(key: T.Key) -> T? { items[key] }
    var all: [T] { items.keys.sorted().map { items[$0]! } }
}
struct Product: Keyed { let sku: Int; var name: String; var key: Int { sku } }
struct User: Keyed { let login: String; var admin: Bool; var key: String { login } }
var products = Store<Product>()
products.put(Product(sku: 30, name: "lamp"))
products.put(Product(sku: 10, name: "desk"))
let replaced = products.put(Product(sku: 30, name: "LAMP"))
print(replaced?.name as Any, products.all.map(\.name), products.version)
print(products.remove(10)?.name as Any, products.remove(99) as Any, products.version, products[30]?.name as Any)
var users = Store<User>()
["zoe", "adam", "mia"].forEach { users.put(User(login: $0, admin: $0 == "mia")) }
print(users.all.map(\.login), users.all.filter(\.admin).map(\.login), users["adam"]?.admin as Any)
