// Conway's Game of Life on a small wrapping grid, printed generation by generation.
struct Life {
    let width: Int, height: Int
    var cells: [[Bool]]
    init(_ pattern: [String]) {
        height = pattern.count
        width = pattern[0].count
        cells = pattern.map { $0.map { $0 == "#" } }
    }
    func neighbors(_ r: Int, _ c: Int) -> Int {
        var n = 0
        for dr in -1...1 {
            for dc in -1...1 where !(dr == 0 && dc == 0) {
                let rr = (r + dr + height) % height
                let cc = (c + dc + width) % width
                if cells[rr][cc] { n += 1 }
            }
        }
        return n
    }
    func step() -> Life {
        var next = self
        for r in 0..<height {
            for c in 0..<width {
                let n = neighbors(r, c)
                next.cells[r][c] = cells[r][c] ? (n == 2 || n == 3) : n == 3
            }
        }
        return next
    }
    var population: Int { cells.joined().filter { $0 }.count }
    func render() -> String { cells.map { String($0.map { $0 ? "#" : "." }) }.joined(separator: "\n") }
}
var world = Life([
    "......",
    "..#...",
    "...#..",
    ".###..",
    "......",
    "......",
])
for gen in 0...4 {
    print("generation \(gen), population \(world.population)")
    print(world.render())
    world = world.step()
}
let blinker = Life([".....", "..#..", "..#..", "..#..", "....."])
print(blinker.step().render())
print(blinker.step().step().cells == blinker.cells)
