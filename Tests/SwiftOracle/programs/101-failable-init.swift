// Failable initializers (init?) on structs, classes and enums, and init! .
struct Email {
    let user: String
    let domain: String
    init?(_ text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return nil }
        user = String(parts[0])
        domain = String(parts[1])
    }
}
for s in ["ann@example.com", "bad", "@x.org", "a@b", "a@b@c.d"] {
    if let e = Email(s) {
        print("valid:", e.user, "at", e.domain)
    } else {
        print("invalid:", s)
    }
}
print(Email("z@y.io") as Any)
class Animal {
    let species: String
    init?(species: String) {
        if species.isEmpty { return nil }
        self.species = species
    }
}
class Cat: Animal {
    let lives: Int
    init?(lives: Int) {
        guard lives > 0 else { return nil }
        self.lives = lives
        super.init(species: "cat")
    }
}
print(Animal(species: "") == nil, Animal(species: "owl")!.species)
print(Cat(lives: 0) == nil, Cat(lives: 9)?.lives as Any, Cat(lives: 3)?.species as Any)
enum Unit {
    case kelvin, celsius, fahrenheit
    init?(symbol: Character) {
        switch symbol {
        case "K": self = .kelvin
        case "C": self = .celsius
        case "F": self = .fahrenheit
        default: return nil
        }
    }
}
print(Unit(symbol: "F") as Any, Unit(symbol: "X") as Any)
struct Percent {
    let value: Int
    init!(_ v: Int) { if v < 0 || v > 100 { return nil }; value = v }
}
let p: Percent? = Percent(50)
print(p!.value, Percent(200) == nil)
print(["1", "x", "3"].compactMap(Int.init))
