// Check digits: the Luhn algorithm for card numbers and ISBN-10/ISBN-13 validation.
func luhn(_ number: String) -> Bool {
    let digits = number.filter { $0 != " " }
    guard digits.count > 1, digits.allSatisfy(\.isNumber) else { return false }
    var sum = 0
    for (i, ch) in digits.reversed().enumerated() {
        var d = ch.wholeNumberValue!
        if i % 2 == 1 {
            d *= 2
            if d > 9 { d -= 9 }
        }
        sum += d
    }
    return sum % 10 == 0
}
for n in ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "12a4"] {
    print("\"\(n)\"", luhn(n))
}
func isbn10(_ s: String) -> Bool {
    let chars = Array(s.filter { $0 != "-" })
    guard chars.count == 10 else { return false }
    var total = 0
    for (i, c) in chars.enumerated() {
        let value: Int
        if let d = c.wholeNumberValue { value = d }
        else if c == "X" && i == 9 { value = 10 }
        else { return false }
        total += value * (10 - i)
    }
    return total % 11 == 0
}
func isbn13(_ s: String) -> Bool {
    let digits = s.compactMap(\.wholeNumberValue)
    guard digits.count == 13, s.filter({ $0 != "-" }).count == 13 else { return false }
    let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
    return sum % 10 == 0
}
print(["3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "359821507X", "3-598-2X507-9"].map(isbn10))
print(["978-0-306-40615-7", "978-0-306-40615-6", "9780306406157"].map(isbn13))
func luhnCheckDigit(_ partial: String) -> Int {
    (0...9).first { luhn(partial + String($0)) }!
}
print(luhnCheckDigit("7992739871"), luhnCheckDigit("453931950343646"))
