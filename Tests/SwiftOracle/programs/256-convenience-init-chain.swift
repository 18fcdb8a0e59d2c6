// Convenience initializers chaining to each other and to designated ones, across a subclass.
class Rect {
    var width: Double
    var height: Double
    var label: String
    init(width: Double, height: Double, label: String) {
        self.width = width
        self.height = height
        self.label = label
        print("designated Rect(\(width)x\(height), \(label))")
    }
    convenience init(side: Double) {
        self.init(width: side, height: side, label: "square")
        print("convenience init(side:)")
    }
    convenience init() {
        self.init(side: 1)
        label = "unit"
        print("convenience init()")
    }
    var area: Double { width * height }
}
class Frame: Rect {
    var border: Double
    init(width: Double, height: Double, border: Double) {
        self.border = border
        super.init(width: width, height: height, label: "frame")
        print("designated Frame border \(border)")
    }
    override convenience init(width: Double, height: Double, label: String) {
        self.init(width: width, height: height, border: 1)
        self.label = label
    }
    override var area: Double { (width + 2 * border) * (height + 2 * border) }
}
let r = Rect()
print(r.label, r.area)
print("---")
let f = Frame(side: 3)
print(f.label, f.area, f.border)
print("---")
let g = Frame(width: 2, height: 1, border: 0.5)
print(g.label, g.area)
