// Traps: the remainder operator with a zero divisor.
let buckets = [3, 2, 1, 0]
for b in buckets {
    print("17 % \(b) =", 17 % b)
}
