/// Foundation's `NumberFormatter.localizedString(from:number:)`, in the one locale simrepl
/// fixes (en_US) so a trace reads the same on every machine, and `NSNumber(value:)` to hand it
/// a number. Registered with Foundation's other additions.
extension Library {
    func registerNumberFormatting() {
        let number = TypeDecl(name: "NSNumber", kind: .builtin, userDeclared: false)
        number.builtinTag = .other
        number.hostModule = "Foundation"
        addType(number)
        function(number, "init(value: Double)") { args, _ in .native(NumberBox(number, args[0].asDouble ?? 0)) }
        function(number, "init(value: Int)") { args, _ in .native(NumberBox(number, args[0].asDouble ?? 0)) }
        property(number, "var doubleValue: Double") { v, _ in .double((v.nativeObject as? NumberBox)?.value ?? 0) }
        // A class: a `let` formatter's style can change.
        let formatter = TypeDecl(name: "NumberFormatter", kind: .classType, userDeclared: false)
        formatter.hostModule = "Foundation"
        addType(formatter)
        let style = TypeDecl(name: "Style", kind: .builtin, parent: formatter, userDeclared: false)
        style.builtinTag = .other
        style.hostModule = "Foundation"
        formatter.nestedTypes["Style"] = style
        for name in ["none", "decimal", "currency", "percent"] {
            function(style, "static var \(name): NumberFormatter.Style") { _, _ in .native(StyleName(style, name)) }
        }
        // An instance keeps its style: `let f = NumberFormatter(); f.numberStyle = .currency`.
        function(formatter, "init()") { _, _ in .native(FormatterBox(typeDecl: formatter)) }
        add(formatter, "var numberStyle: NumberFormatter.Style", .property(get: { v, _ in
            .native(StyleName(style, (v.nativeObject as? FormatterBox)?.style ?? "none"))
        }, set: { v, value, _ in
            (v.nativeObject as? FormatterBox)?.style = (value.nativeObject as? StyleName)?.name ?? "none"
        }))
        method(formatter, "func string(from number: NSNumber) -> String?") { v, args, _ in
            guard let n = (args[0].nativeObject as? NumberBox)?.value else { return .nilValue }
            let s = (v.nativeObject as? FormatterBox)?.style ?? "none"
            return .optional(.string(FixedLocaleNumbers.format(n, style: s) ?? FixedLocaleNumbers.plain(n)))
        }
        function(formatter, "static func localizedString(from num: NSNumber, number nstyle: NumberFormatter.Style) -> String") { args, ctx throws(Interrupt) in
            guard let n = (args[0].nativeObject as? NumberBox)?.value, let s = (args[1].nativeObject as? StyleName)?.name else {
                throw ctx.unsupported("expected an NSNumber and a NumberFormatter.Style")
            }
            return .string(FixedLocaleNumbers.format(n, style: s) ?? FixedLocaleNumbers.plain(n))
        }
    }
}

private final class NumberBox: NativeObject {
    let value: Double
    init(_ type: TypeDecl, _ value: Double) { self.value = value; super.init(typeDecl: type) }
}

private final class FormatterBox: NativeObject {
    var style = "none"
}

private final class StyleName: NativeObject {
    let name: String
    init(_ type: TypeDecl, _ name: String) { self.name = name; super.init(typeDecl: type) }
}

private extension Value {
    var nativeObject: AnyObject? {
        if case .native(let o) = self { return o }
        return nil
    }
}

/// NumberFormatter's styles in the en_US locale, which simrepl fixes so that a trace reads the
/// same on every machine: `$1,234.50` (currency: two decimals), `1,234.568` (decimal: up to
/// three), `12%` (percent), rounding half to even as NumberFormatter does by default.
public enum FixedLocaleNumbers {
    public static func format(_ n: Double, style: String) -> String? {
        switch style {
        case "currency": return (n < 0 ? "-$" : "$") + grouped(abs(n), minFraction: 2, maxFraction: 2)
        case "decimal": return (n < 0 ? "-" : "") + grouped(abs(n), minFraction: 0, maxFraction: 3)
        case "percent": return (n < 0 ? "-" : "") + grouped(abs(n) * 100, minFraction: 0, maxFraction: 0) + "%"
        default: return nil
        }
    }

    /// `.none`: the number as an integer when it is one, else as Swift prints it.
    static func plain(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    /// `n` (not negative) with `,` between thousands and between `minFraction` and `maxFraction`
    /// decimals, rounded half to even.
    static func grouped(_ n: Double, minFraction: Int, maxFraction: Int) -> String {
        var scale = 1.0
        for _ in 0..<maxFraction { scale *= 10 }
        let scaled = (n * scale).rounded(.toNearestOrEven)
        let whole = (scaled / scale).rounded(.towardZero)
        var fraction = Int((scaled - whole * scale).rounded())
        var digits = String(Int(whole))
        var withCommas = ""
        while digits.count > 3 {
            withCommas = "," + digits.suffix(3) + withCommas
            digits = String(digits.dropLast(3))
        }
        withCommas = digits + withCommas
        var decimals = maxFraction > 0 ? String(fraction) : ""
        while decimals.count < maxFraction && maxFraction > 0 { decimals = "0" + decimals }
        // Drop trailing zeros down to the minimum.
        while decimals.count > minFraction, decimals.hasSuffix("0") { decimals.removeLast(); fraction /= 10 }
        return decimals.isEmpty ? withCommas : withCommas + "." + decimals
    }
}
