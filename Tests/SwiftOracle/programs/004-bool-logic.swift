// Bool values, logical operators, short-circuit evaluation and toggle.
let t = true
let f = false
print(t, f, !t, !f)
print(t && f, t || f, t && !f, !(t || f))
var calls = 0
func check(_ value: Bool, _ label: String) -> Bool {
    calls += 1
    print("check", label)
    return value
}
if check(false, "first") && check(true, "second") {
    print("both")
}
if check(true, "third") || check(true, "fourth") {
    print("either")
}
print("calls:", calls)
var flag = false
flag.toggle()
print(flag)
flag.toggle()
print(flag)
print(3 < 5, 3 > 5, 3 <= 3, 3 >= 4, 3 == 3, 3 != 3)
print("abc" < "abd", "Z" < "a", "apple" == "apple")
print(true == false, Bool("true") as Any, Bool("yes") as Any)
let x = 15
let inRange = x > 10 && x < 20
print("in range:", inRange)
print(String(true), "\(false)")
