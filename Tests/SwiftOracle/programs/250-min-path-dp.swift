// Minimum path sum through a grid (moving right or down) with the path reconstructed.
let grid = [
    [1, 3, 1, 8, 2],
    [1, 5, 1, 2, 9],
    [4, 2, 1, 7, 1],
    [3, 1, 6, 1, 1],
]
let rows = grid.count, cols = grid[0].count
var cost = grid
for r in 0..<rows {
    for c in 0..<cols where r > 0 || c > 0 {
        let up = r > 0 ? cost[r - 1][c] : Int.max
        let left = c > 0 ? cost[r][c - 1] : Int.max
        cost[r][c] += min(up, left)
    }
}
print("minimum:", cost[rows - 1][cols - 1])
for row in cost { print(row.map { String($0).count == 1 ? " \($0)" : "\($0)" }.joined(separator: " ")) }
var path = [(rows - 1, cols - 1)]
var (r, c) = (rows - 1, cols - 1)
while r > 0 || c > 0 {
    if r == 0 { c -= 1 } else if c == 0 { r -= 1 } else if cost[r - 1][c] <= cost[r][c - 1] { r -= 1 } else { c -= 1 }
    path.append((r, c))
}
path.reverse()
print(path.map { "(\($0.0),\($0.1))" }.joined(separator: " "))
print(path.map { grid[$0.0][$0.1] }, path.map { grid[$0.0][$0.1] }.reduce(0, +))
var ways = Array(repeating: Array(repeating: 1, count: cols), count: rows)
for i in 1..<rows { for j in 1..<cols { ways[i][j] = ways[i - 1][j] + ways[i][j - 1] } }
print("number of paths:", ways[rows - 1][cols - 1])
