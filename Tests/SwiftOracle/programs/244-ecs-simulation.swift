// A tiny entity-component system: components in dictionaries keyed by entity id, systems as functions.
typealias Entity = Int
struct Position { var x: Double, y: Double }
struct Velocity { var dx: Double, dy: Double }
struct Health { var hp: Int }
struct World {
    private var next: Entity = 1
    var positions: [Entity: Position] = [:]
    var velocities: [Entity: Velocity] = [:]
    var health: [Entity: Health] = [:]
    var names: [Entity: String] = [:]
    mutating func spawn(_ name: String, at p: Position, moving v: Velocity? = nil, hp: Int? = nil) -> Entity {
        let e = next
        next += 1
        names[e] = name
        positions[e] = p
        velocities[e] = v
        if let hp = hp { health[e] = Health(hp: hp) }
        return e
    }
    mutating func despawn(_ e: Entity) {
        names[e] = nil; positions[e] = nil; velocities[e] = nil; health[e] = nil
    }
    mutating func movement() {
        for (e, v) in velocities { positions[e]?.x += v.dx; positions[e]?.y += v.dy }
    }
    mutating func hazards() -> [String] {
        var log: [String] = []
        for e in health.keys.sorted() where positions[e]!.y < 0 {
            health[e]!.hp -= 10
            if health[e]!.hp <= 0 { log.append("\(names[e]!) destroyed"); despawn(e) }
        }
        return log
    }
    func report() -> String {
        names.keys.sorted().map { e in "\(names[e]!)@(\(positions[e]!.x),\(positions[e]!.y))" + (health[e].map { " hp\($0.hp)" } ?? "") }.joined(separator: "; ")
    }
}
var world = World()
_ = world.spawn("rock", at: Position(x: 0, y: 0))
_ = world.spawn("ship", at: Position(x: 1, y: 1), moving: Velocity(dx: 1, dy: -0.5), hp: 20)
_ = world.spawn("probe", at: Position(x: 5, y: 5), moving: Velocity(dx: -1, dy: -2), hp: 10)
for tick in 1...5 {
    world.movement()
    let events = world.hazards()
    print("tick \(tick): \(world.report())" + (events.isEmpty ? "" : " | " + events.joined(separator: ", ")))
}
