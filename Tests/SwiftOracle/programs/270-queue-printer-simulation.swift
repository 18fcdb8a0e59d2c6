// A print queue simulation: jobs with priorities as an enum, aging, and per-tick output.
enum Priority: Int, Comparable, CustomStringConvertible {
    case low = 0, normal, urgent
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["low", "normal", "urgent"][rawValue] }
}
struct Job { let id: Int; var priority: Priority; var pages: Int; var waited = 0 }
var queue: [Job] = []
var nextID = 1
func submit(_ pages: Int, _ p: Priority) { queue.append(Job(id: nextID, priority: p, pages: pages)); nextID += 1 }
submit(3, .low); submit(1, .normal); submit(2, .urgent); submit(4, .low)
var current: Job?
var done: [String] = []
for tick in 1...12 {
    if tick == 4 { submit(1, .urgent) }
    if current == nil, let best = queue.indices.max(by: { (queue[$0].priority, -queue[$0].id) < (queue[$1].priority, -queue[$1].id) }) {
        current = queue.remove(at: best)
    }
    for i in queue.indices {
        queue[i].waited += 1
        if queue[i].waited >= 4, queue[i].priority < .urgent {
            queue[i].priority = Priority(rawValue: queue[i].priority.rawValue + 1)!
            queue[i].waited = 0
        }
    }
    if var job = current {
        job.pages -= 1
        print("tick \(tick): job \(job.id) (\(job.priority)) \(job.pages) left; waiting \(queue.map { "\($0.id):\($0.priority)" })")
        if job.pages == 0 { done.append("job \(job.id)@\(tick)"); current = nil } else { current = job }
    } else {
        print("tick \(tick): idle")
    }
}
print(done)
