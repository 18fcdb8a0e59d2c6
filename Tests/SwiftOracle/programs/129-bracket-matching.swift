// Balanced brackets with a stack, reporting the position of the first problem.
enum BracketResult: Equatable {
    case balanced
    case unexpected(Character, at: Int)
    case unclosed(Character)
}
func check(_ s: String) -> BracketResult {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack: [(Character, Int)] = []
    for (i, c) in s.enumerated() {
        switch c {
        case "(", "[", "{":
            stack.append((c, i))
        case ")", "]", "}":
            guard let top = stack.last, top.0 == pairs[c] else { return .unexpected(c, at: i) }
            stack.removeLast()
        default:
            continue
        }
    }
    if let open = stack.last { return .unclosed(open.0) }
    return .balanced
}
let cases = ["()", "([]{})", "(]", "((", "a[b{c}d]e", "}{", "", "[(])", "{[()()]}"]
for c in cases {
    print("\"\(c)\"", check(c))
}
print(check("(()") == .unclosed("("), cases.filter { check($0) == .balanced }.count)
func maxDepth(_ s: String) -> Int {
    var depth = 0, best = 0
    for c in s {
        if c == "(" { depth += 1; best = max(best, depth) } else if c == ")" { depth -= 1 }
    }
    return best
}
print(cases.map(maxDepth))
