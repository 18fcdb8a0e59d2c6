// An event scheduler: events with times and priorities, recurring events, processing in order.
struct Event: CustomStringConvertible {
    let time: Int
    let priority: Int
    let name: String
    var repeatEvery: Int? = nil
    var description: String { "t=\(time) p=\(priority) \(name)" }
}
struct Scheduler {
    private var queue: [Event] = []
    private(set) var now = 0
    mutating func schedule(_ e: Event) {
        let i = queue.firstIndex { ($0.time, -$0.priority) > (e.time, -e.priority) } ?? queue.count
        queue.insert(e, at: i)
    }
    mutating func run(until end: Int) -> [String] {
        var log: [String] = []
        while let next = queue.first, next.time <= end {
            queue.removeFirst()
            now = next.time
            log.append(next.description)
            if let every = next.repeatEvery {
                schedule(Event(time: next.time + every, priority: next.priority, name: next.name, repeatEvery: every))
            }
        }
        now = end
        return log
    }
    var pending: [String] { queue.map(\.name) }
}
var s = Scheduler()
s.schedule(Event(time: 5, priority: 1, name: "backup"))
s.schedule(Event(time: 2, priority: 1, name: "email"))
s.schedule(Event(time: 2, priority: 5, name: "alarm"))
s.schedule(Event(time: 0, priority: 0, name: "tick", repeatEvery: 3))
s.schedule(Event(time: 20, priority: 0, name: "report"))
for line in s.run(until: 10) { print(line) }
print("now:", s.now, "pending:", s.pending)
print(s.run(until: 12), s.pending.count)
