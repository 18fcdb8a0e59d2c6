// Flood fill on a character grid, counting islands and their sizes.
var grid = [
    "~~##~~~~#",
    "~###~~~##",
    "~~#~~#~~~",
    "~~~~###~~",
    "##~~~#~~#",
].map { Array($0) }
let rows = grid.count, cols = grid[0].count
func fill(_ r: Int, _ c: Int, with mark: Character) -> Int {
    guard r >= 0, r < rows, c >= 0, c < cols, grid[r][c] == "#" else { return 0 }
    grid[r][c] = mark
    return 1 + fill(r + 1, c, with: mark) + fill(r - 1, c, with: mark) + fill(r, c + 1, with: mark) + fill(r, c - 1, with: mark)
}
var sizes: [Int] = []
var label = Character("a")
for r in 0..<rows {
    for c in 0..<cols where grid[r][c] == "#" {
        sizes.append(fill(r, c, with: label))
        label = Character(UnicodeScalar(label.asciiValue! + 1))
    }
}
print("islands:", sizes.count, "sizes:", sizes, "largest:", sizes.max() ?? 0)
for row in grid { print(String(row)) }
var water = 0
for row in grid { water += row.filter { $0 == "~" }.count }
print("water cells:", water, "land cells:", sizes.reduce(0, +))
