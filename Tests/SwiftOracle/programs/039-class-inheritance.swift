// Subclassing: overriding methods and computed properties, super calls, polymorphism.
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    var description: String { "\(name) says \(sound())" }
    func legs() -> Int { 4 }
}
class Dog: Animal {
    override func sound() -> String { "Woof" }
}
class Puppy: Dog {
    override func sound() -> String { super.sound() + " (squeaky)" }
}
class Bird: Animal {
    let canFly: Bool
    init(name: String, canFly: Bool) {
        self.canFly = canFly
        super.init(name: name)
    }
    override func sound() -> String { "Tweet" }
    override func legs() -> Int { 2 }
    override var description: String { super.description + (canFly ? " and flies" : " and walks") }
}
let zoo: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit"), Bird(name: "Tweety", canFly: true), Bird(name: "Pingu", canFly: false)]
for animal in zoo {
    print(animal.description, "-", animal.legs(), "legs")
}
print(zoo.map { $0.legs() }.reduce(0, +))
print(zoo[1] is Dog, zoo[2] is Dog, zoo[3] is Dog, zoo[2] is Puppy)
print(zoo)
print(type(of: zoo[2]), type(of: zoo[0]))
