// A sensor pipeline: protocols with default implementations, generic filters and observers.
protocol Stage {
    var name: String { get }
    func process(_ value: Double) -> Double?
}
extension Stage {
    var name: String { String(describing: type(of: self)) }
}
struct Clamp: Stage {
    let range: ClosedRange<Double>
    func process(_ v: Double) -> Double? { min(max(v, range.lowerBound), range.upperBound) }
}
struct DropOutliers: Stage {
    let limit: Double
    var name: String { "DropOutliers(>\(limit))" }
    func process(_ v: Double) -> Double? { abs(v) > limit ? nil : v }
}
final class Smooth: Stage {
    private var last: Double?
    let factor: Double
    init(factor: Double) { self.factor = factor }
    func process(_ v: Double) -> Double? {
        let s = last.map { $0 + factor * (v - $0) } ?? v
        last = s
        return (s * 1000).rounded() / 1000
    }
}
struct Pipeline {
    var stages: [Stage]
    var onDrop: ((Double, String) -> Void)?
    func run(_ v: Double) -> Double? {
        var current = v
        for stage in stages {
            guard let next = stage.process(current) else {
                onDrop?(v, stage.name)
                return nil
            }
            current = next
        }
        return current
    }
}
var dropped: [String] = []
var pipeline = Pipeline(stages: [DropOutliers(limit: 100), Clamp(range: 0...50), Smooth(factor: 0.5)])
pipeline.onDrop = { value, stage in dropped.append("\(value) at \(stage)") }
let readings = [10.0, 12.0, 500.0, 60.0, -3.0, 20.0, -150.0, 22.0]
print(readings.map { pipeline.run($0) as Any })
print(dropped)
print(pipeline.stages.map(\.name))
