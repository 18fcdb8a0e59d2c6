// Default descriptions of enums: plain cases, raw values, payloads with and without labels, nested.
enum Plain { case one, two }
enum Raw: String { case alpha = "A", beta }
enum Payload {
    case unlabeled(Int, String)
    case labeled(x: Double, y: Double)
    case mixed(Int, name: String)
    case optional(Int?)
    case nested(Plain)
    case list([Raw])
    case none
}
let values: [Payload] = [.unlabeled(1, "a"), .labeled(x: 1, y: -2.5), .mixed(3, name: "n"), .optional(nil),
                         .optional(4), .nested(.two), .list([.alpha, .beta]), .none]
for v in values { print(v) }
print(values)
print(Plain.one, Raw.beta, Raw.beta.rawValue, Raw.alpha.rawValue)
print(Optional(Plain.two) as Any, [Plain.one: "dict key"], Optional(Payload.none) as Any)
print(String(describing: Payload.labeled(x: 0, y: 0)), String(reflecting: Payload.labeled(x: 0, y: 0)))
print("\(Payload.nested(.one))", "\([Payload.nested(.one)])")
indirect enum Tree { case leaf(Int), node(Tree, Tree) }
print(Tree.node(.leaf(1), .node(.leaf(2), .leaf(3))))
enum Outer { enum Inner { case deep } }
print(Outer.Inner.deep, [Outer.Inner.deep])
