// Traps: forming a closed range whose lower bound is above its upper bound.
let limits = [(1, 3), (5, 5), (9, 2)]
var covered: [Int] = []
for (low, high) in limits {
    print("range from", low, "to", high)
    let r = low...high
    covered += Array(r)
    print(r, r.count, covered)
}
print("not reached")
