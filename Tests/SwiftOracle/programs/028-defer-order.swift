// defer: runs at scope exit, in reverse order, after the return value is computed.
func work() -> String {
    print("start")
    defer { print("first defer") }
    defer { print("second defer") }
    print("end of body")
    return "result"
}
print(work())
var trace: [String] = []
func counter() -> Int {
    var x = 1
    defer { x += 100; trace.append("defer saw \(x)") }
    x += 1
    return x
}
print(counter(), trace)
for i in 1...3 {
    defer { print("leaving iteration", i) }
    if i == 2 { continue }
    print("body", i)
}
do {
    defer { print("do-block defer") }
    print("inside do")
}
func early(_ flag: Bool) {
    defer { print("cleanup for", flag) }
    if flag {
        print("early return")
        return
    }
    print("normal path")
}
early(true)
early(false)
