// Struct initializers: several init overloads, delegation with self.init, defaults and let fields.
struct Color: CustomStringConvertible {
    let red: Int, green: Int, blue: Int
    init(red: Int, green: Int, blue: Int) {
        self.red = max(0, min(255, red))
        self.green = max(0, min(255, green))
        self.blue = max(0, min(255, blue))
    }
    init(white: Int) { self.init(red: white, green: white, blue: white) }
    init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7, let v = Int(hex.dropFirst(), radix: 16) else { return nil }
        self.init(red: v >> 16, green: (v >> 8) & 0xff, blue: v & 0xff)
    }
    init() { self.init(white: 0) }
    var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
    var description: String { "rgb(\(red), \(green), \(blue))" }
}
print(Color(red: 300, green: -5, blue: 128), Color(white: 200), Color())
print(Color(hex: "#ff8000") as Any, Color(hex: "ff8000") as Any, Color(hex: "#12345g") as Any)
print(Color(hex: "#0a0b0c")!.hex, Color(red: 1, green: 2, blue: 255).hex)
struct Rect {
    var x = 0.0, y = 0.0, width: Double, height: Double
    init(width: Double, height: Double) { self.width = width; self.height = height }
    init(center: (Double, Double), size: Double) {
        self.init(width: size, height: size)
        x = center.0 - size / 2
        y = center.1 - size / 2
    }
}
let r = Rect(center: (5, 5), size: 4)
print(r, Rect(width: 1, height: 2))
