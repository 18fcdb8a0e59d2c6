/// A function value: a closure, a function or method used as a value, an enum case
/// constructor (`.map(Piece.pawn)`), a key path used as a function (`map(\.name)`), or a
/// native function. Calling one hands it its arguments in parameter order.
public class Callable {
    func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        fatalError("abstract")
    }

    /// The parameter count, when known, for a closure given a tuple it should spread.
    var arity: Int? { nil }
}

/// A function the program wrote, with the variables it captured and, for a method taken as a
/// value (`let f = counter.increment`), the instance it is bound to.
final class Closure: Callable {
    let function: FunctionDecl
    let captures: [Cell]
    let boundSelf: Value?

    init(_ function: FunctionDecl, captures: [Cell], boundSelf: Value? = nil) {
        self.function = function
        self.captures = captures
        self.boundSelf = boundSelf
    }

    override var arity: Int? { function.signature.params.count }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        let n = function.signature.params.count
        var args = args
        // A closure of two parameters given one pair — `dict.map { k, v in … }`,
        // `zip(a, b).map { x, y in … }` — takes the pair apart, as Swift allows.
        if args.count == 1, n > 1, case .tuple(let t) = args[0], t.elements.count == n {
            args = t.elements
        } else if n == 1, args.count > 1 {
            args = [.tuple(TupleValue(args))]
        }
        return try rt.invoke(function, self: boundSelf, args: args, captures: captures, loc: loc).returnValue
    }
}

/// A function implemented natively (the library's `print`, a host's function).
final class NativeCallable: Callable {
    let name: String
    let body: NativeFunctionBody

    init(_ name: String, _ body: @escaping NativeFunctionBody) {
        self.name = name
        self.body = body
    }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        try body(args, NativeContext(runtime: rt, loc: loc))
    }
}

/// An enum case with associated values used as a function: `Piece.pawn` is `(Int) -> Piece`.
final class EnumCaseConstructor: Callable {
    let caseDecl: EnumCaseDecl
    init(_ caseDecl: EnumCaseDecl) { self.caseDecl = caseDecl }

    override var arity: Int? { caseDecl.payloadTypes.count }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        var args = args
        if args.count == 1, caseDecl.payloadTypes.count > 1, case .tuple(let t) = args[0] { args = t.elements }
        return .enumeration(EnumValue(caseDecl: caseDecl, payload: args))
    }
}

/// A method bound to its receiver (`let f = [1, 2].contains`, `obj.method` as a value).
final class BoundMethod: Callable {
    let receiver: Value
    let member: MemberDecl

    init(receiver: Value, member: MemberDecl) {
        self.receiver = receiver
        self.member = member
    }

    override var arity: Int? { member.signature?.params.count }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        var receiver = receiver
        return try rt.callMember(member, on: &receiver, args: args, loc: loc)
    }
}

/// A key path (`\.name`, `\Person.address.city`): a chain of property reads, usable as a
/// function from its root.
final class KeyPathValue: Callable {
    enum Component {
        case member(String)
        case tupleIndex(Int)
        case optionalChain
        case forceUnwrap
        case subscriptIndex([Value])
    }

    let root: SType
    let components: [Component]
    let text: String

    init(root: SType, components: [Component], text: String) {
        self.root = root
        self.components = components
        self.text = text
    }

    override var arity: Int? { 1 }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        try rt.apply(self, to: args.first ?? .void, loc: loc)
    }
}

/// An initializer used as a function: `strings.compactMap(Int.init)`, `map(String.init)`. The
/// initializer is chosen by the arguments it gets.
final class InitializerReference: Callable {
    let type: SType
    init(_ type: SType) { self.type = type }

    override var arity: Int? { 1 }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        try rt.callStatic("init", shapes: args.map { _ in ArgumentShape(label: nil) }, values: args, on: type, loc: loc)
    }
}

/// An instance method named on its type: `String.uppercased` is `(String) -> () -> String`.
final class UnboundMethod: Callable {
    let name: String
    let labels: [String?]?
    init(name: String, labels: [String?]?) {
        self.name = name
        self.labels = labels
    }

    override var arity: Int? { 1 }

    override func call(_ args: [Value], _ rt: Runtime, _ loc: SourceLoc) throws(Interrupt) -> Value {
        guard let receiver = args.first, let type = rt.typeDecl(of: receiver),
              let m = rt.findMember(name, labels: labels, in: type, isStatic: false) else {
            throw .unsupported("no method '\(name)' for this value", loc)
        }
        return .function(BoundMethod(receiver: receiver, member: m))
    }
}
