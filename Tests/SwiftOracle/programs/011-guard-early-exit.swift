// guard let / guard with conditions, returning early from functions.
func parseAge(_ text: String) -> String {
    guard !text.isEmpty else {
        return "empty input"
    }
    guard let age = Int(text) else {
        return "not a number: \(text)"
    }
    guard age >= 0, age < 150 else {
        return "out of range: \(age)"
    }
    return "age \(age)"
}
for input in ["", "abc", "-4", "200", "42"] {
    print(parseAge(input))
}
func firstEven(_ values: [Int]) -> Int? {
    for v in values {
        guard v % 2 == 0 else { continue }
        return v
    }
    return nil
}
print(firstEven([1, 3, 8, 10]) as Any, firstEven([1, 3]) as Any)
struct User { let name: String; let email: String? }
func contact(_ user: User) {
    guard let email = user.email, email.contains("@") else {
        print("\(user.name): no valid email")
        return
    }
    print("\(user.name): \(email)")
}
contact(User(name: "Ann", email: "ann@example.com"))
contact(User(name: "Bob", email: nil))
contact(User(name: "Cy", email: "nope"))
var stack = [1, 2, 3]
while true {
    guard let top = stack.popLast() else { break }
    print("popped", top)
}
