// Minesweeper: counting neighbouring mines for each cell, and revealing an empty region.
let field = [
    "*...*.",
    "......",
    "..*...",
    "......",
    "*....*",
].map { Array($0) }
let h = field.count, w = field[0].count
func count(_ r: Int, _ c: Int) -> Int {
    var n = 0
    for dr in -1...1 {
        for dc in -1...1 where dr != 0 || dc != 0 {
            let rr = r + dr, cc = c + dc
            if rr >= 0, rr < h, cc >= 0, cc < w, field[rr][cc] == "*" { n += 1 }
        }
    }
    return n
}
let numbers = (0..<h).map { r in
    String((0..<w).map { c -> Character in
        if field[r][c] == "*" { return "*" }
        let n = count(r, c)
        return n == 0 ? " " : Character(String(n))
    })
}
numbers.forEach { print("|\($0)|") }
var revealed = Set<Int>()
func reveal(_ r: Int, _ c: Int) {
    guard r >= 0, r < h, c >= 0, c < w, field[r][c] != "*", revealed.insert(r * w + c).inserted else { return }
    if count(r, c) == 0 {
        for dr in -1...1 { for dc in -1...1 { reveal(r + dr, c + dc) } }
    }
}
reveal(2, 5)
print("revealed:", revealed.count, revealed.sorted().prefix(8).map { "(\($0 / w),\($0 % w))" })
print((0..<h).map { r in String((0..<w).map { revealed.contains(r * w + $0) ? "o" : "#" }) })
