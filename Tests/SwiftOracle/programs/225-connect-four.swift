// Connect four: dropping discs into columns, detecting four in a row in every direction.
enum Disc: Character { case red = "R", yellow = "Y" }
struct Board {
    var columns = Array(repeating: [Disc](), count: 7)
    let height = 6
    mutating func drop(_ d: Disc, in col: Int) -> Int? {
        guard columns.indices.contains(col), columns[col].count < height else { return nil }
        columns[col].append(d)
        return columns[col].count - 1
    }
    func at(_ c: Int, _ r: Int) -> Disc? {
        guard columns.indices.contains(c), r >= 0, r < columns[c].count else { return nil }
        return columns[c][r]
    }
    func wins(_ c: Int, _ r: Int) -> Bool {
        guard let d = at(c, r) else { return false }
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            var n = 1
            for sign in [1, -1] {
                var k = 1
                while at(c + sign * k * dc, r + sign * k * dr) == d { n += 1; k += 1 }
            }
            if n >= 4 { return true }
        }
        return false
    }
    func render() -> String {
        (0..<height).reversed().map { r in String((0..<7).map { at($0, r)?.rawValue ?? "." }) }.joined(separator: "\n")
    }
}
func play(_ moves: [Int]) {
    var board = Board()
    var turn = Disc.red
    for (i, col) in moves.enumerated() {
        guard let row = board.drop(turn, in: col) else { print("move \(i + 1): column \(col) refused"); continue }
        if board.wins(col, row) {
            print(board.render())
            print("\(turn) wins on move \(i + 1)")
            return
        }
        turn = turn == .red ? .yellow : .red
    }
    print(board.render())
    print("no winner")
}
play([3, 3, 4, 4, 5, 5, 6])
play([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3])
play([0, 0, 0, 0, 0, 0, 0, 1])
