// Overflow operators wrap; checked arithmetic reports overflow; Int.min and Int.max print exactly.
let big = Int.max
print(big &+ 1 == Int.min)
print(Int.min &- 1 == Int.max)
print(big &* 2)
let small: UInt8 = 250
print(small &+ 10, small &* 2)
let result = big.addingReportingOverflow(1)
print(result.partialValue, result.overflow)
print(Int.max.multipliedReportingOverflow(by: 1))
print(Int8(100).addingReportingOverflow(100))
print(Int.min, Int.max, -Int.max)
print(Int32.min, Int32.max, Int64.max, UInt32.max)
print(Int8(-128) &- 1, Int16.max &+ 1)
let x: UInt16 = 0
print(x &- 1)
print(Int(Int8.max) + 1, Int8(exactly: 128) as Any, Int8(exactly: 127) as Any)
print(UInt8(truncatingIfNeeded: 300), Int8(truncatingIfNeeded: 200))
print(Int(clamping: UInt.max) == Int.max, UInt8(clamping: -5), UInt8(clamping: 999))
print(1 << 10, 1024 >> 3, 0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010, ~0)
print(Int.bitWidth, (255).nonzeroBitCount, (8).trailingZeroBitCount)
print(String(255, radix: 2), String(255, radix: 16), String(-255, radix: 16, uppercase: true))
print(Int("ff", radix: 16) as Any, Int("-101", radix: 2) as Any, Int("z", radix: 10) as Any)
