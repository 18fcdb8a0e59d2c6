// String interpolation of expressions, optionals, nested quotes, and multi-line strings.
let name = "Ada"
let age = 36
let height = 1.65
print("\(name) is \(age) years old and \(height)m tall")
print("next year: \(age + 1), double: \(Double(age) * 2)")
print("in quotes: \"\(name)\"")
print("array: \([1, 2, 3]), tuple: \((1, "x")), dict: \(["k": 1])")
let nickname: String? = nil
let middle: String? = "B."
print("nick: \(nickname ?? "none"), middle: \(String(describing: middle))")
print("bools: \(true && false) \(age > 30)")
print("call: \(name.uppercased()) \(name.count)")
print("ternary: \(age >= 18 ? "adult" : "minor")")
print("nested: \("inner \("deep \(age)")")")
struct P { var x = 1 }
print("struct: \(P()), array of struct: \([P()])")
let multi = """
    Name: \(name)
    Age:  \(age)
      indented \(height)
    done
    """
print(multi)
let joined = """
    one \
    line
    """
print(joined)
var s = ""
for i in 1...3 { s += "\(i)" + (i < 3 ? "," : "") }
print(s)
let escaped = "tab:\t| backslash:\\ | unicode:\u{2665} | dollar:$"
print(escaped)
let empty = "\("")|\(String())|"
print(empty, empty.count)
print("\(1)\(2)\(3)" == "123", "\(-0.0)", "\(1e20)", "\(Float(2.5))")
