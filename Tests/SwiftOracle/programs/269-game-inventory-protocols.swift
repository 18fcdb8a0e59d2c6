// A game inventory: protocol-typed items with default behaviour, stacking, weight limits, errors.
protocol Item {
    var name: String { get }
    var weight: Double { get }
    var stackable: Bool { get }
    func use(on hp: inout Int) -> String
}
extension Item {
    var stackable: Bool { false }
    func use(on hp: inout Int) -> String { "\(name) cannot be used" }
}
struct Potion: Item {
    let name = "potion"
    let weight = 0.5
    let heal: Int
    var stackable: Bool { true }
    func use(on hp: inout Int) -> String { hp = min(100, hp + heal); return "healed to \(hp)" }
}
struct Sword: Item { let name: String; let weight: Double }
enum InventoryError: Error { case tooHeavy(String, over: Double), notFound(String) }
struct Inventory {
    private(set) var slots: [(item: Item, count: Int)] = []
    let maxWeight: Double
    var weight: Double { slots.reduce(0) { $0 + $1.item.weight * Double($1.count) } }
    mutating func add(_ item: Item) throws {
        guard weight + item.weight <= maxWeight else { throw InventoryError.tooHeavy(item.name, over: weight + item.weight - maxWeight) }
        if item.stackable, let i = slots.firstIndex(where: { $0.item.name == item.name }) { slots[i].count += 1 }
        else { slots.append((item, 1)) }
    }
    mutating func use(_ name: String, hp: inout Int) throws -> String {
        guard let i = slots.firstIndex(where: { $0.item.name == name }) else { throw InventoryError.notFound(name) }
        let message = slots[i].item.use(on: &hp)
        if slots[i].item.stackable { slots[i].count -= 1; if slots[i].count == 0 { slots.remove(at: i) } }
        return message
    }
}
var bag = Inventory(maxWeight: 10)
let loot: [Item] = [Sword(name: "sword", weight: 6), Potion(heal: 30), Potion(heal: 30), Sword(name: "axe", weight: 4)]
for item in loot {
    do { try bag.add(item); print("picked up \(item.name)") } catch { print("could not pick up:", error) }
}
print(bag.slots.map { "\($0.item.name)x\($0.count)" }, bag.weight)
var hp = 45
for name in ["potion", "sword", "potion", "potion", "shield"] {
    do { print(name, "->", try bag.use(name, hp: &hp)) } catch { print(name, "->", error) }
}
print(hp, bag.slots.map(\.item.name))
