// Top-level code runs in order; functions and types declared later can be used earlier,
// and global variables are initialized when execution reaches them.
print(double(21))
print(Shape.unit.area)
var log: [String] = []
func double(_ x: Int) -> Int { x * 2 }
func record(_ s: String) -> String {
    log.append(s)
    return s
}
let first = record("first")
let second = record("second")
print(log)
struct Shape {
    static let unit = Shape(side: 1)
    var side: Double
    var area: Double { side * side }
}
func useLater() -> Int { laterValue + 1 }
var laterValue = 10
print(useLater())
laterValue = 41
print(useLater())
enum Mode { case a, b }
let mode: Mode = pick()
func pick() -> Mode { log.count > 1 ? .b : .a }
print(mode, log.count)
class Registry {
    static var entries: [String] = {
        print("Registry.entries initialized")
        return ["initial"]
    }()
}
print("before touching Registry")
Registry.entries.append("added")
print(Registry.entries)
