// Battleship: ships as arrays of coordinates in structs, shots resolved to hit/miss/sunk.
struct Coord: Hashable { let row: Int, col: Int }
struct Ship {
    let name: String
    let cells: [Coord]
    var hits: Set<Coord> = []
    var isSunk: Bool { hits.count == cells.count }
}
enum ShotResult: Equatable { case miss, hit(String), sunk(String), repeated }
struct Fleet {
    var ships: [Ship]
    var shots: Set<Coord> = []
    mutating func fire(_ c: Coord) -> ShotResult {
        guard shots.insert(c).inserted else { return .repeated }
        for i in ships.indices where ships[i].cells.contains(c) {
            ships[i].hits.insert(c)
            return ships[i].isSunk ? .sunk(ships[i].name) : .hit(ships[i].name)
        }
        return .miss
    }
    var defeated: Bool { ships.allSatisfy(\.isSunk) }
}
func line(_ r: Int, _ c: Int, _ len: Int, horizontal: Bool) -> [Coord] {
    (0..<len).map { horizontal ? Coord(row: r, col: c + $0) : Coord(row: r + $0, col: c) }
}
var fleet = Fleet(ships: [Ship(name: "destroyer", cells: line(0, 0, 2, horizontal: true)),
                          Ship(name: "cruiser", cells: line(2, 3, 3, horizontal: false))])
let shots = [(0, 0), (5, 5), (0, 1), (2, 3), (0, 1), (3, 3), (4, 3), (4, 4)]
for (r, c) in shots {
    let result = fleet.fire(Coord(row: r, col: c))
    print("(\(r),\(c))", result, fleet.defeated ? "fleet destroyed" : "")
}
let accuracy = Double(fleet.ships.reduce(0) { $0 + $1.hits.count }) / Double(fleet.shots.count)
print("shots:", fleet.shots.count, "accuracy:", accuracy)
