// print with no arguments, several arguments, separator: and terminator:.
print("Hello, world!")
print()
print("a", "b", "c")
print("a", "b", "c", separator: "-")
print("no newline", terminator: "")
print(" ... continued")
print(1, 2, 3, separator: ", ", terminator: ".\n")
print("x", terminator: "|")
print("y", terminator: "|")
print("z")
print("", separator: "#")
print("one", separator: "")
print(1, "two", 3.0, true, separator: " / ")
let parts = ["alpha", "beta", "gamma"]
for (i, part) in parts.enumerated() {
    print(part, terminator: i == parts.count - 1 ? "\n" : ", ")
}
print("tab\there")
print("multi\nline")
