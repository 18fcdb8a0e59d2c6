import SimCore
import SimScript
import enum SwiftInterpreter.FixedLocaleNumbers
import SwiftSyntax

/// A struct value as simrepl holds it: a plain object whose stored properties are the struct's
/// `let`s (so copying it and sharing it are the same thing), made with `object NAME class TYPE
/// FIELD VALUE…` as the memberwise initializer is called. Its computed properties depend only on
/// those constants, so each is computed once, when the value is made.
struct StructInfo {
    let name: String
    let node: StructDeclSyntax
    /// Stored properties in declaration order, with their declared type and default value.
    var fields: [(name: String, type: String?, initial: ExprSyntax?)] = []
    /// `var name: Type { … }` with a getter of one expression (or `return` of one).
    var computed: [(name: String, type: String?, body: ExprSyntax)] = []

    func isMember(_ name: String) -> Bool { fields.contains { $0.name == name } || computed.contains { $0.name == name } }
}

/// Evaluates a struct's computed property from the values of its fields, as Swift would: text
/// interpolation, `+`, and the Foundation formatting the seeds use.
struct StructEvaluator {
    /// nil when a value is made (no file positions then: the error is the maker's line's).
    let errors: SwiftErrors?
    let info: StructInfo
    let fields: [String: Value]

    private func unsupported(_ node: some SyntaxProtocol, _ construct: String, nearest: String) -> ScriptError {
        errors?.unsupported(node, construct, nearest: nearest) ?? ScriptError(Diagnostic(.error, nil, "\(construct) is outside the Swift subset simrepl runs", hint: nearest))
    }

    private func compilerError(_ node: some SyntaxProtocol, _ message: String, hint: String) -> ScriptError {
        errors?.compiler(node, message, hint: hint) ?? ScriptError(Diagnostic(.error, nil, message, hint: hint))
    }

    func evaluate(_ expr: ExprSyntax) throws -> Value {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return try field(ref.baseName.text, at: ref) }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return try field(member.declName.baseName.text, at: member)
        }
        if let string = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in string.segments {
                switch segment {
                case .stringSegment(let s):
                    do { text += try StringLiteralText.value(of: s, in: string) } catch {
                        throw compilerError(s, error.message, hint: "Swift's escapes: \\0 \\\\ \\t \\n \\r \\\" \\' \\u{…}")
                    }
                case .expressionSegment(let e):
                    guard e.expressions.count == 1, let inner = e.expressions.first?.expression else {
                        throw unsupported(e, "this interpolation", nearest: "\\(name)")
                    }
                    text += describe(try evaluate(inner), type: type(of: inner))
                }
            }
            return .string(text)
        }
        if let int = expr.as(IntegerLiteralExprSyntax.self), let n = Double(int.literal.text.filter { $0 != "_" }) { return .number(n) }
        if let float = expr.as(FloatLiteralExprSyntax.self), let n = Double(float.literal.text.filter { $0 != "_" }) { return .number(n) }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let sequence = expr.as(SequenceExprSyntax.self) { return try sum(Array(sequence.elements)) }
        if let call = expr.as(FunctionCallExprSyntax.self), let formatted = try formatted(call) { return formatted }
        throw unsupported(expr, "the expression '\(expr.trimmedDescription)' in a computed property",
                                 nearest: "a field, text with \\(field), +, or NumberFormatter.localizedString(from: NSNumber(value: field), number: .currency)")
    }

    private func field(_ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let value = fields[name] { return value }
        if let computed = info.computed.first(where: { $0.name == name }) { return try evaluate(computed.body) }
        throw compilerError(node, "cannot find '\(name)' in scope", hint: "\(info.name)'s properties: " + (info.fields.map(\.name) + info.computed.map(\.name)).joined(separator: ", "))
    }

    private func type(of expr: ExprSyntax) -> String? {
        let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.flatMap { n in info.fields.first { $0.name == n }?.type ?? info.computed.first { $0.name == n }?.type }
    }

    /// `a + b`: numbers add, text joins (Swift's `+` on two of one kind).
    private func sum(_ elements: [ExprSyntax]) throws -> Value {
        var total = try evaluate(elements[0])
        var i = 1
        while i + 1 < elements.count {
            guard let op = elements[i].as(BinaryOperatorExprSyntax.self), ["+", "-"].contains(op.operator.text) else {
                throw unsupported(elements[i], "this operator in a computed property", nearest: "+ or -")
            }
            let next = try evaluate(elements[i + 1])
            switch (total, next, op.operator.text) {
            case (.number(let a), .number(let b), "+"): total = .number(a + b)
            case (.number(let a), .number(let b), "-"): total = .number(a - b)
            case (.string(let a), .string(let b), "+"): total = .string(a + b)
            default: throw compilerError(op, "binary operator '\(op.operator.text)' cannot be applied to operands of these types", hint: "convert with \\(value) first")
            }
            i += 2
        }
        return total
    }

    /// `NumberFormatter.localizedString(from: NSNumber(value: price), number: .currency)` and
    /// `String(value)`. The locale is fixed (en_US), so the text is the same on every machine.
    private func formatted(_ call: FunctionCallExprSyntax) throws -> Value? {
        let called = call.calledExpression.trimmedDescription
        if called == "String", call.arguments.count == 1, let argument = call.arguments.first {
            return .string(describe(try evaluate(argument.expression), type: type(of: argument.expression)))
        }
        guard called == "NumberFormatter.localizedString", call.arguments.count == 2,
              call.arguments.first?.label?.text == "from", Array(call.arguments)[1].label?.text == "number" else { return nil }
        var number = call.arguments.first!.expression
        if let wrapped = number.as(FunctionCallExprSyntax.self), wrapped.calledExpression.trimmedDescription == "NSNumber",
           wrapped.arguments.count == 1, wrapped.arguments.first?.label?.text == "value" {
            number = wrapped.arguments.first!.expression
        }
        guard case .number(let n) = try evaluate(number) else {
            throw compilerError(number, "cannot convert this value to NSNumber", hint: "a number field: NSNumber(value: price)")
        }
        let style = Array(call.arguments)[1].expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let text = FixedLocaleNumbers.format(n, style: style ?? "") else {
            throw unsupported(Array(call.arguments)[1], "the number style '\(style ?? "?")'", nearest: ".currency, .decimal or .percent")
        }
        return .string(text)
    }

    /// A value as Swift's `description` writes it (`\(price)`): a Double with its `.0`.
    func describe(_ value: Value, type: String?) -> String {
        switch value {
        case .string(let s): return s
        case .number(let n):
            // A Double prints its `.0` (49.0); an Int, or a number of unknown type that is whole, does not.
            if ["Double", "Float", "CGFloat"].contains(type ?? "") || n != n.rounded() || abs(n) >= 1e15 { return "\(n)" }
            return String(Int(n))
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        default: return value.description
        }
    }
}
