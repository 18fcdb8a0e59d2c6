// Traps: a failed precondition with a message.
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount <= balance, "insufficient funds: \(amount) > \(balance)")
    return balance - amount
}
var balance = 100
for amount in [30, 50, 40] {
    balance = withdraw(amount, from: balance)
    print("withdrew", amount, "balance", balance)
}
