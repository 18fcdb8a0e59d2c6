// Conversions between Int, Double, Float, smaller integer types and strings.
let d = 9.99
print(Int(d), Int(-d), Int(d.rounded()), Int(d.rounded(.down)), Int((-d).rounded(.towardZero)))
print(Double(3), Double(3) / 2, 3 / 2, Double(3 / 2))
let i8: Int8 = 100
let u16: UInt16 = 60000
print(Int(i8) + Int(u16), Int16(i8) * 2, UInt32(u16) * 2)
print(Int8(exactly: 300) as Any, UInt8(exactly: -1) as Any, Int(exactly: d * 1e20) as Any)
print(String(42), String(-3.5), String(Float(1.25)), "\(UInt8(7))")
print(Int("42") as Any, Int("+42") as Any, Int(" 42") as Any, Int("4_2") as Any, Int("") as Any)
print(Double("3.") as Any, Double(".5") as Any, Double("1,5") as Any, Double("  1") as Any)
print(Int("9223372036854775807") as Any, Int("9223372036854775808") as Any)
print(UInt8("255") as Any, UInt8("256") as Any, Int8("-128") as Any)
let avg = Double([3, 4, 4].reduce(0, +)) / 3
print(avg, (avg * 100).rounded() / 100)
let percent = Int((0.456 * 100).rounded())
print("\(percent)%")
print(Float(3), Float(2.75), Double(Float(2.75)), Float("1.1") as Any)
print(7 / 2, -7 / 2, 7 % -2, Double(7) / 2, (7.0 / 2).rounded(.toNearestOrEven), (2.5).rounded(.toNearestOrEven))
print(Int(Double(Int.max / 2)) > 0, Int(Float(1e9)))
let bytes: [UInt8] = [72, 105]
print(String(decoding: bytes, as: UTF8.self), bytes.map { Int($0) }.reduce(0, +))
print(Character(UnicodeScalar(UInt8(65))), Int(Character("9").asciiValue!) - 48)
print(Bool("true") as Any, Bool("True") as Any, String(true).count)
