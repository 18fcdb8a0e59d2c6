import SimCore

/// What a name in a command stands for, decided once when the command is bound (see
/// `Binder.resolve`); running the command only reads the value.
enum NameReference: Sendable {
    /// A `let` or `var` declared earlier in the running body: its slot in the frame.
    case local(Int)
    /// A name the running closure captured by value: its index in its captures (the capture
    /// list, then the names it captured implicitly).
    case capture(Int)
    /// A `var` of an enclosing body the running closure captured (implicitly, by reference): its
    /// index among the closure's shared variables.
    case sharedCapture(Int)
    /// A value the engine passes to the running handler (`row`, `newText`…).
    case parameter(String)
    /// `self`.
    case receiver
    /// `sender`.
    case sender
    /// `super` as a value, in an override whose UIKit default answers (a hit-test's view).
    case superAnswer
    /// A script variable: its slot.
    case variable(Int)
    case object(SimObject.ID)
    /// An object made earlier in the body, found by name when the body runs.
    case created(String)
    /// `X.MEMBER`: a subview named after X (`cell.buyButton`), a property (`sender.superview`),
    /// a length (`items.count`).
    indirect case member(NameReference, String)
    /// `LIST[INDEX]`.
    indirect case element(NameReference, Expression)
}

extension Session {
    /// The value `reference` stands for now. nil when a member or element names nothing; a
    /// property that holds no object is `.null`.
    func value(of reference: NameReference, at token: Token) throws -> Value? {
        switch reference {
        case .local(let slot):
            return state.frames.local(slot)
        case .capture(let index):
            guard let closure = state.frames.context?.closure else { return nil }
            let capture = closure.captures[index]
            // A weak capture of an object that was freed since reads nil, like `weakSelf`.
            if case .object(let id) = capture.value, closure.weakCaptures.contains(capture.name), world.object(id).isReleased {
                return .null
            }
            return capture.value
        case .sharedCapture(let index):
            return state.frames.shared(index)
        case .parameter(let name):
            guard let value = state.frames.context?.parameter(name) else {
                throw error(token, "'\(name)' was not passed to this run of the handler", hint: HandlerParameters.whoPasses(name))
            }
            return value
        case .receiver:
            return state.frames.context?.receiver.map { .object($0.id) }
        case .sender:
            guard let sender = state.frames.context?.sender else {
                throw error(token, "this handler receives no sender",
                            hint: "an action named like 'name:' receives the sender; 'name' receives nothing")
            }
            return .object(sender.id)
        case .superAnswer:
            return try state.frames.context?.superAnswer?() ?? .null
        case .variable(let slot):
            return state.variables[slot].value
        case .object(let id):
            return .object(id)
        case .created(let name):
            return world.object(named: name).map { .object($0.id) }
        case .member(let base, let member):
            guard let owner = try value(of: base, at: token) else { return nil }
            return self.member(member, of: owner)
        case .element(let list, let index):
            guard case .list(let items)? = try value(of: list, at: token) else { return nil }
            return try element(of: items, at: index, token)
        }
    }

    /// `OWNER.MEMBER`: first a subview named after its owner (`table.cell#3.buyButton`), then a
    /// property, then the length of a string or list.
    func member(_ member: String, of owner: Value) -> Value? {
        switch owner {
        case .object(let id):
            let object = world.object(id)
            if let sub = world.object(named: object.name + "." + member) { return .object(sub.id) }
            return Properties.get(object, member, world: world)
        case .string(let s) where member == "count": return .number(Double(s.count))
        case .list(let items) where member == "count": return .number(Double(items.count))
        default: return nil
        }
    }

    private func element(of items: [Value], at index: Expression, _ token: Token) throws -> Value {
        let name = token.text
        let listName = String(name[..<(name.firstIndex(of: "[") ?? name.endIndex)])
        let indexText = String(name.drop { $0 != "[" }.dropFirst().dropLast())
        guard case .number(let n) = try evaluate(index), n == n.rounded() else {
            throw error(token, "'\(indexText)' is not a list index", hint: "an index is a whole number, e.g. \(listName)[0] or \(listName)[row]")
        }
        // Compared as Doubles: Int(n) traps for an index beyond Int's range.
        guard n >= 0, n < Double(items.count) else {
            throw error(token, "\(listName)[\(formatNumber(n))] is out of range: the list has \(items.count) item\(items.count == 1 ? "" : "s")",
                        hint: "indexes run from 0 to \(items.count - 1)")
        }
        return items[Int(n)]
    }
}
