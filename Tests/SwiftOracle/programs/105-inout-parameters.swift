// inout parameters: swapping, accumulating, mutating array elements and struct fields.
func swapTwo(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
var x = 3, y = 107
swapTwo(&x, &y)
print(x, y)
func double(_ values: inout [Int]) {
    for i in values.indices { values[i] *= 2 }
}
var nums = [1, 2, 3]
double(&nums)
print(nums)
func appendTwice(_ s: inout String, _ t: String) { s += t; s += t }
var text = "ab"
appendTwice(&text, "-")
print(text)
struct Point { var x = 0, y = 0 }
func moveRight(_ p: inout Point, by d: Int) { p.x += d }
var pts = [Point(), Point(x: 5, y: 5)]
moveRight(&pts[1], by: 10)
moveRight(&pts[0], by: -1)
print(pts)
var p = Point()
moveRight(&p, by: 0)
func increment(_ n: inout Int) -> Int { n += 1; return n }
var counter = 0
let results = [increment(&counter), increment(&counter), increment(&counter)]
print(results, counter)
func normalize(_ dict: inout [String: Int]) {
    for key in dict.keys.sorted() where dict[key]! < 0 { dict[key] = 0 }
}
var balances = ["a": -5, "b": 10]
normalize(&balances)
print(balances.sorted { $0.key < $1.key })
var maybe: Int? = 4
func bump(_ o: inout Int?) { o = (o ?? 0) + 1 }
bump(&maybe)
print(maybe as Any)
