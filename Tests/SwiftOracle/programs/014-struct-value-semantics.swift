// Structs are values: assignment copies, mutation of a copy leaves the original alone.
struct Point {
    var x: Int
    var y: Int
}
var a = Point(x: 1, y: 2)
var b = a
b.x = 100
print(a)
print(b)
var points = [a, b]
var copy = points
copy[0].y = -1
print(points)
print(copy)
func moved(_ p: Point) -> Point {
    var p = p
    p.x += 10
    return p
}
let c = moved(a)
print(a, c)
struct Line {
    var start: Point
    var end: Point
}
var line = Line(start: a, end: b)
var other = line
other.end.y = 99
print(line)
print(other)
a.y = 50
print(line.start.y, a.y)
let frozen = Point(x: 0, y: 0)
var thawed = frozen
thawed.x = 7
print(frozen, thawed)
print(a == Point(x: 1, y: 50) ? "equal" : "different")
extension Point: Equatable {}
