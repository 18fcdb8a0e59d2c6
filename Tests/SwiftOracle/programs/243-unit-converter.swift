// Unit conversion with nested enums per dimension, a base-unit factor table and errors.
enum Dimension: String { case length, mass, temperature }
enum UnitName: String, CaseIterable {
    case mm, cm, m, km, inch, ft, mile, g, kg, lb, oz, c, f, k
    var dimension: Dimension {
        switch self {
        case .mm, .cm, .m, .km, .inch, .ft, .mile: return .length
        case .g, .kg, .lb, .oz: return .mass
        case .c, .f, .k: return .temperature
        }
    }
    var factor: Double {
        switch self {
        case .mm: return 0.001
        case .cm: return 0.01
        case .m, .kg, .c, .k, .f: return 1
        case .km: return 1000
        case .inch: return 0.0254
        case .ft: return 0.3048
        case .mile: return 1609.344
        case .g: return 0.001
        case .lb: return 0.45359237
        case .oz: return 0.028349523125
        }
    }
}
enum ConversionError: Error { case unknownUnit(String), mismatch(Dimension, Dimension) }
func toKelvin(_ v: Double, _ u: UnitName) -> Double { u == .c ? v + 273.15 : u == .f ? (v - 32) * 5 / 9 + 273.15 : v }
func fromKelvin(_ v: Double, _ u: UnitName) -> Double { u == .c ? v - 273.15 : u == .f ? (v - 273.15) * 9 / 5 + 32 : v }
func convert(_ value: Double, _ from: String, _ to: String) throws -> Double {
    guard let a = UnitName(rawValue: from) else { throw ConversionError.unknownUnit(from) }
    guard let b = UnitName(rawValue: to) else { throw ConversionError.unknownUnit(to) }
    guard a.dimension == b.dimension else { throw ConversionError.mismatch(a.dimension, b.dimension) }
    let result = a.dimension == .temperature ? fromKelvin(toKelvin(value, a), b) : value * a.factor / b.factor
    return (result * 10000).rounded() / 10000
}
let requests: [(Double, String, String)] = [(1, "mile", "km"), (180, "cm", "ft"), (100, "c", "f"), (-40, "f", "c"),
                                            (0, "k", "c"), (16, "oz", "lb"), (2.5, "kg", "g"), (3, "m", "kg"), (1, "yd", "m")]
for (v, a, b) in requests {
    do { print(v, a, "=", try convert(v, a, b), b) } catch { print(v, a, "->", b, ":", error) }
}
print(UnitName.allCases.filter { $0.dimension == .mass }.map(\.rawValue))
