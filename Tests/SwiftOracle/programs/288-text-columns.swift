// Laying out a table in aligned text columns: widths from the data, left and right alignment.
let header = ["Name", "Qty", "Price", "Total"]
let rows: [(String, Int, Double)] = [("Widget", 3, 2.5), ("Gadget with a long name", 12, 0.75), ("Gizmo", 1, 100.0)]
let cells = rows.map { [$0.0, String($0.1), String($0.2), String(Double($0.1) * $0.2)] }
let widths = header.indices.map { c in ([header[c]] + cells.map { $0[c] }).map(\.count).max()! }
func pad(_ s: String, _ w: Int, right: Bool) -> String {
    let fill = String(repeating: " ", count: w - s.count)
    return right ? fill + s : s + fill
}
func line(_ cols: [String]) -> String {
    "| " + cols.enumerated().map { pad($0.element, widths[$0.offset], right: $0.offset > 0) }.joined(separator: " | ") + " |"
}
let rule = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+"
print(rule)
print(line(header))
print(rule)
cells.forEach { print(line($0)) }
print(rule)
let total = rows.reduce(0.0) { $0 + Double($1.1) * $1.2 }
print(line(["TOTAL", String(rows.map(\.1).reduce(0, +)), "", String(total)]))
print(widths)
