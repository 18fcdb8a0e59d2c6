// Formatting numbers by hand: thousands separators, fixed decimals, percentages, durations, bytes.
func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(ch)
    }
    return (n < 0 ? "-" : "") + out
}
print([0, 7, 1234, -98765, 1_000_000, Int.max, Int.min].map(grouped))
func fixed(_ x: Double, _ places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(x) * Double(scale)).rounded())
    let whole = scaled / scale, frac = scaled % scale
    var fracText = String(frac)
    while fracText.count < places { fracText = "0" + fracText }
    return (x < 0 ? "-" : "") + String(whole) + (places > 0 ? "." + fracText : "")
}
print(fixed(3.14159, 2), fixed(2.5, 0), fixed(-0.005, 2), fixed(1.0 / 3, 4), fixed(99.999, 1))
func percent(_ part: Int, of whole: Int) -> String { fixed(Double(part) * 100 / Double(whole), 1) + "%" }
print(percent(1, of: 3), percent(2, of: 2), percent(0, of: 9))
func duration(_ seconds: Int) -> String {
    let h = seconds / 3600, m = seconds % 3600 / 60, s = seconds % 60
    return [h > 0 ? "\(h)h" : nil, m > 0 ? "\(m)m" : nil, s > 0 || seconds == 0 ? "\(s)s" : nil].compactMap { $0 }.joined(separator: " ")
}
print([0, 59, 60, 3661, 7200, 86399].map(duration))
func bytes(_ n: Int) -> String {
    let units = ["B", "KB", "MB", "GB"]
    var value = Double(n), unit = 0
    while value >= 1024 && unit < units.count - 1 { value /= 1024; unit += 1 }
    return fixed(value, unit == 0 ? 0 : 1) + " " + units[unit]
}
print([512, 2048, 1_500_000, 3_221_225_472].map(bytes))
