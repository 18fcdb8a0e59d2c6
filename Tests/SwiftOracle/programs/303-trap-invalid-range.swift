// Traps: forming a closed range whose lower bound is above its upper bound.
let limits = [(1, 3), (5, 5), (9, 2)]
for (low, high) in limits {
    let r = low...high
    print(r, r.count)
}
