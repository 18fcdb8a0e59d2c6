// Default descriptions of structs with every kind of field, at top level and nested in collections.
enum Kind { case small, large(Int) }
final class Ref { let id = 7 }
struct Inner { var flag = true }
struct Everything {
    var int = -3
    var double = 2.0
    var string = "quote\"d"
    var char: Character = "c"
    var bool = false
    var optional: Int? = nil
    var someOptional: String? = "x"
    var array = [1, 2]
    var dict = ["k": 1]
    var tuple = (1, "t")
    var kind = Kind.large(3)
    var simpleKind = Kind.small
    var inner = Inner()
    var ref = Ref()
    var range = 1..<4
}
let e = Everything()
print(e)
print([e.inner], Optional(e.inner) as Any)
print(String(describing: e.kind), "\(e.simpleKind)", [e.kind, e.simpleKind])
struct Wrapper { let value: Everything? }
print(Wrapper(value: nil))
struct Empty {}
struct HoldsEmpty { let e = Empty(); let list = [Empty()] }
print(HoldsEmpty())
struct Labeled { let point: (x: Int, y: Int); let nested: [[String: [Int]]] }
print(Labeled(point: (1, 2), nested: [["a": [1]]]))
