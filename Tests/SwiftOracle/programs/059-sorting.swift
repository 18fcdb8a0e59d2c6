// sorted(), sorted(by:), sort() in place, multi-key sorting and stable ties.
var numbers = [5, 3, 9, 1, 7, 3]
print(numbers.sorted(), numbers.sorted(by: >))
numbers.sort()
print(numbers)
numbers.sort { $0 > $1 }
print(numbers)
numbers.reverse()
print(numbers, numbers.reversed() as [Int])
let names = ["bob", "Alice", "carol", "Dave"]
print(names.sorted())
print(names.sorted { $0.lowercased() < $1.lowercased() })
struct Player {
    let name: String
    let score: Int
    let age: Int
}
let players = [
    Player(name: "Zed", score: 50, age: 30),
    Player(name: "Amy", score: 70, age: 25),
    Player(name: "Bob", score: 50, age: 22),
    Player(name: "Cat", score: 70, age: 31),
]
let ranked = players.sorted {
    if $0.score != $1.score { return $0.score > $1.score }
    return $0.name < $1.name
}
print(ranked.map { "\($0.name):\($0.score)" })
let byAge = players.sorted { $0.age < $1.age }.map(\.name)
print(byAge)
let tuples = [(2, "b"), (1, "z"), (2, "a"), (1, "y")]
print(tuples.sorted { $0 < $1 })
print(["10", "9", "100"].sorted(), ["10", "9", "100"].sorted { Int($0)! < Int($1)! })
print([3.5, -1.0, 2.25].sorted(), ["b", "a"].sorted(by: <))
print([Character("c"), "a", "B"].sorted())
