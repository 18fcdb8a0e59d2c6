// [unowned self] and [weak self] in closures a class stores; the owner outlives nothing.
final class Ticker {
    let label: String
    private var handlers: [() -> String] = []
    private(set) var count = 0
    init(label: String) {
        self.label = label
        handlers.append { [unowned self] in "\(self.label) tick \(self.count)" }
        handlers.append { [weak self] in "weak sees \(self?.count ?? -1)" }
    }
    func tick() -> [String] {
        count += 1
        return handlers.map { $0() }
    }
    func makeReporter() -> () -> String {
        return { [weak self] in
            guard let self else { return "ticker gone" }
            return "\(self.label) at \(self.count)"
        }
    }
    deinit { print("Ticker \(label) deinit at \(count)") }
}
var ticker: Ticker? = Ticker(label: "A")
print(ticker!.tick())
print(ticker!.tick())
let reporter = ticker!.makeReporter()
print(reporter())
ticker = nil
print(reporter())
final class Parent {
    let name: String
    var children: [Child] = []
    init(name: String) { self.name = name }
    deinit { print("Parent \(name) deinit") }
}
final class Child {
    unowned let parent: Parent
    let name: String
    init(name: String, parent: Parent) { self.name = name; self.parent = parent }
    var path: String { "\(parent.name)/\(name)" }
    deinit { print("Child \(name) deinit") }
}
var p: Parent? = Parent(name: "root")
p!.children = [Child(name: "a", parent: p!), Child(name: "b", parent: p!)]
print(p!.children.map(\.path))
p = nil
print("done")
