// Printing a month calendar grid from the weekday of the first day and the month length.
func isLeap(_ y: Int) -> Bool { y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) }
func daysIn(_ m: Int, _ y: Int) -> Int { [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] }
func weekday(_ y: Int, _ m: Int, _ d: Int) -> Int {
    let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
    let yy = m < 3 ? y - 1 : y
    return (yy + yy / 4 - yy / 100 + yy / 400 + t[m - 1] + d) % 7
}
func calendar(_ y: Int, _ m: Int) -> [String] {
    let names = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    let title = "\(names[m - 1]) \(y)"
    var lines = [String(repeating: " ", count: (20 - title.count) / 2) + title, "Su Mo Tu We Th Fr Sa"]
    var cells = Array(repeating: "  ", count: weekday(y, m, 1))
    cells += (1...daysIn(m, y)).map { $0 < 10 ? " \($0)" : "\($0)" }
    while !cells.isEmpty {
        lines.append(cells.prefix(7).joined(separator: " "))
        cells.removeFirst(min(7, cells.count))
    }
    return lines
}
calendar(2024, 2).forEach { print($0) }
print()
calendar(2023, 10).forEach { print($0) }
print(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday(2000, 1, 1)], weekday(1970, 1, 1))
let fridays13 = (1...12).filter { weekday(2026, $0, 13) == 5 }
print("Friday the 13th in 2026:", fridays13)
