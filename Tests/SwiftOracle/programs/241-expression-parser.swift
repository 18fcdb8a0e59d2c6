// A recursive-descent parser for arithmetic with precedence, parentheses, unary minus and errors.
enum ParseError: Error, Equatable { case unexpected(Character?, at: Int), divisionByZero }
struct Parser {
    let chars: [Character]
    var pos = 0
    init(_ s: String) { chars = Array(s.filter { $0 != " " }) }
    var peek: Character? { pos < chars.count ? chars[pos] : nil }
    mutating func expression() throws -> Int {
        var value = try term()
        while let c = peek, c == "+" || c == "-" {
            pos += 1
            let rhs = try term()
            value = c == "+" ? value + rhs : value - rhs
        }
        return value
    }
    mutating func term() throws -> Int {
        var value = try factor()
        while let c = peek, c == "*" || c == "/" || c == "%" {
            pos += 1
            let rhs = try factor()
            if c != "*" && rhs == 0 { throw ParseError.divisionByZero }
            value = c == "*" ? value * rhs : c == "/" ? value / rhs : value % rhs
        }
        return value
    }
    mutating func factor() throws -> Int {
        if peek == "-" { pos += 1; return -(try factor()) }
        if peek == "(" {
            pos += 1
            let v = try expression()
            guard peek == ")" else { throw ParseError.unexpected(peek, at: pos) }
            pos += 1
            return v
        }
        var digits = ""
        while let c = peek, c.isNumber { digits.append(c); pos += 1 }
        guard let v = Int(digits) else { throw ParseError.unexpected(peek, at: pos) }
        return v
    }
    static func evaluate(_ s: String) -> String {
        var p = Parser(s)
        do {
            let v = try p.expression()
            guard p.peek == nil else { throw ParseError.unexpected(p.peek, at: p.pos) }
            return "\(v)"
        } catch {
            return "error: \(error)"
        }
    }
}
for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 3 - -4", "2 * (3 + 4) * 5 % 7", "-(-(5))", "8 / (4 - 4)", "3 +", "(1 + 2", "4 4", "", "100-99-1"] {
    print("\"\(e)\" =", Parser.evaluate(e))
}
