// break and continue, with labels on nested loops and on a switch inside a loop.
outer: for i in 1...4 {
    for j in 1...4 {
        if j == 3 { continue outer }
        if i == 3 { break outer }
        print("(\(i),\(j))", terminator: " ")
    }
}
print()
var found: (Int, Int)? = nil
search: for a in 1...20 {
    for b in a...20 {
        if a * a + b * b == 13 * 13 {
            found = (a, b)
            break search
        }
    }
}
print(found as Any)
loop: for n in [1, 2, -1, 3, 0, 4] {
    switch n {
    case 0:
        print("zero: stop")
        break loop
    case ..<0:
        print("negative: skip")
        continue loop
    default:
        print("value", n)
    }
}
var k = 0
counting: while true {
    k += 1
    if k % 2 == 0 { continue counting }
    if k > 7 { break counting }
    print("odd", k)
}
for i in 0..<5 {
    if i == 1 { continue }
    if i == 4 { break }
    print("i =", i)
}
