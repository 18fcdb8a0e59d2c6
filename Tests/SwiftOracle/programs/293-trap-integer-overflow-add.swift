// Traps: Int addition overflow (debug builds check arithmetic; the message is empty on Linux).
var value = Int.max - 2
for step in 1...5 {
    value += 1
    print("step", step, value)
}
print("not reached")
