// A generic Grid<T> with subscripts, map, neighbors and equality where T: Equatable.
struct Grid<T> {
    let width: Int, height: Int
    private(set) var cells: [T]
    init(width: Int, height: Int, fill: T) {
        self.width = width; self.height = height
        cells = Array(repeating: fill, count: width * height)
    }
    subscript(x: Int, y: Int) -> T {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    func map<U>(_ f: (T) -> U) -> Grid<U> {
        var g = Grid<U>(width: width, height: height, fill: f(cells[0]))
        for y in 0..<height { for x in 0..<width { g[x, y] = f(self[x, y]) } }
        return g
    }
    func neighbors(_ x: Int, _ y: Int) -> [T] {
        [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            .filter { $0.0 >= 0 && $0.0 < width && $0.1 >= 0 && $0.1 < height }
            .map { self[$0.0, $0.1] }
    }
    var rows: [[T]] { (0..<height).map { y in (0..<width).map { self[$0, y] } } }
}
extension Grid: Equatable where T: Equatable {}
var heights = Grid(width: 4, height: 3, fill: 0)
for y in 0..<3 { for x in 0..<4 { heights[x, y] = (x * 7 + y * 3) % 10 } }
print(heights.rows)
let labels = heights.map { $0 >= 5 ? "high" : "low" }
print(labels.rows)
print(heights.neighbors(0, 0), heights.neighbors(1, 1))
let lowPoints = (0..<3).flatMap { y in (0..<4).compactMap { x in heights.neighbors(x, y).allSatisfy { $0 > heights[x, y] } ? (x, y) : nil } }
print(lowPoints)
var copy = heights
print(copy == heights)
copy[3, 2] = 99
print(copy == heights, heights[3, 2], copy[3, 2])
