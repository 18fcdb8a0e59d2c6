// Escaping closures stored for later: a work queue that runs completion handlers in order.
final class WorkQueue {
    private var jobs: [(name: String, work: () -> Int)] = []
    private var completions: [(Int) -> Void] = []
    func enqueue(_ name: String, _ work: @escaping () -> Int, completion: @escaping (Int) -> Void) {
        jobs.append((name, work))
        completions.append(completion)
        print("queued", name, "(\(jobs.count) pending)")
    }
    func runAll() {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            let done = completions.removeFirst()
            print("running", job.name)
            done(job.work())
        }
    }
}
let queue = WorkQueue()
var results: [String: Int] = [:]
var base = 10
queue.enqueue("square", { base * base }) { results["square"] = $0 }
queue.enqueue("sum", { (1...base).reduce(0, +) }) { value in
    results["sum"] = value
    print("sum finished with", value)
}
base = 4
print("before running:", results.count)
queue.runAll()
for key in results.keys.sorted() { print(key, results[key]!) }
var handlers: [String: () -> String] = [:]
func register(_ name: String, _ handler: @escaping () -> String) { handlers[name] = handler }
for word in ["one", "two"] {
    register(word) { word.uppercased() }
}
print(handlers.keys.sorted().map { handlers[$0]!() })
func makeMultiplier(_ k: Int) -> (Int) -> Int { { $0 * k } }
let table = (1...3).map(makeMultiplier)
print(table.map { $0(10) })
