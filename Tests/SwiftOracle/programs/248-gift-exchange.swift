// A secret gift exchange with constraints: rotate a deterministic order until no one draws a partner.
let people = ["ann", "bob", "cy", "dee", "eve", "fay"]
let partners: [String: String] = ["ann": "bob", "bob": "ann", "cy": "dee", "dee": "cy"]
func valid(_ assignment: [String: String]) -> Bool {
    assignment.allSatisfy { giver, receiver in giver != receiver && partners[giver] != receiver }
}
var order = people
var attempts = 0
var result: [String: String] = [:]
var seed = 11
repeat {
    attempts += 1
    for i in stride(from: order.count - 1, to: 0, by: -1) {
        seed = (seed * 31 + 7) % 1009
        order.swapAt(i, seed % (i + 1))
    }
    result = Dictionary(uniqueKeysWithValues: zip(order, order.dropFirst() + [order[0]]))
} while !valid(result) && attempts < 100
print("attempts:", attempts, "valid:", valid(result))
for giver in result.keys.sorted() { print(giver, "->", result[giver]!) }
var seen: Set<String> = []
var cycle = [people[0]]
while let next = result[cycle.last!], !seen.contains(next) {
    seen.insert(next)
    cycle.append(next)
}
print("cycle:", cycle.joined(separator: " > "), cycle.count)
print(Set(result.values) == Set(people), result.count)
