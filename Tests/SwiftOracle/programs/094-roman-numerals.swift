// Roman numerals both ways, with validation through failable conversion.
let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                              (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
func toRoman(_ n: Int) -> String? {
    guard n > 0 && n < 4000 else { return nil }
    var n = n
    var out = ""
    for (value, symbol) in table {
        while n >= value {
            out += symbol
            n -= value
        }
    }
    return out
}
func fromRoman(_ s: String) -> Int? {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0
    var previous = 0
    for c in s.reversed() {
        guard let v = values[c] else { return nil }
        if v < previous { total -= v } else { total += v; previous = v }
    }
    return toRoman(total) == s ? total : nil
}
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 0, 4000] {
    print(n, toRoman(n) ?? "invalid")
}
for s in ["MCMXCIV", "XLII", "IIII", "ABC", "MMXXIV", ""] {
    print("\"\(s)\"", fromRoman(s) as Any)
}
let roundTrip = (1...3999).allSatisfy { fromRoman(toRoman($0)!) == $0 }
print("round trip ok:", roundTrip)
print((1...10).compactMap(toRoman).joined(separator: " "))
