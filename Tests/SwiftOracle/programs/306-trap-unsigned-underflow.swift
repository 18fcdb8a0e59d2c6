// Traps: subtracting below zero in an unsigned integer; output before it has no final newline.
var remaining: UInt = 2
while true {
    print("remaining \(remaining)", terminator: "; ")
    remaining -= 1
}
