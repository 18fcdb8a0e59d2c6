// Descriptive statistics over Doubles: mean, median, mode, variance, standard deviation, quartiles.
let samples = [2.5, 3.0, 7.25, 3.0, 9.5, 4.0, 3.0, 6.75, 1.0, 8.0]
let n = Double(samples.count)
let mean = samples.reduce(0, +) / n
let sorted = samples.sorted()
func median(_ xs: [Double]) -> Double {
    let m = xs.count / 2
    return xs.count % 2 == 0 ? (xs[m - 1] + xs[m]) / 2 : xs[m]
}
var frequency: [Double: Int] = [:]
samples.forEach { frequency[$0, default: 0] += 1 }
let mode = frequency.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }!.key
let variance = samples.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / (n - 1)
let stddev = variance.squareRoot()
print("n:", samples.count, "mean:", mean, "median:", median(sorted), "mode:", mode)
print("variance:", variance, "stddev:", stddev)
print("min:", sorted.first!, "max:", sorted.last!, "range:", sorted.last! - sorted.first!)
let half = sorted.count / 2
let lower = Array(sorted[..<half]), upper = Array(sorted[(sorted.count - half)...])
print("quartiles:", median(lower), median(sorted), median(upper))
let zScores = samples.map { (($0 - mean) / stddev * 100).rounded() / 100 }
print(zScores)
let outliers = samples.filter { abs($0 - mean) > 1.5 * stddev }
print("outliers:", outliers)
let normalized = samples.map { ($0 - sorted.first!) / (sorted.last! - sorted.first!) }
print(normalized.map { ($0 * 1000).rounded() / 1000 })
let cumulative = sorted.reduce(into: [Double]()) { $0.append(($0.last ?? 0) + $1) }
print(cumulative)
