// String API that comes from Foundation: trimming, components, replacing, case-insensitive compare.
import Foundation
let raw = "   Hello, World!  \n"
print("[\(raw.trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\(raw.trimmingCharacters(in: .whitespaces))]".count)
let csv = "alpha, beta,gamma ,, delta"
let fields = csv.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(fields)
print(fields.filter { !$0.isEmpty })
let sentence = "the cat sat on the mat"
print(sentence.replacingOccurrences(of: "at", with: "og"))
print(sentence.components(separatedBy: " ").count, sentence.capitalized)
print("Swift".caseInsensitiveCompare("SWIFT") == .orderedSame, "apple".compare("banana") == .orderedAscending)
print(sentence.range(of: "sat") != nil, sentence.range(of: "dog") == nil)
print("a-b_c d".components(separatedBy: CharacterSet(charactersIn: "-_ ")))
print("  x  ".trimmingCharacters(in: .whitespaces).isEmpty, "   ".trimmingCharacters(in: .whitespaces).isEmpty)
print(String(format: "%05d|%.2f|%@|%x", 42, 3.14159, "str", 255))
print("Hello".lowercased().hasPrefix("he"), "line1\nline2".components(separatedBy: .newlines))
let padded = "7".padding(toLength: 3, withPad: "0", startingAt: 0)
print(padded, "abc".padding(toLength: 2, withPad: " ", startingAt: 0))
print(sentence.contains("mat"), sentence.uppercased().contains("MAT"))
