// Deinitializers of a subclass run before its superclass's; members are released after.
class Part {
    let name: String
    init(_ name: String) { self.name = name; print("  part \(name) init") }
    deinit { print("  part \(name) deinit") }
}
class Base {
    let id: Int
    init(id: Int) { self.id = id; print("Base init \(id)") }
    deinit { print("Base deinit \(id)") }
}
class Machine: Base {
    let engine: Part
    init(id: Int, engine: String) {
        self.engine = Part(engine)
        super.init(id: id)
        print("Machine init \(id)")
    }
    deinit { print("Machine deinit \(id), engine \(engine.name) still here") }
}
var m: Machine? = Machine(id: 1, engine: "V8")
print("--- dropping machine 1")
m = nil
print("--- machine in an array")
var fleet = [Machine(id: 2, engine: "diesel"), Machine(id: 3, engine: "electric")]
fleet.remove(at: 0)
print("--- removed 2")
fleet = []
print("--- shared part")
let spare = Part("spare")
class Holder {
    let part: Part
    init(part: Part) { self.part = part }
    deinit { print("Holder deinit (part \(part.name) survives)") }
}
var holder: Holder? = Holder(part: spare)
holder = nil
print("spare is", spare.name)
func scoped() {
    let b = Base(id: 9)
    print("in scope with", b.id)
}
scoped()
print("end")
