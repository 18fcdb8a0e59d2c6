// Evaluation order and short-circuiting made visible: &&, ||, ??, ternary, and argument order.
var trace: [String] = []
func t(_ label: String, _ value: Bool) -> Bool { trace.append(label); return value }
func n(_ label: String, _ value: Int?) -> Int? { trace.append(label); return value }
func v(_ label: String, _ value: Int) -> Int { trace.append(label); return value }
_ = t("a", false) && t("b", true)
_ = t("c", true) || t("d", true)
_ = t("e", true) && t("f", false) || t("g", true)
print(trace); trace.removeAll()
let x = n("first", 1) ?? v("fallback", 2)
let y = n("none", nil) ?? v("fallback", 3)
let z = n("none1", nil) ?? n("none2", nil) ?? v("last", 4)
print(x, y, z, trace); trace.removeAll()
let pick = t("cond", false) ? v("then", 1) : v("else", 2)
print(pick, trace); trace.removeAll()
func three(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
print(three(v("1st", 1), v("2nd", 2), v("3rd", 3)), trace); trace.removeAll()
var array = [v("e0", 10), v("e1", 20)]
array[v("index", 0)] += v("rhs", 5)
print(array, trace); trace.removeAll()
let dict = [v("k", 1): v("val", 2)]
print(dict, trace); trace.removeAll()
let tuple = (v("t0", 0), v("t1", 1))
let sum = v("lhs", 1) + v("mid", 2) * v("rhs", 3)
print(tuple, sum, trace); trace.removeAll()
let s = "\(v("interp1", 1)) and \(v("interp2", 2))"
print(s, trace)
