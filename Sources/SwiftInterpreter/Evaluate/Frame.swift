/// One activation of a function, closure or the top-level code: its slots (parameters and
/// locals, laid out by the resolver), the cells of its captured variables, the cells its
/// closure captured, and where a `return` leaves its value.
final class Frame {
    var slots: [Value]
    var cells: [Cell?]
    let captures: [Cell]
    var returnValue: Value = .void
    unowned let runtime: Runtime

    init(slotCount: Int, cellCount: Int, captures: [Cell], runtime: Runtime) {
        slots = Array(repeating: .void, count: slotCount)
        cells = cellCount == 0 ? [] : Array(repeating: nil, count: cellCount)
        self.captures = captures
        self.runtime = runtime
    }

    func read(_ storage: VarStorage) -> Value {
        switch storage {
        case .slot(let i): return slots[i]
        case .cell(let i): return cells[i]?.value ?? .void
        case .capture(let i): return captures[i].value
        case .global(let i): return runtime.globals[i]
        }
    }

    func write(_ storage: VarStorage, _ v: Value) {
        switch storage {
        case .slot(let i): slots[i] = v
        case .cell(let i):
            if let c = cells[i] { c.value = v } else { cells[i] = Cell(v) }
        case .capture(let i): captures[i].value = v
        case .global(let i): runtime.globals[i] = v
        }
    }

    /// Declares a variable: a captured one gets a fresh cell, so each loop iteration's closures
    /// see their own variable (Swift's semantics), not one shared by every iteration.
    func declare(_ storage: VarStorage, _ v: Value) {
        if case .cell(let i) = storage { cells[i] = Cell(v) } else { write(storage, v) }
    }

    /// Ends a variable's scope: releases what it holds (which may run a `deinit`).
    func clear(_ storage: VarStorage) {
        switch storage {
        case .slot(let i): slots[i] = .void
        case .cell(let i): cells[i] = nil
        default: break
        }
    }

    /// Reads, changes and writes back a variable without holding an access to the frame's
    /// storage while `body` runs (it may run Swift code that reads other variables).
    @inline(__always)
    func modify(_ storage: VarStorage, _ body: (inout Value) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        switch storage {
        case .slot(let i):
            var v = slots[i]
            slots[i] = .void
            defer { slots[i] = v }
            return try body(&v)
        case .cell(let i):
            let c = cells[i] ?? Cell(.void)
            cells[i] = c
            var v = c.value
            c.value = .void
            defer { c.value = v }
            return try body(&v)
        case .capture(let i):
            let c = captures[i]
            var v = c.value
            c.value = .void
            defer { c.value = v }
            return try body(&v)
        case .global(let i):
            var v = runtime.globals[i]
            runtime.globals[i] = .void
            defer { runtime.globals[i] = v }
            return try body(&v)
        }
    }
}
