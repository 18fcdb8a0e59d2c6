// Characters as numbers: asciiValue, unicode scalar values, shifting letters, digit parsing.
let word = "Swift"
print(word.compactMap { $0.asciiValue })
print(word.unicodeScalars.map { $0.value })
let shifted = String(word.unicodeScalars.map { Character(UnicodeScalar($0.value + 1)!) })
print(shifted)
func letterIndex(_ c: Character) -> Int? {
    guard let a = c.lowercased().first?.asciiValue, a >= 97, a <= 122 else { return nil }
    return Int(a) - 96
}
print("Hello!".map { letterIndex($0) as Any })
let alphabet = (0..<26).map { Character(UnicodeScalar(UInt8(65 + $0))) }
print(String(alphabet))
print(alphabet.enumerated().filter { $0.offset % 5 == 0 }.map { $0.element })
let digits = "40721"
let value = digits.reduce(0) { $0 * 10 + Int($1.asciiValue! - 48) }
print(value, value + 1)
let sumOfDigits = digits.compactMap(\.wholeNumberValue).reduce(0, +)
print(sumOfDigits)
func rot13(_ s: String) -> String {
    String(s.map { c -> Character in
        guard let v = c.asciiValue else { return c }
        switch v {
        case 65...90: return Character(UnicodeScalar((v - 65 + 13) % 26 + 65))
        case 97...122: return Character(UnicodeScalar((v - 97 + 13) % 26 + 97))
        default: return c
        }
    })
}
print(rot13("Hello, World!"), rot13(rot13("Hello, World!")))
print(Character("a") < Character("b"), "a".unicodeScalars.first!.value < "B".unicodeScalars.first!.value)
print(UnicodeScalar(0x41)!, Unicode.Scalar(97), "\u{41}", Character("\u{1F44D}").unicodeScalars.count)
