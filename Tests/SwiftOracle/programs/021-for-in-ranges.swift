// for-in over closed and half-open ranges, reversed ranges, and ranges built at run time.
for i in 1...3 {
    print("closed", i)
}
for i in 0..<3 {
    print("half-open", i)
}
for i in (1...4).reversed() {
    print("down", i, terminator: " ")
}
print()
let n = 0
for i in 0..<n {
    print("never", i)
}
var sum = 0
for i in 1...100 {
    sum += i
}
print("sum 1...100 =", sum)
var squares: [Int] = []
for i in 1...5 { squares.append(i * i) }
print(squares)
let low = 3, high = 6
for i in low...high where i % 2 == 0 {
    print("even in range:", i)
}
for _ in 1...2 {
    print("repeat")
}
let range = 2..<7
print(range, range.count, range.lowerBound, range.upperBound)
print(1...3, (1...3).count, (0..<0).isEmpty)
print(Array(1...4), Array((0..<10).reversed()))
var product = 1
for factor in stride(from: 1, through: 10, by: 1) { product *= factor }
print("10! =", product)
