// Optional chaining through properties, methods and subscripts; results are optional.
class Address {
    var street: String
    var city: String?
    init(street: String, city: String?) {
        self.street = street
        self.city = city
    }
    func label() -> String { "\(street), \(city ?? "?")" }
}
class Person {
    var name: String
    var address: Address?
    var friends: [Person] = []
    init(name: String, address: Address? = nil) {
        self.name = name
        self.address = address
    }
}
let ann = Person(name: "Ann", address: Address(street: "1 Main St", city: "Springfield"))
let bob = Person(name: "Bob")
print(ann.address?.city as Any)
print(bob.address?.city as Any)
print(ann.address?.label() as Any, bob.address?.label() as Any)
print(ann.address?.city?.count as Any)
print(ann.address?.city?.uppercased() ?? "none")
ann.friends.append(bob)
print(ann.friends.first?.name as Any)
print(bob.friends.first?.name as Any)
bob.address?.city = "Nowhere"
print(bob.address?.city as Any)
ann.address?.city = nil
print(ann.address?.label() ?? "no label")
let people: [Person]? = [ann, bob]
print(people?.count as Any, people?[1].name as Any)
let dict: [String: [Int]] = ["a": [1, 2, 3]]
print(dict["a"]?.first as Any, dict["b"]?.first as Any, dict["a"]?[2] as Any)
if let length = ann.address?.street.count {
    print("street length", length)
}
let result: Void? = bob.address?.city?.removeAll()
print(result == nil ? "no call" : "called")
