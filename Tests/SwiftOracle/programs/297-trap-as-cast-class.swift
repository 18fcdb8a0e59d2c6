// Traps: a forced downcast (as!) to the wrong subclass.
class Animal { let name: String; init(name: String) { self.name = name } }
final class Dog: Animal {}
final class Cat: Animal {}
let animals: [Animal] = [Dog(name: "rex"), Dog(name: "fido"), Cat(name: "tom")]
for a in animals {
    let dog = a as! Dog
    print("dog:", dog.name)
}
