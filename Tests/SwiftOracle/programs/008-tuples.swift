// Tuples: literals, labels, destructuring, comparison and printing.
let point = (3, 4)
print(point)
print(point.0, point.1)
let named = (x: 1.5, y: -2.0)
print(named)
print(named.x, named.y)
let (a, b) = point
print(a + b)
let (_, second) = ("ignored", "kept")
print(second)
func minMax(_ values: [Int]) -> (min: Int, max: Int) {
    var lo = values[0]
    var hi = values[0]
    for v in values {
        if v < lo { lo = v }
        if v > hi { hi = v }
    }
    return (lo, hi)
}
let bounds = minMax([5, 2, 9, -1, 4])
print(bounds, bounds.min, bounds.max)
print((1, "a"))
print((1, "a") == (1, "a"), (1, 2) < (1, 3), (2, 0) > (1, 9))
var pair = (name: "count", value: 0)
pair.value += 5
print(pair)
let nested = ((1, 2), ("x", true))
print(nested)
print(nested.1.0)
let list = [(1, "one"), (2, "two")]
print(list)
for (number, word) in list {
    print(number, word)
}
var swapA = 1
var swapB = 2
(swapA, swapB) = (swapB, swapA)
print(swapA, swapB)
print(())
