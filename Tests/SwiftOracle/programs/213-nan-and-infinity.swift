// NaN and infinity in comparisons, min/max, sorting and arithmetic.
let nan = Double.nan
let inf = Double.infinity
print(nan == nan, nan != nan, nan < 1, nan > 1, nan.isNaN)
print(inf > 1e308, -inf < -1e308, inf == inf, inf - inf, inf * 0, 1 / inf, -1 / inf)
print(1.0 / 0.0, -1.0 / 0.0, (0.0 / 0.0).isNaN, 0.0 / 1.0)
print(Double.maximum(nan, 1), Double.minimum(1, nan), max(inf, 3), min(-inf, 3))
print([3.0, -inf, 1.5, inf].sorted(), [3.0, -inf, 1.5, inf].max()!, [3.0, -inf].min()!)
print(inf.isInfinite, inf.isFinite, nan.isFinite, (1e308 * 10).isInfinite, Double.greatestFiniteMagnitude * 2)
print((-0.0).isZero, -0.0 == 0.0, (-0.0).sign, (0.0).sign, 1 / -0.0)
let values = [1.0, nan, 2.0]
print(values.contains(nan), values.contains { $0.isNaN }, values.filter { !$0.isNaN }.reduce(0, +))
print(values.firstIndex(of: 2.0) as Any, values.firstIndex(of: nan) as Any)
print(Int(exactly: inf) as Any, Int(exactly: nan) as Any, Double("inf")!, Double("-nan")!.isNaN)
print(inf.description, nan.description, "\(-inf)", [nan])
print(Double.nan.nextUp.isNaN, Double.infinity.nextDown, (0.0).nextUp)
