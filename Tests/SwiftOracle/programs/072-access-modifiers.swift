// Access modifiers are accepted everywhere: public, internal, fileprivate, private, private(set).
public struct Counter {
    public private(set) var value = 0
    private var history: [Int] = []
    internal let step: Int
    public init(step: Int) { self.step = step }
    public mutating func tick() {
        record()
        value += step
    }
    private mutating func record() { history.append(value) }
    fileprivate func secret() -> [Int] { history }
}
var c = Counter(step: 5)
c.tick()
c.tick()
print(c.value, c.secret())
internal class Account {
    private(set) var balance: Int = 0
    fileprivate var log: [String] = []
    public func deposit(_ amount: Int) {
        balance += amount
        log.append("+\(amount)")
    }
    final func audit() -> String { log.joined(separator: " ") }
}
let acct = Account()
acct.deposit(10)
acct.deposit(32)
print(acct.balance, acct.audit())
public enum Mode: String {
    case light, dark
}
private let hidden = Mode.dark
fileprivate func helper() -> String { "helper sees \(hidden.rawValue)" }
print(helper())
public func api() -> Int { 1 }
open class Base {
    open func name() -> String { "base" }
    public init() {}
}
final class Leaf: Base {
    override func name() -> String { "leaf" }
}
print(api(), Leaf().name(), Base().name())
