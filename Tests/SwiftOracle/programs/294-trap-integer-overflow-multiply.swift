// Traps: factorials grow past Int.max at 21!, and the multiplication traps.
var factorial = 1
for n in 1...25 {
    factorial *= n
    print("\(n)! =", factorial)
}
print("not reached")
