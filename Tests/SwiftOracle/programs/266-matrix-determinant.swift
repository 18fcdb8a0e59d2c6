// Determinants by cofactor expansion (recursive) and by Gaussian elimination with Doubles.
func minor(_ m: [[Int]], _ row: Int, _ col: Int) -> [[Int]] {
    m.enumerated().filter { $0.offset != row }.map { $0.element.enumerated().filter { $0.offset != col }.map(\.element) }
}
func det(_ m: [[Int]]) -> Int {
    if m.count == 1 { return m[0][0] }
    if m.count == 2 { return m[0][0] * m[1][1] - m[0][1] * m[1][0] }
    return m[0].indices.reduce(0) { acc, c in acc + (c % 2 == 0 ? 1 : -1) * m[0][c] * det(minor(m, 0, c)) }
}
let a = [[2, -3, 1], [2, 0, -1], [1, 4, 5]]
let b = [[1, 2, 3, 4], [5, 6, 7, 8], [2, 6, 4, 8], [3, 1, 1, 2]]
print(det(a), det(b), det([[7]]), det([[1, 2], [2, 4]]))
func detGauss(_ input: [[Double]]) -> Double {
    var m = input
    let n = m.count
    var result = 1.0
    for col in 0..<n {
        guard let pivot = (col..<n).max(by: { abs(m[$0][col]) < abs(m[$1][col]) }), m[pivot][col] != 0 else { return 0 }
        if pivot != col { m.swapAt(pivot, col); result = -result }
        result *= m[col][col]
        for r in (col + 1)..<max(n, col + 1) {
            let f = m[r][col] / m[col][col]
            for c in col..<n { m[r][c] -= f * m[col][c] }
        }
    }
    return result
}
print(detGauss(a.map { $0.map(Double.init) }), detGauss(b.map { $0.map(Double.init) }))
print(detGauss([[0, 1], [1, 0]]), detGauss([[2, 4], [1, 2]]))
let identity = (0..<4).map { r in (0..<4).map { $0 == r ? 1 : 0 } }
print(det(identity), minor(a, 1, 1))
