// Text statistics: words, sentences, letter frequencies and the longest word.
let text = """
The quick brown fox jumps over the lazy dog. The dog sleeps!
Does the fox care? No, the fox does not.
"""
let sentences = text.split { $0 == "." || $0 == "!" || $0 == "?" }
    .map { $0.trimmingPrefix(while: { $0 == " " || $0 == "\n" }) }
    .filter { !$0.isEmpty }
print("sentences:", sentences.count)
let words = text.lowercased().split { !$0.isLetter }.map(String.init)
print("words:", words.count)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let common = freq.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4)
for (w, n) in common { print(w, n) }
let longest = words.reduce("") { $1.count > $0.count ? $1 : $0 }
print("longest:", longest)
let letters = text.lowercased().filter { $0.isLetter }
var letterCounts = [Character: Int]()
letters.forEach { letterCounts[$0, default: 0] += 1 }
print("distinct letters:", letterCounts.count, "pangram:", letterCounts.count == 26)
let vowels = letters.filter { "aeiou".contains($0) }.count
print("vowels:", vowels, "consonants:", letters.count - vowels)
let averageLength = Double(words.map(\.count).reduce(0, +)) / Double(words.count)
print("average word length:", averageLength)
let lines = text.split(separator: "\n")
print(lines.map { $0.count }, lines.last!.hasSuffix("not."))
let capitalized = words.prefix(5).map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capitalized.joined(separator: " "))
