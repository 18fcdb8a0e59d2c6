// Nested optionals and arrays of optionals: how they print, compare and flatten.
let a: Int?? = 5
let b: Int?? = .some(nil)
let c: Int?? = nil
print(a as Any)
print(b as Any)
print(c as Any)
print(a == .some(.some(5)), b == .some(nil), c == nil)
let dict: [String: Int?] = ["x": 1, "y": nil]
print(dict["x"] as Any)
print(dict["y"] as Any)
print(dict["z"] as Any)
let arr: [Int?] = [1, nil, 3]
print(arr)
print(arr.compactMap { $0 })
print(arr.map { $0 ?? -1 })
let strings: [String?] = ["a", nil]
print(strings, [strings])
let triple: Int??? = 1
print(triple as Any)
if case let x?? = a {
    print("unwrapped twice:", x)
}
let flattened = b.flatMap { $0 }
print(flattened as Any)
let opts: [Double?] = [nil, 2.5]
print(opts, opts.last as Any)
let empty: [Int?] = []
print(empty, empty.first as Any)
