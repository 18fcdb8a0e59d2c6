// An elevator controller: requests as a set of floors, direction enum, stepping one floor a tick.
enum Direction { case up, down, idle }
struct Elevator {
    var floor = 0
    var direction = Direction.idle
    var requests = Set<Int>()
    var log: [String] = []
    mutating func request(_ f: Int) { if f != floor { requests.insert(f) } }
    mutating func tick() {
        if requests.isEmpty { direction = .idle; return }
        switch direction {
        case .idle:
            let nearest = requests.min { abs($0 - floor) < abs($1 - floor) || (abs($0 - floor) == abs($1 - floor) && $0 < $1) }!
            direction = nearest > floor ? .up : .down
        case .up where !requests.contains(where: { $0 > floor }):
            direction = .down
        case .down where !requests.contains(where: { $0 < floor }):
            direction = .up
        default:
            break
        }
        floor += direction == .up ? 1 : -1
        if requests.remove(floor) != nil { log.append("stop \(floor)") }
    }
}
var e = Elevator()
e.request(5)
e.request(2)
for tick in 1...12 {
    if tick == 3 { e.request(0); e.request(4) }
    if tick == 6 { e.request(1) }
    e.tick()
    print(tick, e.floor, e.direction, e.requests.sorted())
}
print(e.log)
