// The N-queens puzzle by backtracking: counting solutions and drawing the first one.
func solve(_ n: Int) -> (count: Int, first: [Int]?) {
    var columns = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()
    var placement: [Int] = []
    var count = 0
    var first: [Int]?
    func place(_ row: Int) {
        if row == n {
            count += 1
            if first == nil { first = placement }
            return
        }
        for col in 0..<n where !columns.contains(col) && !diag1.contains(row - col) && !diag2.contains(row + col) {
            columns.insert(col); diag1.insert(row - col); diag2.insert(row + col)
            placement.append(col)
            place(row + 1)
            placement.removeLast()
            columns.remove(col); diag1.remove(row - col); diag2.remove(row + col)
        }
    }
    place(0)
    return (count, first)
}
for n in 1...8 {
    let r = solve(n)
    print(n, r.count, r.first ?? [])
}
if let board = solve(6).first {
    for col in board {
        print(String((0..<6).map { $0 == col ? "Q" : "." }))
    }
}
