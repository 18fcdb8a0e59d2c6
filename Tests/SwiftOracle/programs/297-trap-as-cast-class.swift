// Traps: a forced downcast (as!) to the wrong subclass.
class Animal { let name: String; init(name: String) { self.name = name } }
final class Dog: Animal { func fetch() -> String { "\(name) fetches" } }
final class Cat: Animal {}
let animals: [Animal] = [Dog(name: "rex"), Dog(name: "fido"), Cat(name: "tom")]
print(animals.count, "animals,", animals.filter { $0 is Dog }.count, "dogs")
for a in animals {
    let dog = a as! Dog
    print("dog:", dog.name, "-", dog.fetch())
}
print("not reached")
