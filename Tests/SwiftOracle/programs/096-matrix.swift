// A matrix struct: subscripts with two indices, multiplication, transpose, identity, equality.
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    var grid: [Int]
    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: fill, count: rows * cols)
    }
    init(_ values: [[Int]]) {
        self.init(rows: values.count, cols: values[0].count)
        for r in 0..<rows { for c in 0..<cols { self[r, c] = values[r][c] } }
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    subscript(r: Int, c: Int) -> Int {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for r in 0..<rows { for c in 0..<cols { t[c, r] = self[r, c] } }
        return t
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows { for j in 0..<b.cols { for k in 0..<a.cols { m[i, j] += a[i, k] * b[k, j] } } }
        return m
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { String(self[r, $0]) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
let a = Matrix([[1, 2, 3], [4, 5, 6]])
let b = Matrix([[7, 8], [9, 10], [11, 12]])
print(a * b)
print(a.transposed)
print(a * Matrix.identity(3) == a, a == b.transposed)
var fib = Matrix([[1, 1], [1, 0]])
var power = Matrix.identity(2)
for _ in 0..<10 { power = power * fib }
print(power[0, 1], power.grid)
fib[1, 1] = 9
print(fib.grid, [fib.rows, fib.cols])
