// switch with fallthrough, exhaustive enum switches without default, and nested switches.
func describe(_ n: Int) -> String {
    var d = "\(n) is"
    switch n {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        d += " a prime number, and also"
        fallthrough
    default:
        d += " an integer."
    }
    return d
}
print(describe(5))
print(describe(8))
func levels(_ n: Int) -> [String] {
    var out: [String] = []
    switch n {
    case 3: out.append("three"); fallthrough
    case 2: out.append("two"); fallthrough
    case 1: out.append("one")
    default: out.append("none")
    }
    return out
}
print(levels(3), levels(2), levels(1), levels(0))
enum Compass { case n, e, s, w }
enum Turn { case left, right }
func turn(_ c: Compass, _ t: Turn) -> Compass {
    switch (c, t) {
    case (.n, .left), (.s, .right): return .w
    case (.n, .right), (.s, .left): return .e
    case (.e, .left), (.w, .right): return .n
    case (.e, .right), (.w, .left): return .s
    }
}
var heading = Compass.n
for t: Turn in [.right, .right, .left, .left, .left] {
    heading = turn(heading, t)
    print(heading, terminator: " ")
}
print()
let value: (Int, String) = (2, "b")
switch value.0 {
case 1:
    print("one")
case 2:
    switch value.1 {
    case "a": print("two-a")
    case "b": print("two-b")
    default: print("two-other")
    }
default:
    break
}
let c: Character = "e"
switch c {
case "a", "e", "i", "o", "u": print("vowel"); break
default: print("consonant")
}
