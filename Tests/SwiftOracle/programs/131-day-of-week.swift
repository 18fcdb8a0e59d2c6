// Calendar arithmetic without Foundation: leap years, days in month, weekday by Zeller.
enum Weekday: Int, CaseIterable { case saturday, sunday, monday, tuesday, wednesday, thursday, friday }
struct Date: Comparable, CustomStringConvertible {
    let year: Int, month: Int, day: Int
    static func < (a: Date, b: Date) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
    var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }
    static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
    var weekday: Weekday {
        var m = month, y = year
        if m < 3 { m += 12; y -= 1 }
        let k = y % 100, j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7
        return Weekday(rawValue: h)!
    }
    func adding(days n: Int) -> Date {
        var (y, m, d) = (year, month, day + n)
        while d > Date.days(in: m, of: y) {
            d -= Date.days(in: m, of: y)
            m += 1
            if m > 12 { m = 1; y += 1 }
        }
        return Date(year: y, month: m, day: d)
    }
}
print([1900, 2000, 2023, 2024].map(Date.isLeap))
let dates = [Date(year: 2000, month: 1, day: 1), Date(year: 1969, month: 7, day: 20), Date(year: 2024, month: 2, day: 29)]
for d in dates { print(d, d.weekday) }
print(dates.sorted(), dates.max()!)
let start = Date(year: 2023, month: 12, day: 25)
print(start.adding(days: 10), start.adding(days: 70), start.adding(days: 366).weekday)
print((1...12).map { Date.days(in: $0, of: 2024) }.reduce(0, +))
