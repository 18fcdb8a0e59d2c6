// Forced casts with as! that succeed, conditional casts, and casts between Any, protocols and classes.
protocol Named { var name: String { get } }
class Animal: Named {
    let name: String
    init(name: String) { self.name = name }
}
final class Dog: Animal { func bark() -> String { "\(name): woof" } }
final class Cat: Animal { func meow() -> String { "\(name): meow" } }
let pets: [Animal] = [Dog(name: "rex"), Cat(name: "tom"), Dog(name: "fido")]
let firstDog = pets[0] as! Dog
print(firstDog.bark())
for pet in pets {
    if let d = pet as? Dog { print(d.bark()) } else if let c = pet as? Cat { print(c.meow()) }
}
let anything: [Any] = [1, "two", 3.0, Dog(name: "spot"), [1, 2], Optional<Int>.some(5) as Any]
let n = anything[0] as! Int
let s = anything[1] as! String
let arr = anything[4] as! [Int]
print(n + 1, s.uppercased(), arr.count)
let named = anything.compactMap { $0 as? Named }.map(\.name)
print(named)
let dog = anything[3] as! Animal
print(dog.name, dog is Dog, (dog as? Cat) == nil)
let maybeFive = anything[5] as? Int
print(maybeFive as Any)
let asNamed: Named = pets[1]
print((asNamed as! Cat).meow(), asNamed is Dog)
let numbers: [Any] = [1, 2.5, 3]
let ints = numbers.compactMap { $0 as? Int }
let doubles = numbers.compactMap { $0 as? Double }
print(ints, doubles)
let objects: [AnyObject] = [Dog(name: "a"), Cat(name: "b")]
print(objects.count, objects.filter { $0 is Dog }.count, (objects[1] as! Animal).name)
