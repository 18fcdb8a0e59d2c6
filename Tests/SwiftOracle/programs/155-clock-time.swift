// A 24-hour clock value type: normalization with modulo, adding minutes, comparisons, formatting.
struct Clock: Comparable, Hashable, CustomStringConvertible {
    private(set) var minutes: Int
    init(hour: Int, minute: Int = 0) {
        let total = (hour * 60 + minute) % 1440
        minutes = total < 0 ? total + 1440 : total
    }
    var hour: Int { minutes / 60 }
    var minute: Int { minutes % 60 }
    func adding(minutes m: Int) -> Clock { Clock(hour: 0, minute: minutes + m) }
    static func < (a: Clock, b: Clock) -> Bool { a.minutes < b.minutes }
    static func - (a: Clock, b: Clock) -> Int { (a.minutes - b.minutes + 1440) % 1440 }
    var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
    var twelveHour: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
print(Clock(hour: 8), Clock(hour: 25, minute: 61), Clock(hour: -1, minute: -15), Clock(hour: 0, minute: -1441))
let meeting = Clock(hour: 9, minute: 45)
print(meeting.adding(minutes: 30), meeting.adding(minutes: -600), meeting.adding(minutes: 1440 * 3))
print(Clock(hour: 10) - meeting, meeting - Clock(hour: 10))
let alarms = [Clock(hour: 23, minute: 30), Clock(hour: 6, minute: 5), Clock(hour: 12), Clock(hour: 0)]
print(alarms.sorted(), alarms.map(\.twelveHour))
print(Clock(hour: 24) == Clock(hour: 0), Set(alarms + [Clock(hour: 24)]).count)
var t = Clock(hour: 22)
var stamps: [String] = []
for _ in 0..<4 { t = t.adding(minutes: 75); stamps.append(t.description) }
print(stamps)
