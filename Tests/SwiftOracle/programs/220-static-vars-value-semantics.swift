// Static stored properties are shared by the type; copying them out gives an independent value.
struct Palette {
    static var colors = ["red", "green"]
    static let defaultColor = "black"
    static func add(_ c: String) { colors.append(c) }
}
var local = Palette.colors
local.append("local-only")
Palette.add("blue")
print(Palette.colors, local)
Palette.colors[0] = "RED"
print(Palette.colors.first!, local.first!, Palette.defaultColor)
enum Counter {
    static var count = 0
    static func next() -> Int { count += 1; return count }
}
let ids = (0..<3).map { _ in Counter.next() }
print(ids, Counter.count)
class Base {
    static var instances = 0
    class var label: String { "base" }
    init() { Base.instances += 1 }
}
class Child: Base {
    override class var label: String { "child" }
}
_ = [Base(), Child(), Child()]
print(Base.instances, Child.instances, Base.label, Child.label)
struct Settings {
    static var shared = Settings()
    var volume = 5
}
var mySettings = Settings.shared
mySettings.volume = 10
Settings.shared.volume += 1
print(mySettings.volume, Settings.shared.volume)
