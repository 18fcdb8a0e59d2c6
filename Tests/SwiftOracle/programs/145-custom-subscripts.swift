// Custom subscripts: labels, several parameters, setters, defaults and static subscripts.
struct Grid {
    let width: Int, height: Int
    private var cells: [Character]
    init(width: Int, height: Int) {
        self.width = width; self.height = height
        cells = Array(repeating: ".", count: width * height)
    }
    subscript(x: Int, y: Int) -> Character {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    subscript(row y: Int) -> String { String(cells[y * width..<(y + 1) * width]) }
    subscript(safe x: Int, _ y: Int) -> Character? {
        (0..<width).contains(x) && (0..<height).contains(y) ? self[x, y] : nil
    }
}
var g = Grid(width: 4, height: 3)
g[1, 1] = "#"
g[3, 2] = "@"
g[0, 0] = g[3, 2]
for y in 0..<3 { print(g[row: y]) }
print(g[safe: 9, 9] as Any, g[safe: 1, 1] as Any)
struct Polynomial {
    var coefficients: [Int]
    subscript(power: Int) -> Int {
        get { power < coefficients.count ? coefficients[power] : 0 }
        set {
            while coefficients.count <= power { coefficients.append(0) }
            coefficients[power] = newValue
        }
    }
    subscript(at x: Int) -> Int { coefficients.enumerated().reduce(0) { $0 + $1.element * (0..<$1.offset).reduce(1) { p, _ in p * x } } }
}
var p = Polynomial(coefficients: [1, 2])
p[3] = 4
p[1] += 1
print(p.coefficients, p[7], p[at: 2], p[at: -1])
enum Table {
    static let squares = (0...10).map { $0 * $0 }
    static subscript(n: Int) -> Int { squares[n] }
}
print(Table[7], Table[10])
struct Defaults {
    var values: [String: Int] = [:]
    subscript(key: String, default fallback: Int = -1) -> Int { values[key] ?? fallback }
}
print(Defaults(values: ["a": 1])["a"], Defaults()["b"], Defaults()["c", default: 0])
