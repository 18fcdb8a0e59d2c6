// A command dispatcher: a dictionary of closures, argument parsing and a small interpreter loop.
enum CommandError: Error { case unknown(String), badArguments(String) }
var stack: [Int] = []
var commands: [String: ([String]) throws -> String] = [:]
commands["push"] = { args in
    guard !args.isEmpty else { throw CommandError.badArguments("push needs values") }
    let values = args.compactMap { Int($0) }
    guard values.count == args.count else { throw CommandError.badArguments("not a number in \(args)") }
    stack += values
    return "pushed \(values.count)"
}
commands["pop"] = { _ in
    guard let v = stack.popLast() else { return "empty" }
    return "popped \(v)"
}
commands["sum"] = { _ in "sum \(stack.reduce(0, +))" }
commands["clear"] = { _ in stack.removeAll(); return "cleared" }
commands["help"] = { _ in "commands: " + commands.keys.sorted().joined(separator: ", ") }
func execute(_ line: String) -> String {
    let words = line.split(separator: " ").map(String.init)
    guard let name = words.first else { return "(nothing)" }
    do {
        guard let command = commands[name] else { throw CommandError.unknown(name) }
        return try command(Array(words.dropFirst()))
    } catch CommandError.unknown(let n) {
        return "unknown command \(n)"
    } catch CommandError.badArguments(let why) {
        return "bad arguments: \(why)"
    } catch {
        return "error \(error)"
    }
}
let script = ["help", "push 1 2 3", "sum", "pop", "push", "push 4 x", "sum", "jump", "", "clear", "pop"]
for line in script {
    print("> \(line)")
    print(execute(line))
}
print(stack)
