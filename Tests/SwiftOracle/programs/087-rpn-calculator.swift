// A reverse Polish notation calculator with a stack and errors for bad input.
enum CalcError: Error, Equatable {
    case stackUnderflow
    case divisionByZero
    case badToken(String)
    case leftover(Int)
}
func evaluate(_ expression: String) throws -> Double {
    var stack: [Double] = []
    for token in expression.split(separator: " ") {
        if let n = Double(token) {
            stack.append(n)
            continue
        }
        guard stack.count >= 2 else { throw CalcError.stackUnderflow }
        let b = stack.removeLast()
        let a = stack.removeLast()
        switch token {
        case "+": stack.append(a + b)
        case "-": stack.append(a - b)
        case "*": stack.append(a * b)
        case "/":
            if b == 0 { throw CalcError.divisionByZero }
            stack.append(a / b)
        default: throw CalcError.badToken(String(token))
        }
    }
    guard stack.count == 1 else { throw CalcError.leftover(stack.count) }
    return stack[0]
}
let inputs = ["3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "1 0 /", "1 +", "2 3 ^", "1 2", "10 4 /", "0.1 0.2 +"]
for input in inputs {
    do {
        print(input, "=", try evaluate(input))
    } catch let error as CalcError {
        print(input, "->", error)
    } catch {
        print("unexpected")
    }
}
print((try? evaluate("9 3 /")) ?? .nan, (try? evaluate("x")) ?? .nan)
