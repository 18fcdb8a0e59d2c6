// Integer arithmetic: + - * / %, negative division, precedence, compound assignment.
let a = 17
let b = 5
print(a + b, a - b, a * b, a / b, a % b)
print(-a / b, -a % b, a / -b, a % -b)
print(2 + 3 * 4, (2 + 3) * 4, 20 - 6 / 2)
print(10 - 2 - 3, 100 / 10 / 2)
var total = 0
total += 10
total -= 3
total *= 4
total /= 2
total %= 5
print("total:", total)
var n = 7
n = n * n + 1
print(n)
let five = 5
print(-(-five), +five, -five)
print(Int.max, Int.min)
print(Int8.max, Int8.min, UInt8.max, Int16.max, UInt.max)
print(Int.max - 1 + 1)
let x: Int = 1_000_000
print(x, 0xff, 0o17, 0b1010)
print(abs(-42), min(3, 9), max(3, 9), min(4, 2, 8), max(1, 7, 5))
print(7.isMultiple(of: 7), 10.isMultiple(of: 3))
print((-7).signum(), 0.signum(), 9.signum())
print(17.quotientAndRemainder(dividingBy: 5))
