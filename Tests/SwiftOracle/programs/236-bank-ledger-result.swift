// A ledger of transactions as enums, validated into Results, then folded into balances.
enum Transaction {
    case deposit(account: String, amount: Int)
    case withdraw(account: String, amount: Int)
    case transfer(from: String, to: String, amount: Int)
}
enum LedgerError: Error, CustomStringConvertible {
    case nonPositive(Int), overdraft(String, Int), unknown(String)
    var description: String {
        switch self {
        case .nonPositive(let a): return "amount must be positive, got \(a)"
        case .overdraft(let acct, let short): return "\(acct) would be short by \(short)"
        case .unknown(let acct): return "unknown account \(acct)"
        }
    }
}
var balances = ["alice": 100, "bob": 50]
func apply(_ t: Transaction) -> Result<String, LedgerError> {
    func check(_ acct: String) -> LedgerError? { balances[acct] == nil ? .unknown(acct) : nil }
    switch t {
    case let .deposit(a, amt):
        if amt <= 0 { return .failure(.nonPositive(amt)) }
        if let e = check(a) { return .failure(e) }
        balances[a]! += amt
        return .success("\(a) +\(amt)")
    case let .withdraw(a, amt):
        if amt <= 0 { return .failure(.nonPositive(amt)) }
        if let e = check(a) { return .failure(e) }
        if balances[a]! < amt { return .failure(.overdraft(a, amt - balances[a]!)) }
        balances[a]! -= amt
        return .success("\(a) -\(amt)")
    case let .transfer(from, to, amt):
        return apply(.withdraw(account: from, amount: amt)).flatMap { first in
            apply(.deposit(account: to, amount: amt)).map { "\(first), \($0)" }
        }
    }
}
let transactions: [Transaction] = [.deposit(account: "bob", amount: 25), .withdraw(account: "alice", amount: 130),
                                   .transfer(from: "alice", to: "bob", amount: 60), .deposit(account: "carol", amount: 5),
                                   .withdraw(account: "bob", amount: -1), .transfer(from: "bob", to: "dave", amount: 10)]
var failures = 0
for t in transactions {
    switch apply(t) {
    case .success(let s): print("ok:", s)
    case .failure(let e): failures += 1; print("error:", e)
    }
}
print(balances.sorted { $0.key < $1.key }, "failures:", failures)
