// Character values: literals, properties, comparison, and how they print.
let c: Character = "A"
print(c)
print([c, "b", "\""])
print(c.isLetter, c.isUppercase, c.isNumber, c.asciiValue as Any)
let digit: Character = "7"
print(digit.isNumber, digit.wholeNumberValue as Any)
print(Character("x") < Character("y"))
var letters: [Character] = []
for ch in "Hello, World" {
    if ch.isLetter {
        letters.append(ch)
    }
}
print(letters)
print(String(letters))
print(letters.count)
let vowels: [Character] = ["a", "e", "i", "o", "u"]
let text = "programming in swift"
var vowelCount = 0
for ch in text where vowels.contains(ch) {
    vowelCount += 1
}
print("vowels:", vowelCount)
print(Character("e").uppercased(), Character("Q").lowercased())
print(" ".first!.isWhitespace, "\n".first!.isNewline)
let flag: Character = "🇫🇷"
print(flag, "🇫🇷".count, "é".count, "e\u{301}" == "é")
print(Optional(c) as Any)
print(String(c) + String(digit))
print(Character(UnicodeScalar(66)))
