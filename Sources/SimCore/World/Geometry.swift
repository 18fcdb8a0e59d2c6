// Geometry in points, as UIKit's CGPoint / CGSize / CGRect (Double instead of CGFloat).

/// A point in a view's or a window's coordinates (CGPoint).
public struct Point: Equatable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards (UIKit's orientation).
    public var y: Double
    /// A point at `x`, `y`.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(0, 0)
    /// `(x, y)`, numbers as the trace prints them.
    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}

/// A width and a height in points (CGSize).
public struct Size: Equatable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double
    /// A size of `width` by `height`.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
}

/// A rectangle: an origin and a size (CGRect), as frames and bounds are given.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size
    /// The rectangle at `x`, `y` that is `width` wide and `height` high.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge (outside the rectangle, as in ``contains(_:)``).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (outside the rectangle, as in ``contains(_:)``).
    public var maxY: Double { origin.y + size.height }
    /// The middle point: where a `tap` on a view lands.
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// UIKit's `CGRect.contains(_:)`: the min edges are inside, the max edges are outside.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rect grown by `margin` on every side (`CGRect.insetBy(dx: -m, dy: -m)`).
    public func expanded(by margin: Double) -> Rect {
        Rect(minX - margin, minY - margin, size.width + 2 * margin, size.height + 2 * margin)
    }

    /// `(x, y, width, height)`, numbers as the trace prints them.
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(size.width)), \(formatNumber(size.height)))"
    }
}

/// Formats a number the way the trace shows it: integers without a fraction, others with up to 3 decimals.
/// Deterministic and locale-free (never uses the C library's locale-aware printf).
public func formatNumber(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v < 0 ? "-inf" : "inf" }
    // Beyond 1e15 thousandths no longer fit the fraction arithmetic below; such numbers are
    // whole anyway. Beyond Int64, Swift's shortest spelling ("1e+300") is still a JSON number.
    if abs(v) >= 1e15 { return abs(v) < 9e18 ? String(Int64(v.rounded())) : "\(v)" }
    let scaled = (v * 1000).rounded()
    if scaled == (v.rounded() * 1000) { return String(Int64(v.rounded())) }
    let negative = scaled < 0
    let magnitude = Int64(abs(scaled))
    var fraction = String(magnitude % 1000)
    while fraction.count < 3 { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative ? "-" : "") + String(magnitude / 1000) + "." + fraction
}

/// The straight-line distance between two points.
func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
