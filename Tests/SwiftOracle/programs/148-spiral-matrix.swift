// Generating and reading a matrix in spiral order; rotation and transposition of 2D arrays.
func spiral(_ n: Int) -> [[Int]] {
    var m = Array(repeating: Array(repeating: 0, count: n), count: n)
    var (top, bottom, left, right) = (0, n - 1, 0, n - 1)
    var k = 1
    while top <= bottom && left <= right {
        for c in left...right { m[top][c] = k; k += 1 }
        top += 1
        if top > bottom { break }
        for r in top...bottom { m[r][right] = k; k += 1 }
        right -= 1
        if left > right { break }
        for c in stride(from: right, through: left, by: -1) { m[bottom][c] = k; k += 1 }
        bottom -= 1
        for r in stride(from: bottom, through: top, by: -1) { m[r][left] = k; k += 1 }
        left += 1
    }
    return m
}
func show(_ m: [[Int]]) {
    for row in m { print(row.map { $0 < 10 ? " \($0)" : "\($0)" }.joined(separator: " ")) }
}
show(spiral(4))
print(spiral(1), spiral(0).count)
func rotate(_ m: [[Int]]) -> [[Int]] {
    guard let first = m.first else { return m }
    return (0..<first.count).map { c in m.reversed().map { $0[c] } }
}
let rect = [[1, 2, 3], [4, 5, 6]]
print(rotate(rect), rotate(rotate(rect)), rotate(rotate(rotate(rotate(rect)))) == rect)
func readSpiral(_ m: [[Int]]) -> [Int] {
    var m = m
    var out: [Int] = []
    while !m.isEmpty {
        out += m.removeFirst()
        let columns = m.first?.count ?? 0
        m = (0..<columns).reversed().map { c in m.map { $0[c] } }
    }
    return out
}
print(readSpiral(spiral(3)), readSpiral(rect))
