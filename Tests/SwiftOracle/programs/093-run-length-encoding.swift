// Run-length encoding and decoding of strings.
func encode(_ s: String) -> String {
    var out = ""
    var prev: Character?
    var run = 0
    for c in s {
        if c == prev {
            run += 1
        } else {
            if let p = prev { out += "\(run)\(p)" }
            prev = c
            run = 1
        }
    }
    if let p = prev { out += "\(run)\(p)" }
    return out
}
func decode(_ s: String) -> String {
    var out = ""
    var number = 0
    for c in s {
        if let d = c.wholeNumberValue {
            number = number * 10 + d
        } else {
            out += String(repeating: String(c), count: number)
            number = 0
        }
    }
    return out
}
let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "", "aabbbcccc", "zzzzzzzzzzzz"]
for s in samples {
    let e = encode(s)
    let d = decode(e)
    print("\"\(e)\"", d == s, d.count)
}
func groups(_ s: String) -> [(Character, Int)] {
    var result: [(Character, Int)] = []
    for c in s {
        if let last = result.last, last.0 == c {
            result[result.count - 1].1 += 1
        } else {
            result.append((c, 1))
        }
    }
    return result
}
print(groups("aaabccdddd"))
print(groups("mississippi").filter { $0.1 > 1 }.map { String($0.0) })
