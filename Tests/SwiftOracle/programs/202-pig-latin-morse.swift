// Word games: Pig Latin, Morse code both ways, and a Scrabble score.
func pigLatin(_ word: String) -> String {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    let lower = word.lowercased()
    guard let firstVowel = lower.firstIndex(where: { vowels.contains($0) }) else { return lower + "ay" }
    if firstVowel == lower.startIndex { return lower + "way" }
    return String(lower[firstVowel...]) + String(lower[..<firstVowel]) + "ay"
}
print("The quick brown fox string rhythm".split(separator: " ").map { pigLatin(String($0)) }.joined(separator: " "))
let morse: [Character: String] = [
    "a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....",
    "i": "..", "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.",
    "q": "--.-", "r": ".-.", "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
    "y": "-.--", "z": "--..",
]
let reverseMorse = Dictionary(uniqueKeysWithValues: morse.map { ($1, $0) })
func encode(_ s: String) -> String {
    s.lowercased().split(separator: " ").map { word in word.compactMap { morse[$0] }.joined(separator: " ") }.joined(separator: " / ")
}
func decode(_ s: String) -> String {
    s.components(" / ").map { word in String(word.split(separator: " ").compactMap { reverseMorse[String($0)] }) }.joined(separator: " ")
}
extension String {
    func components(_ sep: String) -> [String] {
        var parts: [String] = []
        var rest = self[...]
        while let r = rest.firstRange(of: sep) {
            parts.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        return parts + [String(rest)]
    }
}
let secret = encode("SOS help me")
print(secret)
print(decode(secret))
let letterScores: [Character: Int] = ["a": 1, "e": 1, "i": 1, "o": 1, "u": 1, "l": 1, "n": 1, "r": 1, "s": 1, "t": 1,
                                      "d": 2, "g": 2, "b": 3, "c": 3, "m": 3, "p": 3, "f": 4, "h": 4, "v": 4, "w": 4,
                                      "y": 4, "k": 5, "j": 8, "x": 8, "q": 10, "z": 10]
for word in ["cabbage", "quiz", "Swift", ""] {
    print(word, word.lowercased().reduce(0) { $0 + (letterScores[$1] ?? 0) })
}
