// Building strings: append, +=, padding by hand, tables, and repeated patterns.
func padLeft(_ s: String, _ width: Int, _ fill: Character = " ") -> String {
    s.count >= width ? s : String(repeating: fill, count: width - s.count) + s
}
func padRight(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
let rows = [("apple", 3, 0.5), ("kiwi", 12, 0.25), ("watermelon", 1, 3.0)]
var table = padRight("item", 12) + padLeft("qty", 4) + padLeft("price", 7) + "\n"
table += String(repeating: "-", count: 23) + "\n"
for (name, qty, price) in rows {
    table += padRight(name, 12)
    table += padLeft(String(qty), 4)
    table.append(padLeft(String(price), 7))
    table.append("\n")
}
print(table, terminator: "")
print(padLeft("7", 3, "0"), padLeft("1234", 3, "0"))
var triangle = ""
for i in 1...4 {
    triangle += String(repeating: " ", count: 4 - i) + String(repeating: "*", count: 2 * i - 1) + "\n"
}
print(triangle, terminator: "")
var csv = ""
for r in 0..<3 {
    csv += (0..<4).map { String(r * 4 + $0) }.joined(separator: ",")
    if r < 2 { csv += "\n" }
}
print(csv)
var acc = "x"
for _ in 0..<3 { acc += acc }
print(acc, acc.count)
var s = String()
s.append(contentsOf: ["a", "b"].joined())
s.append(Character("!"))
s.insert("<", at: s.startIndex)
print(s, s.count, s.isEmpty)
