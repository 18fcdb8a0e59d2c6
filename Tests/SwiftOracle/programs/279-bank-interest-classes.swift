// Class-based accounts with a protocol for interest, static configuration and polymorphic updates.
protocol InterestBearing: AnyObject {
    var balance: Double { get set }
    var rate: Double { get }
}
extension InterestBearing {
    func accrue(months: Int) {
        for _ in 0..<months { balance = ((balance * (1 + rate / 12)) * 100).rounded() / 100 }
    }
}
class Account {
    static var minimumBalance = 10.0
    let name: String
    var balance: Double
    init(name: String, balance: Double) { self.name = name; self.balance = balance }
    var isBelowMinimum: Bool { balance < Account.minimumBalance }
    func describe() -> String { "\(name): \(balance)" }
}
final class Savings: Account, InterestBearing {
    let rate = 0.06
    override func describe() -> String { super.describe() + " (saving at \(rate))" }
}
final class Deposit: Account, InterestBearing {
    var rate: Double { balance > 1000 ? 0.08 : 0.04 }
}
let accounts: [Account] = [Savings(name: "s", balance: 500), Deposit(name: "d", balance: 1200), Account(name: "c", balance: 5)]
for a in accounts {
    (a as? InterestBearing)?.accrue(months: 6)
    print(a.describe(), a.isBelowMinimum)
}
Account.minimumBalance = 600
print(accounts.filter(\.isBelowMinimum).map(\.name))
let bearing = accounts.compactMap { $0 as? InterestBearing }
print(bearing.count, bearing.map(\.rate))
