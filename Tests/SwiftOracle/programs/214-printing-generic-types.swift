// How print shows generic structs and classes, nested generic types, and types themselves.
struct Box<T> { var value: T }
class Holder<T> { var item: T; init(_ item: T) { self.item = item } }
enum Either<L, R> { case left(L), right(R) }
struct Pair<A, B> { let a: A; let b: B }
print(Box(value: 1))
print(Box(value: "s"), Box(value: [1.5]))
print([Box(value: 2)])
print(Optional(Box(value: true)) as Any)
print(Holder(3), [Holder("x")])
print(Either<Int, String>.left(1), Either<Int, String>.right("r"))
print([Either<Int, String>.right("r")])
print(Pair(a: 1, b: Box(value: "in")))
print(Box(value: Box(value: 0)))
print(Int.self, String.self, [Int].self, Box<Int>.self, Optional<String>.self)
print(type(of: Box(value: 1.0)), type(of: Holder([1])), type(of: Either<Int, Int>.left(0)))
print(Dictionary<String, Int>.self, (Int, String).self, Never.self)
struct Outer { struct Inner<T> { let t: T } }
print(Outer.Inner(t: 5), [Outer.Inner(t: "a")], type(of: Outer.Inner(t: 1)))
print(String(describing: Box<Int>.self), String(reflecting: Box<Int>.self))
print(Holder<Int>.self is AnyClass, Box(value: 1) is Box<Int>)
