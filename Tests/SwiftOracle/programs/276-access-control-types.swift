// Access modifiers on types, members and extensions; private(set) counters read from outside.
public struct Temperature {
    public private(set) var readings: [Double] = []
    private var maxReadings: Int
    public init(max: Int) { maxReadings = max }
    public mutating func record(_ t: Double) {
        readings.append(t)
        if readings.count > maxReadings { readings.removeFirst() }
    }
    public var average: Double? { readings.isEmpty ? nil : readings.reduce(0, +) / Double(readings.count) }
}
fileprivate extension Temperature {
    var spread: Double { (readings.max() ?? 0) - (readings.min() ?? 0) }
}
var t = Temperature(max: 3)
[20.5, 21.0, 19.5, 22.0].forEach { t.record($0) }
print(t.readings, t.average as Any, t.spread)
open class Widget {
    public let id: String
    internal var renders = 0
    public init(id: String) { self.id = id }
    open func render() -> String { renders += 1; return "[\(id)]" }
    public final func renderTwice() -> String { render() + render() }
}
final class Button: Widget {
    private let title: String
    init(id: String, title: String) { self.title = title; super.init(id: id) }
    override func render() -> String { renders += 1; return "(\(title))" }
}
let widgets: [Widget] = [Widget(id: "w1"), Button(id: "b1", title: "OK")]
print(widgets.map { $0.renderTwice() }, widgets.map(\.renders))
private enum Secret: String { case a = "alpha" }
internal func reveal() -> String { Secret.a.rawValue }
print(reveal())
