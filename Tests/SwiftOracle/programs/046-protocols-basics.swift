// Protocols: requirements (properties and methods), conformance by structs and classes,
// protocol-typed values and arrays.
protocol Describable {
    var title: String { get }
    func describe() -> String
}
struct Book: Describable {
    let title: String
    let pages: Int
    func describe() -> String { "\(title), \(pages) pages" }
}
class Movie: Describable {
    let title: String
    let minutes: Int
    init(title: String, minutes: Int) {
        self.title = title
        self.minutes = minutes
    }
    func describe() -> String { "\(title), \(minutes) min" }
}
let items: [Describable] = [Book(title: "Dune", pages: 412), Movie(title: "Alien", minutes: 117)]
for item in items {
    print(item.title, "-", item.describe())
}
protocol Resettable {
    mutating func reset()
}
struct Score: Resettable {
    var points = 10
    mutating func reset() { points = 0 }
}
var s = Score()
s.reset()
print(s)
func printAll(_ things: [Describable]) {
    print(things.map { $0.title }.joined(separator: " & "))
}
printAll(items)
protocol Named { var name: String { get set } }
struct Pet: Named { var name: String }
var p: Named = Pet(name: "Rex")
p.name = "Max"
print(p.name, p is Pet, items[0] is Movie)
