/// A lazy view over a collection is itself a collection in Swift (`LazyFilterCollection`,
/// `LazyMapCollection`), and the operations that work with its indices run its closures in
/// their own pattern, which a program with side effects in them can see:
///
/// - a filter's `startIndex` and `index(after:)` test base elements until one passes, and
///   every test reads the element through the maps below it again (a subscript of a lazy map
///   calls its transform each time);
/// - `prefix(n)` is `self[startIndex..<index(startIndex, offsetBy: n, limitedBy: endIndex)]`:
///   the start is found twice, and the slice is a lazy view of the base's slice;
/// - `count` walks the indices; `first` finds `startIndex` and reads the element there.
///
/// Iterating (a loop, `Array(…)`, `reduce`) goes through the base's elements once each, as
/// `LazySequenceValue.iterate` does.
extension LazySequenceValue {
    /// Whether Swift's view is a collection: a finite collection under maps and filters only
    /// (`prefix(while:)`, or a base that is only a sequence, keep sequence semantics).
    var isCollection: Bool {
        switch base {
        case .array, .slice, .set, .dictionary, .string: break
        case .range(let r): guard r.intBounds != nil else { return false }
        default: return false
        }
        return steps.allSatisfy { step in
            switch step {
            case .map, .filter, .compactMap: true
            case .prefix, .prefixWhile: false
            }
        }
    }

    /// The base's elements with their positions, within `window`, until `body` returns false.
    func forEachBaseElement(_ rt: Runtime, loc: SourceLoc,
                            _ body: (Int, Value) throws(Interrupt) -> Bool) throws(Interrupt) {
        let lo = window?.lowerBound ?? 0, hi = window?.upperBound ?? Int.max
        var position = 0
        try rt.iterate(base, loc: loc) { element throws(Interrupt) in
            defer { position += 1 }
            if position < lo { return true }
            if position >= hi { return false }
            return try body(position, element)
        }
    }

    /// Whether the element is at an index of the view: each filter (and compactMap) tests it in
    /// turn, reading it afresh through the steps below (maps after the last filter do not run).
    private func isIndex(_ element: Value, _ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> Bool {
        for (k, step) in steps.enumerated() {
            switch step {
            case .filter(let f):
                guard let v = try read(element, through: k, rt, loc: loc) else { return false }
                guard case .bool(true) = try rt.call(f, [v], loc: loc) else { return false }
            case .compactMap(let f):
                guard let v = try read(element, through: k, rt, loc: loc) else { return false }
                if case .optional(nil) = try rt.call(f, [v], loc: loc) { return false }
            case .map, .prefix, .prefixWhile:
                continue
            }
        }
        return true
    }

    /// The element as the first `count` steps' subscript gives it: maps and compactMaps
    /// transform it, filters (already passed) leave it; nil when a compactMap gives nil.
    private func read(_ element: Value, through count: Int, _ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> Value? {
        var v = element
        for step in steps.prefix(count) {
            switch step {
            case .map(let f):
                v = try rt.call(f, [v], loc: loc)
            case .compactMap(let f):
                guard case .optional(let x?) = try rt.call(f, [v], loc: loc) else { return nil }
                v = x
            case .filter, .prefix, .prefixWhile:
                continue
            }
        }
        return v
    }

    /// The positions of the view's first `limit` indices (fewer at its end), testing elements
    /// as Swift's `startIndex` and `index(after:)` do.
    private func indexPositions(limit: Int, _ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> [Int] {
        var found: [Int] = []
        guard limit > 0 else { return found }
        try forEachBaseElement(rt, loc: loc) { position, element throws(Interrupt) in
            if try isIndex(element, rt, loc: loc) { found.append(position) }
            return found.count < limit
        }
        return found
    }

    /// `prefix(n)` of the lazy collection: the base slice up to the n-th index after the start.
    func collectionPrefix(_ n: Int, _ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> LazySequenceValue {
        let end = window?.upperBound ?? Int.max
        // index(startIndex, offsetBy: n, limitedBy: endIndex): the start and n indices after it.
        let walked = try indexPositions(limit: n == Int.max ? n : n + 1, rt, loc: loc)
        let upper = walked.count == n + 1 ? walked[n] : end
        // self[startIndex..<upper] finds the start again.
        let lower = try indexPositions(limit: 1, rt, loc: loc).first ?? end
        return LazySequenceValue(typeDecl, base: base, steps: steps, window: lower..<Swift.max(lower, upper))
    }

    /// `first`: the element at `startIndex`, read through every step.
    func collectionFirst(_ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> Value? {
        var element: Value?
        try forEachBaseElement(rt, loc: loc) { _, e throws(Interrupt) in
            if try isIndex(e, rt, loc: loc) { element = e; return false }
            return true
        }
        guard let element else { return nil }
        return try read(element, through: steps.count, rt, loc: loc)
    }

    /// `count`: the indices from `startIndex` to `endIndex`.
    func collectionCount(_ rt: Runtime, loc: SourceLoc) throws(Interrupt) -> Int {
        try indexPositions(limit: Int.max, rt, loc: loc).count
    }
}
