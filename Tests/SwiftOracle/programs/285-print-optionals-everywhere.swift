// Optionals in every position: top level, in collections, nested, in tuples, in string interpolation.
let some: Int? = 1
let none: Int? = nil
print(some as Any, none as Any)
print(String(describing: some), String(describing: none))
print("\(String(describing: some)) \(some ?? 0)")
print([some, none], [[some]], [none: 1] as [Int?: Int])
print((some, none))
let str: String? = "s"
let ch: Character? = "c"
let dbl: Double? = 1.5
let boolean: Bool? = true
print(str as Any, ch as Any, dbl as Any, boolean as Any)
print([str, nil], [ch], [dbl], [boolean])
let nested: String?? = "deep"
let nestedNil: String?? = .some(nil)
print(nested as Any, nestedNil as Any, [nested, nestedNil, nil])
struct S { let v: Int? }
print(S(v: 1), S(v: nil), [S(v: 2)])
let arrayOpt: [Int]? = []
print(arrayOpt as Any, arrayOpt?.first as Any, arrayOpt?.count as Any)
let dictOpt: [String: Int?] = ["a": 1, "b": nil]
print(dictOpt["a"] as Any, dictOpt["b"] as Any, dictOpt["c"] as Any)
let tupleOpt: (Int, String)? = (1, "one")
print(tupleOpt as Any, tupleOpt?.1 as Any)
