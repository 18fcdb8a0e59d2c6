// A tour of everyday String API without Foundation: case, search, slicing, filtering, replacing.
let s = "  Hello, Swift World!  "
let trimmed = String(s.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
print("[\(trimmed)]", trimmed.count)
print(trimmed.lowercased(), trimmed.uppercased())
print(trimmed.hasPrefix("Hello"), trimmed.hasSuffix("!"), trimmed.contains("Swift"), trimmed.contains("swift"))
let commaParts: [Substring] = trimmed.split(separator: ",")
print(trimmed.split(separator: " "), commaParts.map { $0.count })
print(trimmed.filter { $0.isLetter }, trimmed.filter(\.isUppercase))
print(String(trimmed.map { $0 == "o" ? "0" : $0 }))
print(trimmed.replacing("World", with: "Linux"))
print(trimmed.firstIndex(of: "S").map { trimmed.distance(from: trimmed.startIndex, to: $0) } as Any)
print(trimmed.first!, trimmed.last!, trimmed.dropFirst(7).prefix(5))
print(trimmed.components(separatedBy: ", "))
print(trimmed.isEmpty, "".isEmpty, " ".isEmpty, trimmed.count, trimmed.utf8.count)
print(trimmed.starts(with: "Hell"), trimmed.reversed().starts(with: "!dl"))
print(trimmed.sorted().filter { $0 != " " }.prefix(5), Set(trimmed.lowercased()).count)
print(trimmed.enumerated().filter { $0.offset % 4 == 0 }.map { $0.element })
print(trimmed.firstRange(of: "Swift").map { trimmed[$0] } as Any, trimmed.ranges(of: "l").count)
print(String(repeating: "=", count: 10), trimmed.max()!, trimmed.min()!)
extension String {
    func components(separatedBy sep: String) -> [String] { split(separator: sep).map(String.init) }
}
