// Hand-written sorts (insertion, merge, quick, bubble with swap count) checked against sorted().
func insertionSort(_ a: [Int]) -> [Int] {
    var a = a
    for i in 1..<max(a.count, 1) {
        var j = i
        while j > 0 && a[j - 1] > a[j] { a.swapAt(j - 1, j); j -= 1 }
    }
    return a
}
func mergeSort(_ a: [Int]) -> [Int] {
    guard a.count > 1 else { return a }
    let left = mergeSort(Array(a[..<(a.count / 2)])), right = mergeSort(Array(a[(a.count / 2)...]))
    var out: [Int] = []
    var i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { out.append(left[i]); i += 1 } else { out.append(right[j]); j += 1 }
    }
    return out + left[i...] + right[j...]
}
func quickSort(_ a: [Int]) -> [Int] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quickSort(rest.filter { $0 < pivot }) + [pivot] + quickSort(rest.filter { $0 >= pivot })
}
func bubbleSort(_ a: inout [Int]) -> Int {
    var swaps = 0
    for pass in 0..<a.count {
        var swapped = false
        for j in 0..<(a.count - 1 - pass) where a[j] > a[j + 1] {
            a.swapAt(j, j + 1)
            swaps += 1
            swapped = true
        }
        if !swapped { break }
    }
    return swaps
}
let inputs = [[5, 2, 9, 1, 5, 6], [], [1], [3, 3, 3], Array((1...10).reversed()), [0, -4, 7, -4, 2]]
for input in inputs {
    var b = input
    let swaps = bubbleSort(&b)
    let ok = [insertionSort(input), mergeSort(input), quickSort(input), b].allSatisfy { $0 == input.sorted() }
    print(input, "->", mergeSort(input), "swaps:", swaps, ok)
}
