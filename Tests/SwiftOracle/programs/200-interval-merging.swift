// Merging overlapping intervals, inserting a new one, and total covered length.
struct Interval: CustomStringConvertible, Comparable {
    var start: Int, end: Int
    var description: String { "[\(start),\(end)]" }
    static func < (a: Interval, b: Interval) -> Bool { (a.start, a.end) < (b.start, b.end) }
}
func merge(_ xs: [Interval]) -> [Interval] {
    var out: [Interval] = []
    for x in xs.sorted() {
        if let last = out.last, x.start <= last.end {
            out[out.count - 1].end = max(last.end, x.end)
        } else {
            out.append(x)
        }
    }
    return out
}
let meetings = [Interval(start: 9, end: 10), Interval(start: 14, end: 16), Interval(start: 9, end: 12),
                Interval(start: 15, end: 17), Interval(start: 20, end: 21), Interval(start: 12, end: 13)]
let merged = merge(meetings)
print(merged)
print("busy hours:", merged.reduce(0) { $0 + $1.end - $1.start })
var free: [Interval] = []
for (a, b) in zip(merged, merged.dropFirst()) { free.append(Interval(start: a.end, end: b.start)) }
print("free:", free)
print(merge(merged + [Interval(start: 11, end: 15)]))
print(merge([]), merge([Interval(start: 1, end: 1)]), merge([Interval(start: 5, end: 6), Interval(start: 1, end: 2)]))
let point = 15
print(merged.contains { $0.start <= point && point <= $0.end }, merged.firstIndex { $0.start > 13 } as Any)
