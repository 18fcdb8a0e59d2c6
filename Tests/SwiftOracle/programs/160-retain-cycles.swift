// Retain cycles: a strong cycle keeps objects alive (no deinit), weak or unowned breaks it.
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print(unit4A!.tenant?.name ?? "nobody")
john = nil
print("tenant now:", unit4A!.tenant?.name ?? "nobody")
unit4A = nil
class Node {
    let id: Int
    var next: Node?
    init(_ id: Int) { self.id = id }
    deinit { print("node \(id) freed") }
}
var a: Node? = Node(1)
var b: Node? = Node(2)
a!.next = b
b!.next = a
a = nil
b = nil
print("strong cycle: nothing was freed")
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) freed") }
}
class CreditCard {
    let number: Int
    unowned let customer: Customer
    init(number: Int, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("card #\(number) freed") }
}
var mary: Customer? = Customer(name: "Mary")
mary!.card = CreditCard(number: 1234, customer: mary!)
print(mary!.card!.customer.name)
mary = nil
print("end")
