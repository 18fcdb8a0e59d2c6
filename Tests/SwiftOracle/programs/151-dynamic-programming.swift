// Dynamic programming: longest common subsequence, coin change, 0/1 knapsack, edit distance.
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...max(x.count, 1) where i <= x.count {
        for j in 1...max(y.count, 1) where j <= y.count {
            dp[i][j] = x[i - 1] == y[j - 1] ? dp[i - 1][j - 1] + 1 : max(dp[i - 1][j], dp[i][j - 1])
        }
    }
    var out: [Character] = []
    var i = x.count, j = y.count
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] { out.append(x[i - 1]); i -= 1; j -= 1 }
        else if dp[i - 1][j] >= dp[i][j - 1] { i -= 1 } else { j -= 1 }
    }
    return String(out.reversed())
}
print(lcs("ABCBDAB", "BDCABA"), lcs("swift", "shift"), "[\(lcs("abc", ""))]")
func coinChange(_ coins: [Int], _ amount: Int) -> Int? {
    var best = [0] + Array(repeating: Int.max, count: amount)
    for a in stride(from: 1, through: amount, by: 1) {
        for c in coins where c <= a && best[a - c] != Int.max {
            best[a] = min(best[a], best[a - c] + 1)
        }
    }
    return best[amount] == Int.max ? nil : best[amount]
}
print(coinChange([1, 5, 10, 25], 63) as Any, coinChange([2], 3) as Any, coinChange([3, 7], 0) as Any)
func knapsack(_ items: [(weight: Int, value: Int)], capacity: Int) -> Int {
    var dp = Array(repeating: 0, count: capacity + 1)
    for item in items {
        for w in stride(from: capacity, through: item.weight, by: -1) {
            dp[w] = max(dp[w], dp[w - item.weight] + item.value)
        }
    }
    return dp[capacity]
}
print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], capacity: 7))
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    var prev = Array(0...y.count)
    for i in 1...max(x.count, 1) where i <= x.count {
        var cur = [i] + Array(repeating: 0, count: y.count)
        for j in stride(from: 1, through: y.count, by: 1) {
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        }
        prev = cur
    }
    return x.isEmpty ? y.count : prev[y.count]
}
print(editDistance("kitten", "sitting"), editDistance("", "abc"), editDistance("same", "same"))
