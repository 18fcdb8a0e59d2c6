// try? on calls that already return optionals flattens to one level (Swift 5 and later).
enum E: Error { case bad }
func lookup(_ key: String) throws -> Int? {
    if key == "error" { throw E.bad }
    return ["a": 1][key]
}
let found = try? lookup("a")
let missing = try? lookup("zzz")
let failed = try? lookup("error")
print(found as Any, missing as Any, failed as Any)
print(type(of: found))
if let v = try? lookup("a") {
    print("value", v)
}
let values = ["a", "zzz", "error"].map { try? lookup($0) }
print(values)
let nonNil = ["a", "zzz", "error"].compactMap { try? lookup($0) }
print(nonNil)
func parse(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw E.bad }
    return v
}
let total = ["1", "x", "3"].reduce(0) { $0 + ((try? parse($1)) ?? 0) }
print(total)
let optionalString: String? = "42"
let chained = try? optionalString.map(parse)
print(chained as Any)
let chainedBad = try? Optional("no").map(parse)
print(chainedBad as Any)
let forced: Int? = try! lookup("a")
print(forced as Any)
