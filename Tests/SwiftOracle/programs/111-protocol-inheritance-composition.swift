// Protocol inheritance, composition with &, conditional checks with `is` and `as?` on protocols.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Person: Named, Aged { func introduce() -> String }
extension Person {
    func introduce() -> String { "I am \(name), \(age)" }
}
struct Student: Person {
    let name: String
    let age: Int
    let school: String
}
struct Robot: Named { let name: String }
func wish(_ who: Named & Aged) -> String { "Happy birthday \(who.name), you're \(who.age)!" }
let s = Student(name: "Lee", age: 20, school: "MIT")
print(s.introduce())
print(wish(s))
let things: [Named] = [s, Robot(name: "R2")]
for t in things {
    if let p = t as? Person {
        print(t.name, "is a person:", p.introduce())
    } else if t is Aged {
        print(t.name, "has an age")
    } else {
        print(t.name, "is just named")
    }
}
protocol Drawable { func draw() -> String }
protocol Resizable { mutating func resize(by k: Int) }
struct Box: Drawable, Resizable, CustomStringConvertible {
    var size: Int
    func draw() -> String { String(repeating: "#", count: size) }
    mutating func resize(by k: Int) { size *= k }
    var description: String { "Box(\(size))" }
}
func drawAndGrow<T: Drawable & Resizable>(_ item: inout T) -> String {
    let before = item.draw()
    item.resize(by: 2)
    return before + " -> " + item.draw()
}
var box = Box(size: 2)
print(drawAndGrow(&box), box)
let drawables: [Drawable] = [box, Box(size: 1)]
print(drawables.map { $0.draw() }, drawables.compactMap { $0 as? CustomStringConvertible }.map(\.description))
