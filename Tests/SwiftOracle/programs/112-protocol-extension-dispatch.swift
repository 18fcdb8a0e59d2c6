// Dispatch: requirements with defaults are dynamic; methods only in an extension are static.
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "default greet" }
    func farewell() -> String { "default farewell" }
}
struct Friendly: Greeter {
    func greet() -> String { "friendly greet" }
    func farewell() -> String { "friendly farewell" }
}
struct Quiet: Greeter {}
let f = Friendly()
let asProtocol: Greeter = f
print(f.greet(), "|", f.farewell())
print(asProtocol.greet(), "|", asProtocol.farewell())
print(Quiet().greet(), "|", Quiet().farewell())
func viaGeneric<T: Greeter>(_ g: T) -> String { g.greet() + " / " + g.farewell() }
print(viaGeneric(f))
class Base: Greeter {
    func greet() -> String { "base greet" }
}
class Sub: Base {
    override func greet() -> String { "sub greet" }
}
let list: [Greeter] = [Base(), Sub(), Quiet(), f]
print(list.map { $0.greet() })
print(list.map { $0.farewell() })
protocol Counter { var count: Int { get } }
extension Counter {
    var hasNone: Bool { count == 0 }
    var label: String { hasNone ? "empty" : "\(count) items" }
}
struct Bag: Counter { var count: Int }
print(Bag(count: 0).label, Bag(count: 3).label)
extension Array: Counter {}
print([1, 2].label, [Int]().hasNone)
