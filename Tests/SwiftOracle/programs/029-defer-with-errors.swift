// defer runs when a function throws, too; nested scopes run their defers first.
enum Failure: Error { case boom(String) }
func risky(_ fail: Bool) throws -> Int {
    print("open resource")
    defer { print("close resource") }
    if fail {
        throw Failure.boom("bad input")
    }
    print("using resource")
    return 7
}
do {
    let v = try risky(false)
    print("got", v)
    _ = try risky(true)
    print("not reached")
} catch {
    print("caught", error)
}
func nested() {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("outer body")
}
nested()
var log: [Int] = []
func collect() {
    for i in 0..<3 {
        defer { log.append(i * 10) }
        log.append(i)
    }
}
collect()
print(log)
