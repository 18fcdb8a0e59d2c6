/// A class's properties: its own, after its superclass's (UIButton's after UIControl's after
/// UIView's after UIResponder's), in the order `show` lists them. Each class keeps one as a static
/// table built from its superclass's (`Button.buttonProperties`), in its ``ClassDescriptor``.
public final class PropertyTable: Sendable {
    /// Every property, the root class's first.
    public let all: [Property]
    /// By name, the most derived class's first (a UISlider's `continuous` before NSControl's).
    private let byName: [String: Int]
    /// A maker's option names, for setting (`min`, `selected`), the most derived class's first.
    private let byAlias: [String: Int]

    /// A table of `own` properties after `parent`'s; one with a parent's name overrides it in
    /// its place (UIApplication's read-only canBecomeFirstResponder).
    public init(parent: PropertyTable? = nil, _ own: [Property]) {
        var all = parent?.all ?? []
        for p in own {
            if let i = all.firstIndex(where: { $0.name == p.name }) { all[i] = p } else { all.append(p) }
        }
        self.all = all
        var byName: [String: Int] = [:], byAlias: [String: Int] = [:]
        for (i, p) in all.enumerated() {
            byName[p.name] = i  // later (more derived) wins
            for alias in p.aliases { byAlias[alias] = i }
        }
        self.byName = byName
        self.byAlias = byAlias
    }

    /// The property called `name` — `hidden` or `isHidden`, `firstResponder` or
    /// `isFirstResponder` — on the object's platform.
    func property(_ name: String, isAppKit: Bool) -> Property? {
        // The name as given first, without making the other spellings: this runs at every
        // property a handler reads or sets (the spellings cost ~6,000 instructions a tap).
        if let i = byName[name], all[i].availability.includes(isAppKit) { return all[i] }
        for candidate in [PropertyTable.withoutIs(name), "is" + PropertyTable.capitalized(name)] {
            if let i = byName[candidate], all[i].availability.includes(isAppKit) { return all[i] }
        }
        return nil
    }

    /// The property a script sets as `name`: a maker's option first (`selected` on a segmented
    /// control is its selected segment), then the property of that name.
    func settableProperty(_ name: String, isAppKit: Bool) -> Property? {
        if let i = byAlias[name] ?? byAlias[PropertyTable.withoutIs(name)], all[i].settable?.includes(isAppKit) == true { return all[i] }
        guard let p = property(name, isAppKit: isAppKit), p.settable?.includes(isAppKit) == true else { return nil }
        return p
    }

    /// `isHidden` → `hidden`: UIKit spells Boolean getters with `is`, the property without.
    static func withoutIs(_ name: String) -> String {
        guard name.hasPrefix("is") else { return name }
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, name.hasPrefix("is"), scalars[2].properties.isUppercase else { return name }
        return String(scalars[2]).lowercased() + String(String.UnicodeScalarView(scalars[3...]))
    }

    private static func capitalized(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return name }
        return String(first).uppercased() + String(name.unicodeScalars.dropFirst())
    }

    /// An object has no class properties: what every table starts from.
    public static let none = PropertyTable([])
}

extension SimObject {
    /// Whether the object lives in an AppKit world (`platform appkit`).
    var isAppKit: Bool { world?.rules.input == .mouse }

    /// The properties of the object's class, on its platform, in `show`'s order: the class's
    /// listed properties, the platform's own additions last (NSView's acceptsFirstMouse after
    /// UIView's list).
    public var properties: [Property] {
        let appKit = isAppKit
        let available = Self.descriptor.properties.all.filter { $0.isListed && $0.availability.includes(appKit) }
        return available.filter { $0.availability == .both } + available.filter { $0.availability != .both }
    }

    /// The properties a script may set (listed or not, such as a maker's options), root class first.
    public var settableProperties: [Property] {
        let appKit = isAppKit
        return Self.descriptor.properties.all.filter { $0.settable?.includes(appKit) == true }
    }

    /// The properties a nib sets, which a scene file saves.
    public var designTimeProperties: [Property] { settableProperties.filter(\.isDesignTime) }

    /// The value of the property called `name` (either spelling), or nil when the class has none
    /// or it holds nothing now (a window's `window`).
    public func property(_ name: String) -> Value? {
        Self.descriptor.properties.property(name, isAppKit: isAppKit)?.read(self)
    }

    /// The property a script sets as `name` (or a maker's option name for it), if it may.
    public func settableProperty(_ name: String) -> Property? { Self.descriptor.properties.settableProperty(name, isAppKit: isAppKit) }

    /// Sets the property called `name` (or a maker's option name for it) with UIKit's rule for it.
    public func setProperty(_ name: String, to value: Value, in simulator: Simulator, creating: Bool = false) throws {
        guard let property = Self.descriptor.properties.settableProperty(name, isAppKit: isAppKit), let write = property.write else {
            throw PropertyError.unknown
        }
        // What a handler did shows in the trace: a property it changes is a line, unless the
        // setter reported the change itself (a value control's value, a delegate). Top-level
        // `set` is not: its command line says it already. A maker's options are not changes.
        let tracer = simulator.tracer
        guard !creating, tracer.depth > 0, !property.tracesChange else {
            return try write(self, value, PropertyWrite(simulator: simulator, creating: creating))
        }
        let previous = property.read(self) ?? .null
        let before = tracer.nextSeq
        try write(self, value, PropertyWrite(simulator: simulator, creating: creating))
        guard tracer.nextSeq == before else { return }
        simulator.recordPropertySet(name, of: self, value: property.read(self) ?? .null, previous: previous)
    }
}

// MARK: - Reading and checking values, for the tables

extension Value {
    /// The value as `kind`, or the error a setter throws.
    func bool() throws(PropertyError) -> Bool {
        guard case .bool(let b) = self else { throw .wrongType(expected: .bool) }
        return b
    }

    func number() throws(PropertyError) -> Double {
        guard case .number(let n) = self else { throw .wrongType(expected: .number) }
        return n
    }

    func string() throws(PropertyError) -> String {
        guard case .string(let s) = self else { throw .wrongType(expected: .string) }
        return s
    }

    /// A number greater than 0 (a step, a size).
    func positive() throws(PropertyError) -> Double {
        let n = try number()
        guard n > 0 else { throw .notPositive(n) }
        return n
    }

    /// A whole number in `range`.
    func whole(in range: ClosedRange<Int>) throws(PropertyError) -> Int {
        let n = try number()
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else { throw .notInRange(n, range) }
        return Int(n)
    }

    static func object(_ o: SimObject?) -> Value { o.map { .object($0.id) } ?? .null }
}
