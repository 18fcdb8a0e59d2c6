// A tokenizer for arithmetic: enums with associated values, Character classification, errors.
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case identifier(String)
    case op(Character)
    case lparen, rparen
    var description: String {
        switch self {
        case .number(let n): return "NUM(\(n))"
        case .identifier(let s): return "ID(\(s))"
        case .op(let c): return "OP(\(c))"
        case .lparen: return "("
        case .rparen: return ")"
        }
    }
}
struct LexError: Error { let position: Int; let character: Character }
func tokenize(_ input: String) throws -> [Token] {
    var tokens: [Token] = []
    let chars = Array(input)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        switch c {
        case " ", "\t":
            i += 1
        case "0"..."9":
            var value = 0
            while i < chars.count, let d = chars[i].wholeNumberValue {
                value = value * 10 + d
                i += 1
            }
            tokens.append(.number(value))
        case "a"..."z", "A"..."Z", "_":
            var name = ""
            while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" {
                name.append(chars[i])
                i += 1
            }
            tokens.append(.identifier(name))
        case "+", "-", "*", "/":
            tokens.append(.op(c)); i += 1
        case "(": tokens.append(.lparen); i += 1
        case ")": tokens.append(.rparen); i += 1
        default:
            throw LexError(position: i, character: c)
        }
    }
    return tokens
}
for source in ["12 + x1*(3 - y)", "alpha_beta/42", "7 % 2", ""] {
    do {
        let tokens = try tokenize(source)
        print(tokens.count, tokens)
    } catch let e as LexError {
        print("unexpected '\(e.character)' at \(e.position)")
    }
}
print(try tokenize("1+1") == [.number(1), .op("+"), .number(1)])
