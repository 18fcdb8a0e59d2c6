// A tiny stack virtual machine: instructions as an enum, jumps, a program counter and output.
enum Instr {
    case push(Int), add, sub, mul, dup, swap, over, pop
    case jumpIfZero(Int), jump(Int)
    case print, halt
}
struct VM {
    var stack: [Int] = []
    var pc = 0
    var output: [String] = []
    var steps = 0
    mutating func run(_ program: [Instr], limit: Int = 1000) {
        while pc < program.count && steps < limit {
            steps += 1
            let instr = program[pc]
            pc += 1
            switch instr {
            case .push(let n): stack.append(n)
            case .add: let b = stack.removeLast(), a = stack.removeLast(); stack.append(a + b)
            case .sub: let b = stack.removeLast(), a = stack.removeLast(); stack.append(a - b)
            case .mul: let b = stack.removeLast(), a = stack.removeLast(); stack.append(a * b)
            case .dup: stack.append(stack.last!)
            case .swap: stack.swapAt(stack.count - 1, stack.count - 2)
            case .over: stack.append(stack[stack.count - 2])
            case .pop: stack.removeLast()
            case .jumpIfZero(let t): if stack.removeLast() == 0 { pc = t }
            case .jump(let t): pc = t
            case .print: output.append(String(stack.last!))
            case .halt: return
            }
        }
    }
}
// the sum 5 + 4 + 3 + 2 + 1, with the stack holding [total, n]
let sumProgram: [Instr] = [
    .push(0), .push(5),
    .dup, .jumpIfZero(11),
    .swap, .over, .add, .swap,
    .push(1), .sub, .jump(2),
    .pop, .print, .halt,
]
var vm = VM()
vm.run([.push(2), .push(3), .add, .print, .push(4), .mul, .print, .halt, .push(99), .print])
print(vm.output, vm.stack, vm.steps)
var countdown = VM()
countdown.run([.push(3), .dup, .print, .push(1), .sub, .dup, .jumpIfZero(8), .jump(1), .print, .halt])
print(countdown.output, countdown.stack)
var looping = VM()
looping.run([.jump(0)], limit: 50)
print(looping.steps, looping.pc)
var f = VM()
f.run(sumProgram)
print(f.output, f.steps, f.stack)
