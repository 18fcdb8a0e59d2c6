// switch over Int, String and Character with multiple values per case and default.
func describe(_ n: Int) -> String {
    switch n {
    case 0:
        return "zero"
    case 1, 2, 3:
        return "small"
    case 4...9:
        return "medium"
    case 10..<100:
        return "large"
    case ..<0:
        return "negative"
    default:
        return "huge"
    }
}
for n in [0, 2, 7, 42, -5, 1000] {
    print(n, describe(n))
}
func command(_ s: String) -> String {
    switch s {
    case "start", "go": return "starting"
    case "stop": return "stopping"
    default: return "unknown command '\(s)'"
    }
}
print(command("go"), command("stop"), command("jump"), separator: "; ")
func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "0"..."9": return "digit"
    case " ": return "space"
    default: return "other"
    }
}
print("a1 z".map(kind))
let value = 5
switch value {
case let x where x % 2 == 0:
    print(x, "is even")
case let x:
    print(x, "is odd")
}
