// A class hierarchy with designated and convenience inits, static counters, lazy and deinit.
class Account {
    static private(set) var opened = 0
    static private(set) var closed = 0
    let id: Int
    let owner: String
    var balance: Double
    lazy var statementHeader: String = {
        print("(building header for \(id))")
        return "Statement for \(owner) #\(id)"
    }()
    init(owner: String, balance: Double) {
        Account.opened += 1
        self.id = Account.opened
        self.owner = owner
        self.balance = balance
    }
    convenience init(owner: String) { self.init(owner: owner, balance: 0) }
    func monthEnd() {}
    deinit {
        Account.closed += 1
        print("closing #\(id) (\(owner)) with \(balance)")
    }
}
class Savings: Account {
    let rate: Double
    init(owner: String, balance: Double, rate: Double) {
        self.rate = rate
        super.init(owner: owner, balance: balance)
    }
    override func monthEnd() { balance += (balance * rate * 100).rounded() / 100 }
}
class Checking: Account {
    var fee = 2.0
    override func monthEnd() { balance -= fee }
}
var accounts: [Account] = [Savings(owner: "ann", balance: 1000, rate: 0.01), Checking(owner: "bob"), Account(owner: "cy", balance: 5)]
accounts[1].balance = 50
for _ in 1...3 { accounts.forEach { $0.monthEnd() } }
for a in accounts { print(a.id, a.owner, a.balance, type(of: a)) }
print(accounts[0].statementHeader)
print(accounts[0].statementHeader)
print("opened:", Account.opened, "closed:", Account.closed)
accounts.remove(at: 1)
accounts.append(Checking(owner: "di", balance: 10))
accounts.removeAll { $0.balance < 20 }
print("opened:", Account.opened, "closed:", Account.closed, accounts.map(\.owner))
