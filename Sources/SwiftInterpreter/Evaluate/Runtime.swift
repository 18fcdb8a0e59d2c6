/// The state of one running program: its top-level variables, the deinitializers it owes, where
/// its output goes; and the operations every node needs — calling a function, reaching a
/// member chosen at run time, making an instance.
final class Runtime {
    var globals: [Value] = []
    /// Static stored properties are initialised on first use, as Swift's are.
    var globalInitialized: [Bool] = []
    let lifetimes = Lifetimes()
    let host: InterpreterHost
    let library: Library
    let fileName: String
    /// The program's free functions (operator functions among them).
    var userGlobals: TypeDecl?
    private var depth = 0
    private var runningDeinitializers = false
    /// Deeper than this, the program is taken to recurse without end; compiled Swift would
    /// overflow its stack at some similar depth.
    let maxDepth = 20_000
    /// Steps the program may still take (`Program.workBudget`): a call, a loop iteration and
    /// every 64 bytes printed are one step each.
    var stepsLeft = Program.defaultWorkBudget

    /// Spends one step of the work budget; throws once it is gone.
    @inline(__always)
    func spend(at loc: SourceLoc) throws(Interrupt) {
        stepsLeft -= 1
        if stepsLeft < 0 { throw .overBudget(loc) }
    }

    /// Spends the steps of a native that makes or walks `count` elements at once
    /// (`Array(repeating:count:)`, a range made an array, `String(repeating:count:)`): as many
    /// as the loop doing it would, taken before the work, so a huge count stops the program
    /// instead of allocating without end.
    func spend(_ count: Int, at loc: SourceLoc) throws(Interrupt) {
        guard count > 0 else { return }
        if count > stepsLeft {
            stepsLeft = -1
            throw .overBudget(loc)
        }
        stepsLeft -= count
    }

    init(host: InterpreterHost, library: Library, fileName: String, globalCount: Int) {
        self.host = host
        self.library = library
        self.fileName = fileName
        globals = Array(repeating: .void, count: globalCount)
        globalInitialized = Array(repeating: false, count: globalCount)
    }

    /// Output counts against the work budget (a step per 64 bytes), so a loop that prints
    /// without end stops as one that spins does.
    func write(_ text: String) {
        stepsLeft -= text.utf8.count >> 6
        host.write(text)
    }

    // MARK: Calls

    /// Runs `fn` in a new frame and returns the frame, from which the caller reads the result,
    /// `inout` parameters and (for mutating methods and initializers) `self`.
    @discardableResult
    func invoke(_ fn: FunctionDecl, self selfValue: Value?, args: [Value], captures: [Cell], loc: SourceLoc) throws(Interrupt) -> Frame {
        guard let body = fn.body else {
            throw .unsupported("'\(fn.fullName)' has no body to run", loc)
        }
        try spend(at: loc)
        depth += 1
        defer { depth -= 1 }
        if depth > maxDepth {
            throw .trap(Trap("Fatal error: stack overflow (more than \(maxDepth) nested calls)", at: loc))
        }
        let f = Frame(slotCount: fn.slotCount, cellCount: fn.cellCount, captures: captures, runtime: self)
        var i = 0
        if fn.hasSelf {
            f.slots[0] = selfValue ?? .void
            i = 1
        }
        for a in args where i < f.slots.count {
            f.slots[i] = a
            i += 1
        }
        for (slot, cell) in fn.paramCells {
            f.cells[cell] = Cell(f.slots[slot])
            f.slots[slot] = .void
        }
        _ = try body.exec(f)
        return f
    }

    /// Calls a closure whose parameter `index` is `inout` (`reduce(into:)`'s): returns the
    /// parameter's final value.
    func callUpdating(_ callee: Value, _ args: [Value], index: Int, loc: SourceLoc) throws(Interrupt) -> Value {
        try callReturningInout(callee, args, index: index, loc: loc).updated
    }

    /// Calls a closure with an `inout` parameter: its result and the parameter's final value.
    func callReturningInout(_ callee: Value, _ args: [Value], index: Int, loc: SourceLoc) throws(Interrupt) -> (result: Value, updated: Value) {
        if case .function(let c as Closure) = callee, index < c.function.paramStorages.count {
            let f = try invoke(c.function, self: c.boundSelf, args: args, captures: c.captures, loc: loc)
            return (f.returnValue, f.read(c.function.paramStorages[index]))
        }
        return (try call(callee, args, loc: loc), args[index])
    }

    /// Calls a function value.
    func call(_ callee: Value, _ args: [Value], loc: SourceLoc) throws(Interrupt) -> Value {
        switch callee {
        case .function(let c):
            return try c.call(args, self, loc)
        case .optional(let inner?):
            return try call(inner, args, loc: loc)
        case .structure, .object:
            // A value of a type with `callAsFunction`.
            if let type = typeDecl(of: callee), let (m, ordered) = matchMember("callAsFunction", in: type,
                shapes: args.map { _ in ArgumentShape(label: nil) }, values: args, isStatic: false) {
                var receiver = callee
                return try callMember(m, on: &receiver, args: ordered, loc: loc)
            }
            throw .unsupported("this value of type '\(typeName(of: callee))' cannot be called", loc)
        default:
            throw .unsupported("this value of type '\(typeName(of: callee))' cannot be called", loc)
        }
    }

    /// Calls a member on a receiver: a method (mutating ones change `receiver`), a property's
    /// getter, a native member.
    func callMember(_ m: MemberDecl, on receiver: inout Value, args: [Value], loc: SourceLoc) throws(Interrupt) -> Value {
        switch m.impl {
        case .function(let fn):
            if m.kind == .initializer {
                return try construct(m, args: args, loc: loc)
            }
            if fn.isMutating {
                let f = try invoke(fn, self: receiver, args: args, captures: [], loc: loc)
                receiver = f.read(fn.selfStorage)
                return f.returnValue
            }
            return try invoke(fn, self: receiver, args: args, captures: [], loc: loc).returnValue
        case .native(let impl):
            let ctx = NativeContext(runtime: self, loc: loc)
            switch impl {
            case .method(let body): return try body(receiver, args, ctx)
            case .mutatingMethod(let body): return try body(&receiver, args, ctx)
            case .property(let get, _): return try get(receiver, ctx)
            case .function(let body): return try body(args, ctx)
            }
        case .computed(let getter, _):
            return try invoke(getter, self: receiver, args: [], captures: [], loc: loc).returnValue
        case .stored:
            return try readProperty(m, of: receiver, loc: loc)
        case .enumCase(let c):
            return c.hasPayload ? .enumeration(EnumValue(caseDecl: c, payload: args)) : c.singleton
        case .memberwise:
            return try construct(m, args: args, loc: loc)
        case .requirement:
            // A protocol method called on a host object the program did not write (a `.sim`
            // object as a Swift delegate): the host sends it as Objective-C would.
            if case .object(let o) = receiver, o.host != nil, let answer = try host.send(m.fullName, to: o, args: args, at: loc) {
                return answer
            }
            throw .unsupported("'\(typeName(of: receiver))' does not implement '\(m.fullName)'", loc)
        default:
            throw .unsupported("'\(m.fullName)' cannot be called here", loc)
        }
    }

    /// Runs an initializer member: allocates a class instance or starts a struct value, runs the
    /// body, and gives back the new value (an optional for `init?`).
    func construct(_ m: MemberDecl, args: [Value], loc: SourceLoc, dynamicClass: TypeDecl? = nil) throws(Interrupt) -> Value {
        let type = dynamicClass ?? m.owner
        switch m.impl {
        case .memberwise:
            return try memberwise(type, args: args, loc: loc)
        case .function(let fn):
            let blank = try blankValue(of: type, loc: loc)
            do {
                let f = try invoke(fn, self: blank, args: args, captures: [], loc: loc)
                let made = f.read(fn.selfStorage)
                if fn.signature.isFailable {
                    if case .optional(nil) = f.returnValue { return .nilValue }
                    return .optional(made)
                }
                return made
            }
        case .native(let impl):
            if case .function(let body) = impl { return try body(args, NativeContext(runtime: self, loc: loc)) }
            throw .unsupported("'\(m.fullName)' cannot make a value", loc)
        default:
            throw .unsupported("'\(m.fullName)' cannot make a value", loc)
        }
    }

    /// A new instance or struct value before its initializer runs: stored properties with an
    /// initial value hold it, the others nothing yet.
    /// An instance of a class that subclasses a host class stands for a host object: `host`
    /// when the host made it, else the host is asked to make one (`MyButton()` in Swift).
    /// `carried`: stored properties of a host-class instance that take these values instead of
    /// running their initial values (state kept across a module's reload: `Program.instantiate`).
    func blankValue(of type: TypeDecl, loc: SourceLoc, host hostObject: AnyObject? = nil, fields hostFields: HostFields? = nil,
                    carried: [String: Value] = [:]) throws(Interrupt) -> Value {
        switch type.kind {
        case .classType:
            let hostClass = type.hostAncestor
            var made: Instance?
            if let hostClass {
                // Made before the stored properties' initial values run: they may use it.
                let instance = Instance(cls: type, fields: Array(repeating: .void, count: type.fieldCount), lifetimes: nil)
                if let hostObject { instance.attach(host: hostObject, fields: hostFields) } else { host.made(instance, hostClass: hostClass.name) }
                made = instance
            }
            if let made {
                // Each property is stored as it is made: a later initial value may read it, and
                // the host names what an initial value makes after the property.
                for (i, p) in type.allStoredProperties.enumerated() {
                    if let kept = carried[p.name] {
                        made.setField(i, kept)
                        continue
                    }
                    made.hostFields?.willInitialize(made, field: i)
                    made.setField(i, try initialValue(of: p))
                }
                return .object(made)
            }
            var fields: [Value] = []
            fields.reserveCapacity(type.fieldCount)
            for p in type.allStoredProperties { fields.append(try initialValue(of: p)) }
            let hasDeinit = type.classChain.contains { $0.deinitializer != nil }
            return .object(Instance(cls: type, fields: fields, lifetimes: hasDeinit ? lifetimes : nil))
        case .structType:
            var fields: [Value] = []
            for p in type.storedProperties { fields.append(try initialValue(of: p)) }
            return .structure(StructValue(type: type, fields: fields))
        default:
            return .void
        }
    }

    private func initialValue(of p: MemberDecl) throws(Interrupt) -> Value {
        if p.isLazy { return .void }
        if let e = p.initialValue {
            let v = try evalDetached(e)
            return storeConverting(v, ownership: p.ownership)
        }
        // `var x: Int?` starts as nil without being written.
        if case .optional? = p.type, !p.isLet { return .nilValue }
        return .void
    }

    /// The synthesized memberwise initializer of a struct (or the implicit one of a class whose
    /// properties all have initial values): arguments for the stored properties it takes, in
    /// order, the others keeping their initial values.
    func memberwise(_ type: TypeDecl, args: [Value], loc: SourceLoc) throws(Interrupt) -> Value {
        guard type.kind == .structType else { return try blankValue(of: type, loc: loc) }
        let params = memberwiseProperties(of: type)
        var fields: [Value] = []
        fields.reserveCapacity(type.storedProperties.count)
        var k = 0
        for p in type.storedProperties {
            if k < params.count, params[k] === p {
                let v = k < args.count ? args[k] : Value.void
                k += 1
                // An argument left out (`()`) takes the property's initial value.
                if case .void = v, p.type?.isVoid != true {
                    fields.append(try initialValue(of: p))
                } else {
                    fields.append(storeConverting(v, ownership: p.ownership))
                }
            } else {
                fields.append(try initialValue(of: p))
            }
        }
        return .structure(StructValue(type: type, fields: fields))
    }

    /// The stored properties the memberwise initializer takes: every `var`, and each `let`
    /// without an initial value.
    func memberwiseProperties(of type: TypeDecl) -> [MemberDecl] {
        type.storedProperties.filter { !($0.isLet && $0.hasInitialValue) }
    }

    /// Evaluates an expression that needs no frame of its own (an initial value, a default argument).
    func evalDetached(_ e: Expr) throws(Interrupt) -> Value {
        let f = Frame(slotCount: 0, cellCount: 0, captures: [], runtime: self)
        return try e.eval(f)
    }

    /// How a weak or unowned stored property or variable holds an object.
    func storeConverting(_ v: Value, ownership: MemberDecl.Ownership) -> Value {
        switch ownership {
        case .strong: return v
        case .weak, .unowned:
            switch v {
            case .object(let o), .optional(.object(let o)?): return .weak(WeakReference(o, unowned: ownership == .unowned))
            default: return v
            }
        }
    }

    /// What reading a stored weak or unowned reference gives: an optional, or the object
    /// (trapping when an unowned reference outlived it, as Swift does).
    func loadStored(_ v: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        guard case .weak(let w) = v else { return v }
        if let o = w.object { return w.isUnowned ? .object(o) : .optional(.object(o)) }
        if w.isUnowned {
            throw .fatal("Attempted to read an unowned reference but the object was already deallocated", loc)
        }
        return .nilValue
    }

    func readProperty(_ m: MemberDecl, of receiver: Value, loc: SourceLoc) throws(Interrupt) -> Value {
        guard let index = m.fieldIndex else {
            var r = receiver
            return try callMember(m, on: &r, args: [], loc: loc)
        }
        switch receiver {
        case .structure(let s): return try loadStored(s.fields[index - m.owner.fieldOffset + 0], loc: loc)
        case .object(let o): return try loadStored(o.field(index), loc: loc)
        case .optional(let inner?): return try readProperty(m, of: inner, loc: loc)
        default: throw .unsupported("'\(m.name)' is not a property of a value of type '\(typeName(of: receiver))'", loc)
        }
    }

    // MARK: Lifetimes

    /// Runs the deinitializers of instances released since the last statement boundary, in the
    /// order they were released (releasing one's properties may queue more).
    func runDeinitializers() throws(Interrupt) {
        // One at a time: releases during a deinitializer wait their turn (statement boundaries
        // inside it do not start the next one).
        if runningDeinitializers { return }
        runningDeinitializers = true
        defer { runningDeinitializers = false }
        while let r = lifetimes.takeFirst() {
            let standIn = Instance(cls: r.cls, fields: r.fields, lifetimes: nil)
            for cls in r.cls.classChain {
                guard let d = cls.deinitializer else { continue }
                try invoke(d, self: .object(standIn), args: [], captures: [], loc: d.loc)
            }
        }
    }
}

/// Where a native leaves the new values of its `inout` arguments.
public final class InoutResults {
    var values: [Int: Value] = [:]
}

/// What a native member gets besides its arguments: the running program (to call closures it
/// was given, to print) and the call's place (for the traps it raises).
public struct NativeContext {
    let runtime: Runtime
    public let loc: SourceLoc
    /// The new values of the call's `inout` arguments, by argument position (`swap`, `print(…, to:)`).
    let inouts: InoutResults?

    init(runtime: Runtime, loc: SourceLoc, inouts: InoutResults? = nil) {
        self.runtime = runtime
        self.loc = loc
        self.inouts = inouts
    }

    /// Gives an `inout` argument its new value, written back when the native returns.
    public func setInout(_ index: Int, _ value: Value) { inouts?.values[index] = value }

    /// Calls a function value (a closure argument).
    public func call(_ f: Value, _ args: Value...) throws(Interrupt) -> Value {
        try runtime.call(f, args, loc: loc)
    }

    public func callArgs(_ f: Value, _ args: [Value]) throws(Interrupt) -> Value {
        try runtime.call(f, args, loc: loc)
    }

    /// A Swift runtime failure at the call: `Fatal error: <message>`.
    /// Calls the method `fullName` (`indexPath(for:)`) of `receiver`'s type: a native that is
    /// another's old name.
    public func callMethod(_ fullName: String, on receiver: Value, _ args: [Value]) throws(Interrupt) -> Value {
        let (base, labels) = Program.split(fullName)
        guard let type = runtime.typeDecl(of: receiver),
              let m = runtime.findMember(base, labels: labels, in: type, isStatic: false) else { throw unsupported("no method '\(fullName)'") }
        var r = receiver
        return try runtime.callMember(m, on: &r, args: args, loc: loc)
    }

    public func fatal(_ message: String) -> Interrupt { .fatal(message, loc) }

    public func unsupported(_ message: String) -> Interrupt { .unsupported(message, loc) }

    public func write(_ text: String) { runtime.write(text) }
}
