// A text adventure engine: rooms in a dictionary, directions as an enum, scripted commands.
enum Direction: String, CaseIterable { case north, south, east, west }
struct Room {
    let name: String
    var exits: [Direction: String]
    var items: [String]
}
var rooms: [String: Room] = [
    "hall": Room(name: "Great Hall", exits: [.north: "library", .east: "kitchen"], items: ["torch"]),
    "library": Room(name: "Library", exits: [.south: "hall"], items: ["book", "key"]),
    "kitchen": Room(name: "Kitchen", exits: [.west: "hall", .north: "vault"], items: []),
    "vault": Room(name: "Vault", exits: [.south: "kitchen"], items: ["gold"]),
]
var here = "hall"
var inventory: [String] = []
func describe() {
    let room = rooms[here]!
    let exits = Direction.allCases.filter { room.exits[$0] != nil }.map(\.rawValue)
    print("== \(room.name) == exits: \(exits.joined(separator: ", ")); items: \(room.items)")
}
func perform(_ command: String) {
    let words = command.split(separator: " ").map(String.init)
    switch (words.first, words.count > 1 ? words[1] : nil) {
    case ("go", let dir?):
        guard let d = Direction(rawValue: dir), let target = rooms[here]!.exits[d] else { print("You can't go \(dir)."); return }
        if target == "vault" && !inventory.contains("key") { print("The vault is locked."); return }
        here = target
        describe()
    case ("take", let item?):
        guard let i = rooms[here]!.items.firstIndex(of: item) else { print("No \(item) here."); return }
        inventory.append(rooms[here]!.items.remove(at: i))
        print("Taken: \(item).")
    case ("inventory", nil):
        print("You carry: \(inventory.isEmpty ? "nothing" : inventory.joined(separator: ", "))")
    default:
        print("I don't understand '\(command)'.")
    }
}
describe()
for cmd in ["take torch", "go east", "go north", "go west", "go north", "take key", "take sword", "go south", "go east", "go north", "take gold", "inventory", "dance"] {
    print("> \(cmd)")
    perform(cmd)
}
