// Word wrapping to a width, justification and centering of lines.
func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
        if current.isEmpty {
            current = String(word)
        } else if current.count + 1 + word.count <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
func justify(_ line: String, width: Int) -> String {
    var words = line.split(separator: " ").map(String.init)
    guard words.count > 1 else { return line }
    var spaces = width - words.reduce(0) { $0 + $1.count }
    var i = 0
    while spaces > 0 {
        words[i % (words.count - 1)] += " "
        spaces -= 1
        i += 1
    }
    return words.joined()
}
func center(_ line: String, width: Int) -> String {
    let pad = max(0, width - line.count)
    return String(repeating: " ", count: pad / 2) + line + String(repeating: " ", count: pad - pad / 2)
}
let text = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness"
let lines = wrap(text, width: 24)
for l in lines { print("|\(l)|") }
print()
for l in lines.dropLast() { print("|\(justify(l, width: 24))|") }
print("|\(lines.last!)\(String(repeating: " ", count: 24 - lines.last!.count))|")
print()
for l in wrap("a bb ccc dddd", width: 6) { print("[\(center(l, width: 8))]") }
print(wrap("supercalifragilistic word", width: 5), wrap("", width: 10))
