// min, max and abs on Int, Double and String; min()/max() on collections; clamping by hand.
print(min(3, 7), max(3, 7), min(-1, -5), max(2.5, 2.25))
print(min("pear", "apple"), max("pear", "apple"))
print(min(1, 2, 3, 0), max(9, 12, 4, 6))
print(abs(-7), abs(7), abs(-2.5), abs(0))
print(abs(Int.min + 1), (-9).magnitude, (-3.5).magnitude)
func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int { min(max(v, lo), hi) }
print([-10, 5, 50].map { clamp($0, 0, 10) })
let temps = [22.5, 19.0, 25.25, 18.75]
print(temps.min()!, temps.max()!)
print(temps.firstIndex(of: temps.max()!)!)
let words = ["kiwi", "banana", "fig"]
print(words.min()!, words.max()!)
print(words.min { $0.count < $1.count }!, words.max { $0.count < $1.count }!)
struct Runner { let name: String; let time: Double }
let runners = [Runner(name: "A", time: 12.4), Runner(name: "B", time: 11.9), Runner(name: "C", time: 12.0)]
if let fastest = runners.min(by: { $0.time < $1.time }) {
    print("fastest", fastest.name, fastest.time)
}
print(runners.max { $0.time < $1.time }!.name)
print(Double.minimum(1.5, -2.0), Double.maximum(1.5, -2.0))
print(Int.max.distance(to: Int.max), (5).distance(to: 2), (-8).signum())
print([Int]().max() ?? -1, max(Int.min, -1))
var best = Int.min
for v in [3, -4, 11, 0] { best = max(best, v) }
print(best)
