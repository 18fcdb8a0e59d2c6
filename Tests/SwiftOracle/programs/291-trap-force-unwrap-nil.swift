// Traps: force-unwrapping nil. Everything printed before the trap is part of the expected output.
let settings: [String: String] = ["theme": "dark"]
let theme = settings["theme"]!
print("theme:", theme)
func port(_ text: String) -> Int? { Int(text) }
let parsed = [port("80"), port("http")]
print(parsed)
for value in parsed {
    print("using port", value!)
}
print("not reached")
