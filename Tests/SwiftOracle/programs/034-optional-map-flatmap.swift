// Optional.map and flatMap, force unwrap where it is safe, and implicitly unwrapped optionals.
let text: String? = "42"
let none: String? = nil
print(text.map { $0 + "!" } as Any)
print(none.map { $0 + "!" } as Any)
print(text.flatMap { Int($0) } as Any)
print(text.map { Int($0) } as Any)
print(Optional("x").flatMap { Int($0) } as Any)
let count = text?.count ?? 0
print(count)
let forced = text!
print(forced)
var implicit: String! = "implicit"
print(implicit.count)
let copy: String = implicit
print(copy)
implicit = nil
print(implicit == nil)
let scores: [String: Int] = ["a": 3]
let doubled = scores["a"].map { $0 * 2 }
print(doubled as Any, scores["b"].map { $0 * 2 } as Any)
func halve(_ n: Int) -> Int? { n % 2 == 0 ? n / 2 : nil }
let chain = Optional(20).flatMap(halve).flatMap(halve).flatMap(halve)
print(chain as Any)
let chain2 = Optional(12).flatMap(halve).flatMap(halve)
print(chain2 as Any)
print(Optional(3).map(String.init) as Any)
if let upper = text.map({ $0.uppercased() }) {
    print(upper)
}
