// Traps: fatalError with a message, from a switch's "impossible" default.
enum Command: String { case start, stop }
func run(_ text: String) -> String {
    guard let c = Command(rawValue: text) else {
        fatalError("unknown command \(text)")
    }
    return "running \(c)"
}
print(run("start"))
print(run("stop"))
print(run("jump"))
