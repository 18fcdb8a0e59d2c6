// A line diff from the longest common subsequence: unchanged, removed and added lines.
func diff(_ old: [String], _ new: [String]) -> [String] {
    let n = old.count, m = new.count
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var out: [String] = []
    var i = 0, j = 0
    while i < n || j < m {
        if i < n && j < m && old[i] == new[j] {
            out.append("  " + old[i]); i += 1; j += 1
        } else if j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j]) {
            out.append("+ " + new[j]); j += 1
        } else {
            out.append("- " + old[i]); i += 1
        }
    }
    return out
}
let before = ["import Swift", "let a = 1", "let b = 2", "print(a)", "print(b)"]
let after = ["import Swift", "let a = 10", "let b = 2", "let c = 3", "print(a)", "print(c)"]
diff(before, after).forEach { print($0) }
let summary = diff(before, after).reduce(into: [Character: Int]()) { $0[$1.first!, default: 0] += 1 }
print(summary.sorted { $0.key < $1.key }.map { "\($0.key == " " ? "=" : String($0.key))\($0.value)" })
print(diff([], ["x"]), diff(["y"], []), diff(["same"], ["same"]))
