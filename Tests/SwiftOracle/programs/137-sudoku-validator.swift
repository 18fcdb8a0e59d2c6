// Validating a sudoku grid: rows, columns and boxes checked with sets; reporting conflicts.
let solved = [
    "534678912", "672195348", "198342567",
    "859761423", "426853791", "713924856",
    "961537284", "287419635", "345286179",
].map { $0.compactMap { $0.wholeNumberValue } }
func conflicts(_ g: [[Int]]) -> [String] {
    var found: [String] = []
    func check(_ cells: [Int], _ label: String) {
        let filled = cells.filter { $0 != 0 }
        if Set(filled).count != filled.count {
            var seen = Set<Int>()
            let dups = filled.filter { !seen.insert($0).inserted }
            found.append("\(label) repeats \(Set(dups).sorted())")
        }
    }
    for i in 0..<9 {
        check(g[i], "row \(i + 1)")
        check(g.map { $0[i] }, "column \(i + 1)")
        let br = i / 3 * 3, bc = i % 3 * 3
        check((br..<br + 3).flatMap { r in (bc..<bc + 3).map { g[r][$0] } }, "box \(i + 1)")
    }
    return found
}
print(conflicts(solved).isEmpty ? "valid" : "invalid")
var broken = solved
broken[0][0] = 9
broken[4][4] = 0
print(conflicts(broken))
let empties = broken.joined().filter { $0 == 0 }.count
print("empty cells:", empties)
print(solved.map { $0.reduce(0, +) }.allSatisfy { $0 == 45 }, solved[8].map(String.init).joined())
