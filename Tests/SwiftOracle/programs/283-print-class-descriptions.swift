// Classes print their qualified type name unless they adopt CustomStringConvertible; subclasses too.
class Plain {}
class Sub: Plain {}
final class Described: CustomStringConvertible {
    let n: Int
    init(_ n: Int) { self.n = n }
    var description: String { "Described(\(n))" }
}
class DebugOnly: CustomDebugStringConvertible {
    var debugDescription: String { "<debug only>" }
}
class Base: CustomStringConvertible { var description: String { "Base says \(type(of: self))" } }
class Derived: Base {}
struct Holder { let object: Plain; let described: Described }
print(Plain(), Sub(), Described(1))
print([Plain(), Sub()], [Described(2)], Optional(Sub()) as Any)
print(DebugOnly(), [DebugOnly()])
print(Base(), Derived(), [Derived()])
print(Holder(object: Sub(), described: Described(3)))
print(String(describing: Sub()), String(reflecting: Sub()), "\(Described(4))")
enum Box { case object(Plain), described(Described) }
print(Box.object(Plain()), Box.described(Described(5)))
let tuple = (Plain(), Described(6))
print(tuple)
