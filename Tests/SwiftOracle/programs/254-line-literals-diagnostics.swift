// #line and #function as default arguments, for a tiny assertion and logging helper.
var failures: [String] = []
func check(_ condition: Bool, _ message: String, line: Int = #line, function: String = #function) {
    if !condition { failures.append("line \(line) in \(function): \(message)") }
}
func divide(_ a: Int, _ b: Int) -> Int? {
    check(b != 0, "divisor is zero")
    return b == 0 ? nil : a / b
}
print(divide(10, 2) as Any)
print(divide(1, 0) as Any)
check(1 + 1 == 3, "arithmetic")
struct Parser {
    func parse(_ s: String) -> Int? {
        let v = Int(s)
        check(v != nil, "not a number: \(s)")
        return v
    }
}
_ = Parser().parse("12")
_ = Parser().parse("x")
for f in failures { print(f) }
func here(_ line: Int = #line) -> Int { line }
let a = here()
let b = here()
print(b - a, #line - a)
print("this is line", #line)
