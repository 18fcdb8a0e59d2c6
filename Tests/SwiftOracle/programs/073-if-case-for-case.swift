// if case, guard case and for case with enum patterns, optionals and ranges.
enum Event {
    case login(user: String)
    case purchase(user: String, amount: Int)
    case logout(user: String)
}
let events: [Event] = [
    .login(user: "ann"), .purchase(user: "ann", amount: 30),
    .purchase(user: "bob", amount: 5), .logout(user: "ann"), .purchase(user: "ann", amount: 12),
]
for case .purchase(let user, let amount) in events {
    print("purchase by \(user): \(amount)")
}
for case let .purchase(user, amount) in events where amount > 10 {
    print("big purchase", user, amount)
}
var logins = 0
for event in events {
    if case .login = event { logins += 1 }
}
print("logins:", logins)
if case .logout(let who) = events[3] {
    print(who, "logged out")
}
let optionals: [Int?] = [1, nil, 3, nil, 5]
for case let x? in optionals {
    print("some", x)
}
for case nil in optionals {
    print("a nil")
}
let age = 25
if case 18...65 = age {
    print("working age")
}
func userOf(_ e: Event) -> String? {
    guard case .purchase(let user, _) = e else { return nil }
    return user
}
print(events.compactMap(userOf))
let point = (3, 0)
if case (let x, 0) = point {
    print("on the x axis at", x)
}
if case .purchase(_, let amount) = events[1], amount >= 30 {
    print("exactly thirty or more")
}
