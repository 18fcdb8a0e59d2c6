// Converting numbers between bases by hand and with the standard library.
func toBase(_ n: Int, _ base: Int) -> String {
    let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")
    if n == 0 { return "0" }
    var n = abs(n)
    var out: [Character] = []
    while n > 0 {
        out.append(digits[n % base])
        n /= base
    }
    return String(out.reversed())
}
func fromBase(_ s: String, _ base: Int) -> Int? {
    var value = 0
    for c in s.lowercased() {
        guard let d = c.hexDigitValue ?? (c.isLetter ? Int(c.asciiValue! - 87) : nil), d < base else { return nil }
        value = value * base + d
    }
    return value
}
for n in [0, 5, 255, 1000, 65535] {
    print(n, toBase(n, 2), toBase(n, 8), toBase(n, 16), toBase(n, 36))
    print("  stdlib:", String(n, radix: 2), String(n, radix: 16, uppercase: true))
}
print(fromBase("ff", 16) as Any, fromBase("777", 8) as Any, fromBase("zz", 36) as Any, fromBase("19", 8) as Any)
print(Int("1010", radix: 2)!, Int("zz", radix: 36)!, Int("-7f", radix: 16)!)
let bits = (0..<8).map { (0b1011_0010 >> (7 - $0)) & 1 }
print(bits, bits.reduce(0) { $0 * 2 + $1 })
func hexDump(_ s: String) -> String { s.utf8.map { String($0, radix: 16) }.joined(separator: " ") }
print(hexDump("Hi!"), hexDump("é"))
