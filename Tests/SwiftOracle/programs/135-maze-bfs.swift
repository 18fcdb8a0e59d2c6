// Solving a grid maze with breadth-first search and drawing the path.
let maze = [
    "S.#.......",
    ".##.####.#",
    "....#....#",
    "#.#.#.##..",
    "..#...#.#E",
]
let grid = maze.map { Array($0) }
let rows = grid.count, cols = grid[0].count
struct Pos: Hashable { let r: Int, c: Int }
func find(_ ch: Character) -> Pos {
    for r in 0..<rows { for c in 0..<cols where grid[r][c] == ch { return Pos(r: r, c: c) } }
    fatalError("no \(ch)")
}
let start = find("S"), goal = find("E")
var previous: [Pos: Pos] = [:]
var queue = [start]
var seen: Set<Pos> = [start]
var head = 0
while head < queue.count {
    let p = queue[head]
    head += 1
    if p == goal { break }
    for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
        let n = Pos(r: p.r + dr, c: p.c + dc)
        guard n.r >= 0, n.r < rows, n.c >= 0, n.c < cols, grid[n.r][n.c] != "#", !seen.contains(n) else { continue }
        seen.insert(n)
        previous[n] = p
        queue.append(n)
    }
}
var path: [Pos] = []
var cur: Pos? = goal
while let p = cur { path.append(p); cur = previous[p] }
path.reverse()
print("steps:", path.count - 1, "explored:", seen.count)
var drawn = grid
for p in path.dropFirst().dropLast() { drawn[p.r][p.c] = "*" }
for row in drawn { print(String(row)) }
print(path.prefix(4).map { "(\($0.r),\($0.c))" }.joined(separator: " "))
