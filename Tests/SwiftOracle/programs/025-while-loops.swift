// while loops: counting, conditions computed in the body, Collatz and digit sums.
var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("Collatz steps for 27:", steps)
func digitSum(_ value: Int) -> Int {
    var v = value
    var sum = 0
    while v > 0 {
        sum += v % 10
        v /= 10
    }
    return sum
}
print(digitSum(9875), digitSum(0), digitSum(1001))
var a = 1071, b = 462
while b != 0 {
    (a, b) = (b, a % b)
}
print("gcd:", a)
var fib = [0, 1]
while fib.count < 12 {
    fib.append(fib[fib.count - 1] + fib[fib.count - 2])
}
print(fib)
var queue = [3, 1, 4, 1, 5]
while let head = queue.first {
    queue.removeFirst()
    if head == 4 { continue }
    print("took", head)
}
var i = 10
while false { i += 1 }
print(i)
