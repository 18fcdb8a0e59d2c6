// Traps: reading an implicitly unwrapped optional that is still nil.
final class Controller {
    var label: String!
    func configure() { label = "ready" }
}
let first = Controller()
first.configure()
print("first:", first.label.count, first.label!)
let second = Controller()
print("second configured?", second.label != nil)
print("second:", second.label.count)
