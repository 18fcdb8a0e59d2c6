// Traps: removeLast on an empty array when pops outnumber pushes.
var stack: [Int] = []
for op in ["push 1", "push 2", "pop", "pop", "pop"] {
    if op.hasPrefix("push") {
        stack.append(Int(op.split(separator: " ")[1])!)
        print("pushed, stack is", stack)
    } else {
        let top = stack.removeLast()
        print("popped", top)
    }
}
