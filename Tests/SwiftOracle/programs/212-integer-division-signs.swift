// Integer division truncates toward zero; remainder takes the sign of the dividend.
let pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (5, 7), (-5, 7), (Int.max, Int.max), (Int.min, 1)]
for (a, b) in pairs {
    print("\(a) / \(b) = \(a / b)", "\(a) % \(b) = \(a % b)", "check:", (a / b) * b + a % b == a)
}
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
func floorMod(_ a: Int, _ b: Int) -> Int { ((a % b) + b) % b }
print([-7, -1, 0, 1, 7].map { floorDiv($0, 3) }, [-7, -1, 0, 1, 7].map { floorMod($0, 3) })
print((-7).quotientAndRemainder(dividingBy: 2), 7.isMultiple(of: -7), 0.isMultiple(of: 0))
print(-7 / 2 * 2, -(7 / 2) * 2, Double(-7) / 2, (Double(-7) / 2).rounded(.down))
var hours = -5
hours = floorMod(hours, 24)
print("hour:", hours)
let minutes = 135
print("\(minutes / 60)h \(minutes % 60)m", Int8(-128) / 1, UInt8(255) / 16, UInt8(255) % 16)
print((1...12).map { $0 % 4 }, stride(from: -6, through: 6, by: 3).map { $0 % 4 })
