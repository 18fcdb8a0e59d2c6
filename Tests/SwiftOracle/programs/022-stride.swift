// stride(from:to:by:) and stride(from:through:by:) with Int and Double, forwards and backwards.
for i in stride(from: 0, to: 10, by: 3) {
    print(i, terminator: " ")
}
print()
for i in stride(from: 10, through: 0, by: -5) {
    print(i, terminator: " ")
}
print()
func show<S: Sequence>(_ label: String, _ values: S) {
    print(label, Array(values))
}
show("through 9:", stride(from: 0, through: 9, by: 3))
show("down to 0:", stride(from: 10, to: 0, by: -4))
show("quarters:", stride(from: 0.0, through: 1.0, by: 0.25))
show("tenths:", stride(from: 0.0, to: 0.5, by: 0.1))
show("by five:", stride(from: 1, to: 20, by: 5))
print(stride(from: 5, to: 5, by: 1).map { $0 }, Array(stride(from: 1, through: 1, by: 2)))
let evens = stride(from: 2, through: 20, by: 2).filter { $0 % 3 == 0 }
print(evens)
var countdown: [String] = []
for t in stride(from: 3, through: 1, by: -1) {
    countdown.append("T-\(t)")
}
countdown.append("liftoff")
print(countdown.joined(separator: ", "))
var x = 1.0
for step in stride(from: 0.5, to: 2.0, by: 0.5) {
    x *= step
}
print(x)
