// Unicode in strings: grapheme clusters, scalars, UTF-8 counts, comparison and printing.
let words = ["café", "cafe\u{301}", "naïve", "🇯🇵", "👨‍👩‍👧", "a\u{20DD}"]
for w in words {
    print(w, w.count, w.unicodeScalars.count, w.utf8.count, w.utf16.count)
}
print("café" == "cafe\u{301}", "café".utf8.count == "cafe\u{301}".utf8.count)
print(words)
let scalars = "Hi!".unicodeScalars.map { $0.value }
print(scalars)
print("ẞ".lowercased(), "ǅ".uppercased(), "İ".lowercased().count)
let mixed = "Zoë 🎉 日本"
print(mixed.reversed().map { String($0) })
print(mixed.filter { $0.isLetter }, mixed.filter { !$0.isASCII })
print(Character("é").isLetter, Character("7").isNumber, Character("٣").isNumber, Character("٣").wholeNumberValue as Any)
let escaped = "\u{48}\u{49} \u{1F600}"
print(escaped, escaped.count)
print(["\u{E9}", "e\u{301}"], Set(["\u{E9}", "e\u{301}"]).count)
print("ǆ".count, "\r\n".count, "\n\r".count)
var s = ""
s.append("e")
s.append("\u{301}")
print(s, s.count)
print("straße" < "strasse", "Ä" < "B", "a" < "B")
print(String(UnicodeScalar(0x2603)!), Character(Unicode.Scalar(97)))
