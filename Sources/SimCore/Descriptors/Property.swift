/// One property of a UIKit (or AppKit) class as the simulator models it: its name, the type of
/// value it takes, whether a nib sets it, where it exists, how to read it — and how to write it
/// *with UIKit's rule* (UISlider clamps its value, UIStepper raises for a step of 0, a value set
/// in code sends no event but shows in the trace). The language, scene files and the Swift API all
/// go through it, so each rule holds whichever way a property is set.
///
/// ```swift
/// try slider.setProperty("value", to: .number(500), in: simulator)   // clamped to maximumValue
/// slider.property("minimumValue")                                      // .number(0)
/// ```
public struct Property: Sendable {
    /// What a property holds, and how errors name the values it takes.
    public enum ValueKind: Sendable, Equatable {
        case bool, number, string, object, frame, list
        /// Any value (a plain object's stored property, `userInfo`).
        case any
    }

    /// Which platform's classes have it (or let a script set it).
    public enum Availability: Sendable, Equatable {
        case both, uikit, appkit

        func includes(_ isAppKit: Bool) -> Bool {
            switch self {
            case .both: return true
            case .uikit: return !isAppKit
            case .appkit: return isAppKit
            }
        }
    }

    /// The name as UIKit's Objective-C property spells it, without `is` (`hidden` for isHidden:
    /// both spellings find it).
    public let name: String
    public let kind: ValueKind
    /// Set in Interface Builder (or by a maker's option): `save scene` writes it.
    public let isDesignTime: Bool
    /// The classes of which platform have it.
    public let availability: Availability
    /// Where a script may set it; nil: read-only (`tracking`, `bounds`).
    public let settable: Availability?
    /// Other names a maker's option gives it (`min` for minimumValue), accepted when setting.
    public let aliases: [String]
    /// Whether `show` and completion list it (false: a maker's option, or an accessor kept for
    /// scripts that read it, such as a button's menuShown).
    public let isListed: Bool
    /// A value control's own setting: set from code it sends no event, and the trace shows the
    /// command that set it (UIKit's silent `slider.value = 0.5`, made visible).
    public let tracesChange: Bool
    /// Set after the others when several are given at once (a maker's options, a scene file): a
    /// value after the limits it is clamped to.
    public let appliesLast: Bool
    let read: @Sendable (SimObject) -> Value?
    let write: (@Sendable (SimObject, Value, PropertyWrite) throws -> Void)?

    /// A property; `set` nil makes it read-only.
    public init(_ name: String, _ kind: ValueKind, designTime: Bool = false, on availability: Availability = .both,
                settableOn: Availability? = nil, aliases: [String] = [], listed: Bool = true, tracesChange: Bool = false,
                appliesLast: Bool = false, get: @escaping @Sendable (SimObject) -> Value?,
                set: (@Sendable (SimObject, Value, PropertyWrite) throws -> Void)? = nil) {
        self.name = name; self.kind = kind; self.isDesignTime = designTime; self.availability = availability
        self.settable = set == nil ? nil : (settableOn ?? availability); self.aliases = aliases; self.isListed = listed
        self.tracesChange = tracesChange; self.appliesLast = appliesLast
        read = get; write = set
    }
}

/// What a property's setter may reach: the simulator (a value control's value set in code is
/// traced), and whether the object is being made (a maker's options are not traced).
public struct PropertyWrite {
    public let simulator: Simulator
    public let creating: Bool

    public init(simulator: Simulator, creating: Bool = false) {
        self.simulator = simulator; self.creating = creating
    }
}

/// Why a property could not be set, typed: the language words it, with the property's name and
/// the script's location.
public enum PropertyError: Error, Equatable {
    /// The class has no such property (or none a script may set).
    case unknown
    /// The value is of another kind than the property takes.
    case wrongType(expected: Property.ValueKind)
    /// A size or step that must be greater than 0 (UIStepper.stepValue, a row height).
    case notPositive(Double)
    /// A distance that cannot be negative (a long press's allowable movement).
    case negative(Double)
    /// A whole number outside `range` (a tap recognizer's taps: 1…10).
    case notInRange(Double, ClosedRange<Int>)
    /// A duration in seconds outside 0…1e12.
    case notADuration(Double)
    /// UISegmentedControl has no such segment (-1 selects none).
    case noSuchSegment(Double, count: Int)
    /// UIStepper's limits must differ: the new minimum (or maximum) is not below (above) the other.
    case limitsCross(minimum: Bool, value: Double, other: Double)
    /// A word not among `choices` (a swipe's direction, an NSControl's send mask).
    case notAChoice(String, choices: [String])
}

extension Property {
    /// A property of `T`'s instances: `get` and `set` receive the object as a `T`.
    public static func on<T: SimObject>(_ type: T.Type, _ name: String, _ kind: ValueKind, designTime: Bool = false,
                                        on availability: Availability = .both, settableOn: Availability? = nil,
                                        aliases: [String] = [], listed: Bool = true, tracesChange: Bool = false,
                                        appliesLast: Bool = false, get: @escaping @Sendable (T) -> Value?,
                                        set: (@Sendable (T, Value, PropertyWrite) throws -> Void)? = nil) -> Property {
        var write: (@Sendable (SimObject, Value, PropertyWrite) throws -> Void)?
        if let set {
            write = { @Sendable (object: SimObject, value: Value, context: PropertyWrite) throws in
                guard let typed = object as? T else { throw PropertyError.unknown }
                try set(typed, value, context)
            }
        }
        return Property(name, kind, designTime: designTime, on: availability, settableOn: settableOn, aliases: aliases, listed: listed,
                        tracesChange: tracesChange, appliesLast: appliesLast, get: { ($0 as? T).flatMap(get) }, set: write)
    }
}
