// Nested do/catch: inner handlers catch some errors, others propagate; rethrowing a converted error.
enum LowLevel: Error { case disk(Int), network }
enum HighLevel: Error { case saveFailed(reason: String) }
func write(_ block: Int) throws {
    if block == 3 { throw LowLevel.disk(block) }
    if block == 5 { throw LowLevel.network }
    print("wrote block", block)
}
func save(_ blocks: [Int]) throws {
    for b in blocks {
        do {
            try write(b)
        } catch LowLevel.network {
            print("network hiccup on", b, "- skipping")
        } catch {
            throw HighLevel.saveFailed(reason: "\(error)")
        }
    }
}
do {
    try save([1, 5, 2])
    print("first save done")
    try save([4, 3, 6])
    print("not reached")
} catch HighLevel.saveFailed(let reason) {
    print("save failed:", reason)
}
func attempt(_ n: Int) -> String {
    do {
        do {
            if n == 0 { throw LowLevel.network }
            if n == 1 { throw HighLevel.saveFailed(reason: "inner") }
            return "fine"
        } catch LowLevel.network {
            return "handled inside"
        }
    } catch {
        return "handled outside: \(error)"
    }
}
print(attempt(0), "|", attempt(1), "|", attempt(2))
var cleanup: [String] = []
func layered() throws {
    defer { cleanup.append("outer") }
    do {
        defer { cleanup.append("inner") }
        try write(3)
    }
}
do { try layered() } catch { print("layered:", error, cleanup) }
