// A bank with accounts as classes, errors for invalid operations, and a transaction log.
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case invalidAmount(Int)
    case accountNotFound(String)
    var description: String {
        switch self {
        case .insufficientFunds(let n): return "insufficient funds (short by \(n))"
        case .invalidAmount(let a): return "invalid amount \(a)"
        case .accountNotFound(let id): return "no account \(id)"
        }
    }
}
final class Account {
    let id: String
    private(set) var balance: Int
    private(set) var log: [String] = []
    init(id: String, balance: Int = 0) { self.id = id; self.balance = balance }
    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        balance += amount
        log.append("+\(amount)")
    }
    func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        log.append("-\(amount)")
    }
}
struct Bank {
    var accounts: [String: Account] = [:]
    mutating func open(_ id: String, with amount: Int) { accounts[id] = Account(id: id, balance: amount) }
    func transfer(_ amount: Int, from: String, to: String) throws {
        guard let a = accounts[from] else { throw BankError.accountNotFound(from) }
        guard let b = accounts[to] else { throw BankError.accountNotFound(to) }
        try a.withdraw(amount)
        try b.deposit(amount)
    }
}
var bank = Bank()
bank.open("alice", with: 100)
bank.open("bob", with: 20)
let transfers: [(Int, String, String)] = [(30, "alice", "bob"), (500, "bob", "alice"), (-5, "alice", "bob"), (10, "carol", "bob"), (50, "bob", "alice")]
for (amount, from, to) in transfers {
    do {
        try bank.transfer(amount, from: from, to: to)
        print("moved \(amount) from \(from) to \(to)")
    } catch let error as BankError {
        print("failed: \(error)")
    } catch {
        print("unknown error")
    }
}
for id in bank.accounts.keys.sorted() {
    let acct = bank.accounts[id]!
    print(id, acct.balance, acct.log)
}
