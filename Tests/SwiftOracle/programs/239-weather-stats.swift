// Weather records: structs with enums, grouping by month, streaks, and extremes.
enum Sky: String { case sunny, cloudy, rainy, snowy }
struct Day { let month: Int; let day: Int; let high: Int; let low: Int; let sky: Sky }
let data: [(Int, Int, Int, Int, Sky)] = [
    (1, 1, 2, -5, .snowy), (1, 2, 4, -2, .cloudy), (1, 3, 6, 0, .sunny), (1, 4, 5, -1, .sunny),
    (2, 1, 8, 1, .rainy), (2, 2, 9, 3, .rainy), (2, 3, 12, 4, .sunny), (2, 4, 7, 2, .rainy),
    (3, 1, 15, 6, .sunny), (3, 2, 16, 7, .sunny), (3, 3, 14, 5, .sunny), (3, 4, 11, 4, .cloudy),
]
let days = data.map { Day(month: $0.0, day: $0.1, high: $0.2, low: $0.3, sky: $0.4) }
let byMonth = Dictionary(grouping: days, by: \.month)
for m in byMonth.keys.sorted() {
    let ds = byMonth[m]!
    let avgHigh = Double(ds.map(\.high).reduce(0, +)) / Double(ds.count)
    let range = ds.map(\.low).min()!...ds.map(\.high).max()!
    print("month \(m): avg high \(avgHigh), range \(range)")
}
var longest = (sky: Sky.sunny, length: 0), current = (sky: days[0].sky, length: 0)
for d in days {
    current = d.sky == current.sky ? (current.sky, current.length + 1) : (d.sky, 1)
    if current.length > longest.length { longest = current }
}
print("longest streak:", longest.length, longest.sky.rawValue)
let skies = days.reduce(into: [Sky: Int]()) { $0[$1.sky, default: 0] += 1 }
print(skies.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue): \($0.value)" })
let hottest = days.max { $0.high < $1.high }!, coldest = days.min { $0.low < $1.low }!
print("hottest \(hottest.month)/\(hottest.day) \(hottest.high), coldest \(coldest.month)/\(coldest.day) \(coldest.low)")
let freezing = days.filter { $0.low < 0 }.map { "\($0.month)/\($0.day)" }
print("freezing nights:", freezing, "widest swing:", days.map { $0.high - $0.low }.max()!)
