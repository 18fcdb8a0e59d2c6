// Capture lists copy a value at closure creation; without them variables are shared.
var value = 1
let byReference = { print("by reference:", value) }
let byValue = { [value] in print("by value:", value) }
value = 2
byReference()
byValue()
var counter = 0
let snapshot = { [counter] in counter * 10 }
counter = 5
print(snapshot(), counter)
struct Box { var n: Int }
var box = Box(n: 1)
let captured = { [box] in box.n }
let live = { box.n }
box.n = 99
print(captured(), live())
class Ref { var n = 1 }
let ref = Ref()
let capturedRef = { [ref] in ref.n }
ref.n = 42
print(capturedRef())
var a = 1, b = 2
let both = { [a, b] in a + b }
let renamed = { [first = a, second = b * 10] in first + second }
a = 100
b = 200
print(both(), renamed(), a + b)
var closures: [() -> Int] = []
var i = 0
while i < 3 {
    closures.append { [i] in i * i }
    i += 1
}
print(closures.map { $0() })
