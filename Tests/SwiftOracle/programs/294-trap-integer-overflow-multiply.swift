// Traps: factorials grow past Int.max at 21!, and the multiplication traps.
func digits(_ n: Int) -> Int { String(n).count }
var factorial = 1
for n in 1...25 {
    factorial *= n
    if n % 5 == 0 || n > 17 {
        print("\(n)! =", factorial, "(\(digits(factorial)) digits)")
    }
}
print("not reached")
