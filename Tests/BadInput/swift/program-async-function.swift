// A construct the interpreter does not run: named at its place, not guessed at.
func load() async -> Int { 1 }
print("start")
