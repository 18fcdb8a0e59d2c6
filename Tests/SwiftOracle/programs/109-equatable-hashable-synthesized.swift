// Synthesized Equatable, Hashable and Comparable for structs and enums; use as Set members
// and Dictionary keys (printed sorted).
struct Coordinate: Hashable {
    let x: Int, y: Int
}
let a = Coordinate(x: 1, y: 2)
let b = Coordinate(x: 1, y: 2)
let c = Coordinate(x: 2, y: 1)
print(a == b, a == c, a != c)
var visited: Set<Coordinate> = [a, c]
visited.insert(b)
print(visited.count, visited.contains(Coordinate(x: 2, y: 1)))
var labels: [Coordinate: String] = [a: "start"]
labels[c] = "end"
labels[b] = "START"
print(labels.count, labels[a]!)
enum Direction: Hashable, Comparable {
    case north, east, south, west
}
print(Direction.north < Direction.south, [Direction.west, .north, .east].sorted())
enum Piece: Hashable {
    case pawn(row: Int)
    case king
}
let pieces: Set<Piece> = [.pawn(row: 2), .king, .pawn(row: 2), .pawn(row: 3)]
print(pieces.count, pieces.contains(.pawn(row: 3)), Piece.pawn(row: 1) == .pawn(row: 1))
enum Size: Int, Comparable {
    case small = 1, large = 3, medium = 2
    static func < (l: Size, r: Size) -> Bool { l.rawValue < r.rawValue }
}
print([Size.large, .small, .medium].sorted(), Size.small < .large)
struct Version: Comparable {
    let major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
}
let versions = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(versions.sorted().map { "\($0.major).\($0.minor)" }, versions.max()!)
let grid = Dictionary(uniqueKeysWithValues: (0..<3).map { (Coordinate(x: $0, y: $0), $0 * $0) })
print(grid.keys.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { grid[$0]! })
