// Caesar and Vigenère ciphers over letters, using unicode scalar values.
func shift(_ c: Character, by k: Int) -> Character {
    guard let ascii = c.asciiValue, c.isLetter else { return c }
    let base: UInt8 = c.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}
func caesar(_ text: String, _ k: Int) -> String { String(text.map { shift($0, by: k) }) }
let plain = "Hello, World! xyz"
let secret = caesar(plain, 3)
print(secret)
print(caesar(secret, -3))
print(caesar(plain, 26) == plain, caesar(plain, -29))
func vigenere(_ text: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.lowercased().compactMap { $0.asciiValue.map { Int($0) - 97 } }
    var i = 0
    var out = ""
    for c in text {
        if c.isLetter {
            let k = shifts[i % shifts.count]
            out.append(shift(c, by: decrypt ? -k : k))
            i += 1
        } else {
            out.append(c)
        }
    }
    return out
}
let v = vigenere("Attack at dawn", key: "lemon")
print(v, "|", vigenere(v, key: "lemon", decrypt: true))
var counts = [Int](repeating: 0, count: 26)
for c in secret.lowercased() where c.isLetter { counts[Int(c.asciiValue! - 97)] += 1 }
let top = counts.enumerated().filter { $0.element > 1 }.map { "\(Character(UnicodeScalar(UInt8($0.offset + 97))))=\($0.element)" }
print(top)
