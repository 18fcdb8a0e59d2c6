// Tic-tac-toe: an enum for players, a board struct, win detection over a scripted game.
enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}
struct Board {
    var cells: [Player?] = Array(repeating: nil, count: 9)
    static let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
    mutating func play(_ p: Player, at i: Int) -> Bool {
        guard cells.indices.contains(i), cells[i] == nil else { return false }
        cells[i] = p
        return true
    }
    var winner: Player? {
        for line in Board.lines {
            if let p = cells[line[0]], cells[line[1]] == p, cells[line[2]] == p { return p }
        }
        return nil
    }
    var isFull: Bool { !cells.contains { $0 == nil } }
    func render() -> String {
        stride(from: 0, to: 9, by: 3).map { row in
            (row..<row + 3).map { cells[$0].map { String($0.rawValue) } ?? "." }.joined()
        }.joined(separator: "\n")
    }
}
func playGame(_ moves: [Int]) {
    var board = Board()
    var turn = Player.x
    for m in moves {
        if !board.play(turn, at: m) {
            print("illegal move \(m) by \(turn)")
            continue
        }
        if let w = board.winner {
            print(board.render())
            print("winner: \(w.rawValue)")
            return
        }
        turn = turn.other
    }
    print(board.render())
    print(board.isFull ? "draw" : "unfinished")
}
playGame([4, 0, 2, 6, 3, 5, 1, 7, 8])
playGame([0, 3, 1, 4, 2])
playGame([4, 4, 9, 0])
print(Board().winner as Any, Player.o.other, [Player.x, nil])
