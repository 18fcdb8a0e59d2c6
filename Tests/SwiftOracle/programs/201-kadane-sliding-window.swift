// Maximum subarray (Kadane), sliding window maximum sums, and two-sum with a dictionary.
func maxSubarray(_ a: [Int]) -> (sum: Int, range: ClosedRange<Int>)? {
    guard !a.isEmpty else { return nil }
    var best = a[0], bestRange = 0...0
    var current = a[0], start = 0
    for i in 1..<max(a.count, 1) {
        if current < 0 { current = a[i]; start = i } else { current += a[i] }
        if current > best { best = current; bestRange = start...i }
    }
    return (best, bestRange)
}
let data = [-2, 1, -3, 4, -1, 2, 1, -5, 4]
if let r = maxSubarray(data) { print(r.sum, r.range, Array(data[r.range])) }
print(maxSubarray([-3, -1, -2]) as Any, maxSubarray([]) as Any)
func windowSums(_ a: [Int], _ k: Int) -> [Int] {
    guard a.count >= k, k > 0 else { return [] }
    var sum = a[..<k].reduce(0, +)
    var out = [sum]
    for i in k..<a.count {
        sum += a[i] - a[i - k]
        out.append(sum)
    }
    return out
}
let sums = windowSums(data, 3)
print(sums, sums.max()!, sums.firstIndex(of: sums.max()!)!)
func twoSum(_ a: [Int], _ target: Int) -> (Int, Int)? {
    var seen: [Int: Int] = [:]
    for (i, x) in a.enumerated() {
        if let j = seen[target - x] { return (j, i) }
        seen[x] = i
    }
    return nil
}
print(twoSum([2, 7, 11, 15], 9) as Any, twoSum([3, 2, 4], 6) as Any, twoSum([1, 2], 7) as Any)
var longest = 0, runStart = 0
let text = Array("abcabcbbxyzw")
var lastSeen: [Character: Int] = [:]
for (i, c) in text.enumerated() {
    if let j = lastSeen[c], j >= runStart { runStart = j + 1 }
    lastSeen[c] = i
    longest = max(longest, i - runStart + 1)
}
print("longest run without repeats:", longest)
