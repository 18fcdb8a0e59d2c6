// Values of type Any: switch with `case let x as T`, `is`, and printing heterogeneous arrays.
var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append([1, 2])
things.append(Optional<Int>.none as Any)
things.append({ (name: String) -> String in "Hello, \(name)" })
for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let someInt as Int:
        print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0:
        print("a positive double value of \(someDouble)")
    case let someString as String:
        print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let list as [Int]:
        print("an array of \(list.count) ints")
    case let stringConverter as (String) -> String:
        print(stringConverter("Michael"))
    default:
        print("something else:", thing)
    }
}
let mixed: [Any] = [1, "two", 3.0, true, [4], Character("5")]
print(mixed.count)
print(mixed.filter { $0 is Int }.count, mixed.filter { $0 is String }.count)
print(mixed[1] as? String as Any, mixed[0] as? String as Any)
let n = mixed[0] as! Int
print(n + 1)
let anyOptional: Any = Optional(5) as Any
print(anyOptional, anyOptional is Int, anyOptional as? Int as Any)
