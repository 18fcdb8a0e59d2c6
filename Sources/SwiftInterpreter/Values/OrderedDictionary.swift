/// A `Dictionary` value. Swift leaves a dictionary's order unspecified (and, compiled, varies
/// it from run to run); simrepl keeps **insertion order**, so the same program prints the same
/// thing every time: a new key goes last, updating a key keeps its place, removing a key closes
/// the gap. Copy-on-write like Swift's: a copy shares storage until one side changes.
public struct OrderedDictionary {
    final class Storage {
        var keys: [Value] = []
        var values: [Value] = []
        var positions: [Value: Int] = [:]

        func copy() -> Storage {
            let s = Storage()
            s.keys = keys
            s.values = values
            s.positions = positions
            return s
        }
    }

    private var storage = Storage()

    public init() {}

    public var count: Int { storage.keys.count }
    public var isEmpty: Bool { storage.keys.isEmpty }
    public var keys: [Value] { storage.keys }
    public var values: [Value] { storage.values }

    public subscript(key: Value) -> Value? {
        guard let i = storage.positions[key] else { return nil }
        return storage.values[i]
    }

    public func index(of key: Value) -> Int? { storage.positions[key] }

    public func entry(at i: Int) -> (key: Value, value: Value) { (storage.keys[i], storage.values[i]) }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Sets `value` for `key`, or removes the key when `value` is nil; returns the old value.
    @discardableResult
    public mutating func set(_ key: Value, _ value: Value?) -> Value? {
        unique()
        if let i = storage.positions[key] {
            let old = storage.values[i]
            if let value {
                storage.values[i] = value
            } else {
                remove(at: i)
            }
            return old
        }
        if let value {
            storage.positions[key] = storage.keys.count
            storage.keys.append(key)
            storage.values.append(value)
        }
        return nil
    }

    /// Changes the value stored for `key` in place (the key must be present).
    public mutating func modifyValue<R>(at i: Int, _ body: (inout Value) throws(Interrupt) -> R) throws(Interrupt) -> R {
        unique()
        var v = storage.values[i]
        storage.values[i] = .void
        defer { storage.values[i] = v }
        return try body(&v)
    }

    public mutating func remove(at i: Int) {
        unique()
        storage.positions[storage.keys[i]] = nil
        storage.keys.remove(at: i)
        storage.values.remove(at: i)
        for j in i..<storage.keys.count { storage.positions[storage.keys[j]] = j }
    }

    public mutating func removeAll() {
        storage = Storage()
    }

    func equalsIgnoringOrder(_ other: OrderedDictionary) -> Bool {
        guard count == other.count else { return false }
        for i in 0..<count where other[storage.keys[i]] != storage.values[i] { return false }
        return true
    }
}

/// A `Set` value, in insertion order for the same reason as `OrderedDictionary`.
public struct OrderedSet {
    final class Storage {
        var members: [Value] = []
        var positions: [Value: Int] = [:]

        func copy() -> Storage {
            let s = Storage()
            s.members = members
            s.positions = positions
            return s
        }
    }

    private var storage = Storage()

    public init() {}

    public init(_ members: some Sequence<Value>) {
        for m in members { insert(m) }
    }

    public var count: Int { storage.members.count }
    public var isEmpty: Bool { storage.members.isEmpty }
    public var members: [Value] { storage.members }

    public func contains(_ v: Value) -> Bool { storage.positions[v] != nil }

    private mutating func unique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Adds `v` if absent; returns whether it was added (Swift's `inserted`).
    @discardableResult
    public mutating func insert(_ v: Value) -> Bool {
        if storage.positions[v] != nil { return false }
        unique()
        storage.positions[v] = storage.members.count
        storage.members.append(v)
        return true
    }

    @discardableResult
    public mutating func remove(_ v: Value) -> Value? {
        guard let i = storage.positions[v] else { return nil }
        unique()
        let old = storage.members[i]
        storage.positions[v] = nil
        storage.members.remove(at: i)
        for j in i..<storage.members.count { storage.positions[storage.members[j]] = j }
        return old
    }

    public mutating func removeAll() { storage = Storage() }

    func equalsIgnoringOrder(_ other: OrderedSet) -> Bool {
        count == other.count && storage.members.allSatisfy(other.contains)
    }
}
