// Loan and savings arithmetic with Doubles: compound interest, amortization schedule, rounding.
func round2(_ x: Double) -> Double { (x * 100).rounded() / 100 }
var balance = 1000.0
let rate = 0.05
for year in 1...5 {
    balance *= 1 + rate
    print("year \(year): \(round2(balance))")
}
let monthly = 1000.0 * pow12(1 + 0.06 / 12)
func pow12(_ x: Double) -> Double { (0..<12).reduce(1.0) { acc, _ in acc * x } }
print("monthly compounding for a year:", round2(monthly))
let principal = 10_000.0, annual = 0.06, months = 12
let r = annual / 12
var factor = 1.0
for _ in 0..<months { factor *= 1 + r }
let payment = principal * r * factor / (factor - 1)
print("payment:", round2(payment))
var owed = principal
var totalInterest = 0.0
for month in 1...months {
    let interest = owed * r
    let toPrincipal = payment - interest
    owed -= toPrincipal
    totalInterest += interest
    if month <= 3 || month == months {
        print(month, round2(interest), round2(toPrincipal), round2(max(owed, 0)))
    }
}
print("total interest:", round2(totalInterest))
var savings = 0.0
var yearsToGoal = 0
while savings < 5000 {
    savings = (savings + 1000) * 1.04
    yearsToGoal += 1
}
print("years to reach 5000:", yearsToGoal, round2(savings))
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, round2(2.675), round2(1.005))
