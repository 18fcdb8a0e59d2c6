// A tiny regular-expression matcher supporting literals, '.', '*', '^' and '$' (after Pike).
func matchHere(_ re: [Character], _ text: [Character]) -> Bool {
    if re.isEmpty { return true }
    if re.count >= 2 && re[1] == "*" { return matchStar(re[0], Array(re[2...]), text) }
    if re == ["$"] { return text.isEmpty }
    if let t = text.first, re[0] == "." || re[0] == t { return matchHere(Array(re.dropFirst()), Array(text.dropFirst())) }
    return false
}
func matchStar(_ c: Character, _ re: [Character], _ text: [Character]) -> Bool {
    var t = text[...]
    while true {
        if matchHere(re, Array(t)) { return true }
        guard let first = t.first, c == "." || first == c else { return false }
        t = t.dropFirst()
    }
}
func match(_ regex: String, _ text: String) -> Bool {
    let re = Array(regex), t = Array(text)
    if re.first == "^" { return matchHere(Array(re.dropFirst()), t) }
    var i = 0
    repeat {
        if matchHere(re, Array(t[i...])) { return true }
        i += 1
    } while i <= t.count
    return false
}
let cases: [(String, String)] = [("abc", "xxabcxx"), ("^abc", "xxabc"), ("^ab*c$", "ac"), ("^ab*c$", "abbbbc"),
                                 ("a.c", "abc"), ("a.c", "ac"), ("colou*r", "color"), (".*", ""), ("x$", "box"),
                                 ("^$", ""), ("^$", "a"), ("b*", "ccc"), ("^a.*z$", "abcz"), ("^a.*z$", "abczy")]
for (re, text) in cases {
    print("/\(re)/ ~ \"\(text)\":", match(re, text))
}
let words = ["swift", "shift", "sift", "soft", "gift"]
print(words.filter { match("^s.*ft$", $0) }, words.filter { match("if", $0) })
