// Binary search variants: exact match, insertion point, first/last occurrence, and on a predicate.
func binarySearch(_ a: [Int], _ target: Int) -> Int? {
    var lo = 0, hi = a.count - 1
    while lo <= hi {
        let mid = lo + (hi - lo) / 2
        if a[mid] == target { return mid }
        if a[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
    }
    return nil
}
func lowerBound(_ a: [Int], _ target: Int) -> Int {
    var lo = 0, hi = a.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if a[mid] < target { lo = mid + 1 } else { hi = mid }
    }
    return lo
}
func upperBound(_ a: [Int], _ target: Int) -> Int {
    var lo = 0, hi = a.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if a[mid] <= target { lo = mid + 1 } else { hi = mid }
    }
    return lo
}
let data = [1, 3, 3, 3, 5, 8, 13, 21]
print(data.map { binarySearch(data, $0) ?? -1 })
print([0, 4, 22, 3].map { binarySearch(data, $0) as Any })
print([0, 3, 4, 21, 30].map { lowerBound(data, $0) }, [0, 3, 4, 21, 30].map { upperBound(data, $0) })
print("count of 3:", upperBound(data, 3) - lowerBound(data, 3))
var sorted: [Int] = []
for x in [5, 1, 4, 1, 5, 9, 2, 6] { sorted.insert(x, at: lowerBound(sorted, x)) }
print(sorted)
func firstTrue(_ range: Range<Int>, _ pred: (Int) -> Bool) -> Int {
    var lo = range.lowerBound, hi = range.upperBound
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if pred(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
}
print("isqrt(1000) =", firstTrue(0..<1001) { $0 * $0 > 1000 } - 1)
print("first square over 5000:", firstTrue(0..<200) { $0 * $0 >= 5000 })
print(binarySearch([], 1) as Any, lowerBound([], 1))
