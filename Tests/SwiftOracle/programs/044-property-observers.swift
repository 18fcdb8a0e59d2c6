// willSet and didSet: newValue, oldValue, observers in subclasses, and clamping in didSet.
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotal) {
            print("about to set totalSteps to \(newTotal)")
        }
        didSet {
            if totalSteps > oldValue {
                print("added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let counter = StepCounter()
counter.totalSteps = 200
counter.totalSteps = 360
counter.totalSteps = 100
struct Volume {
    var level: Int = 5 {
        didSet {
            if level > 10 { level = 10 }
            if level < 0 { level = 0 }
        }
    }
}
var v = Volume()
v.level = 15
print(v.level)
v.level -= 20
print(v.level)
v.level += 3
print(v.level)
class Base {
    var value = 0 {
        didSet { print("Base didSet", oldValue, "->", value) }
    }
}
class Derived: Base {
    override var value: Int {
        willSet { print("Derived willSet", value, "->", newValue) }
        didSet { print("Derived didSet") }
    }
}
let d = Derived()
d.value = 7
struct Tracker {
    var history: [String] = []
    var name = "start" {
        didSet { history.append(oldValue) }
    }
}
var tr = Tracker()
tr.name = "a"
tr.name = "b"
tr.name += "c"
print(tr.history, tr.name)
