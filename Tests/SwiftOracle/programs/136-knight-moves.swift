// Knight moves on a chessboard: reachable squares, minimal move counts and algebraic notation.
struct Square: Hashable, CustomStringConvertible {
    let file: Int, rank: Int
    init(_ file: Int, _ rank: Int) { self.file = file; self.rank = rank }
    init?(_ name: String) {
        let chars = Array(name)
        guard chars.count == 2, let f = chars[0].asciiValue, let r = chars[1].wholeNumberValue,
              (97...104).contains(f), (1...8).contains(r) else { return nil }
        self.init(Int(f) - 97, r - 1)
    }
    var isOnBoard: Bool { (0..<8).contains(file) && (0..<8).contains(rank) }
    var description: String { String(Character(UnicodeScalar(UInt8(97 + file)))) + String(rank + 1) }
    var knightMoves: [Square] {
        [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
            .map { Square(file + $0.0, rank + $0.1) }.filter(\.isOnBoard)
    }
}
func distances(from s: Square) -> [Square: Int] {
    var dist = [s: 0]
    var frontier = [s]
    while !frontier.isEmpty {
        var next: [Square] = []
        for sq in frontier {
            for m in sq.knightMoves where dist[m] == nil {
                dist[m] = dist[sq]! + 1
                next.append(m)
            }
        }
        frontier = next
    }
    return dist
}
let a1 = Square("a1")!
print(a1, a1.knightMoves, Square("d4")!.knightMoves.count)
let d = distances(from: a1)
print(d.count, d.values.max()!, d[Square("h8")!]!, d[Square("b2")!]!)
for rank in (0..<8).reversed() {
    print((0..<8).map { String(d[Square($0, rank)]!) }.joined(separator: " "))
}
print(Square("z9") as Any, Square("e4") as Any, [Square("e4")!])
let counts = Dictionary(grouping: d.keys, by: { d[$0]! }).mapValues(\.count)
print(counts.keys.sorted().map { "\($0):\(counts[$0]!)" })
