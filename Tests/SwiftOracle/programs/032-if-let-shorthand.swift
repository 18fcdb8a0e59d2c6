// if let with several bindings, the shorthand `if let x`, and conditions mixed with bindings.
let width: Int? = 4
let height: Int? = 5
let depth: Int? = nil
if let width, let height {
    print("area", width * height)
}
if let w = width, let d = depth {
    print("volume", w * d)
} else {
    print("no depth")
}
if let w = width, w > 3, let h = height, h > w {
    print("tall and wide:", w, h)
}
var queue: [String] = ["x"]
if let first = queue.first, !first.isEmpty {
    print("first:", first)
}
func lookup(_ key: String) -> Int? {
    ["one": 1, "two": 2][key]
}
if let one = lookup("one"), let two = lookup("two") {
    print(one + two)
}
var text: String? = "mutable"
if var t = text {
    t += "!"
    print(t, text!)
}
while let last = queue.popLast() {
    print("popped", last)
}
let nested: Int?? = .some(nil)
if let outer = nested {
    print("outer is", outer as Any)
}
if let value = lookup("three") ?? lookup("two") {
    print("fallback", value)
}
