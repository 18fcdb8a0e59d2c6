import Testing
@testable import SwiftInterpreter

/// Programs written to hurt the interpreter: each must end with a clear message — a trap, a
/// limit, the work budget — and never crash, hang or exhaust the machine's memory.
struct HostileProgramTests {
    /// What a run printed and how it ended (nil: it completed).
    struct Outcome {
        var output: String
        var failure: RunFailure?

        var isOverBudget: Bool {
            if case .overBudget? = failure { return true }
            return false
        }

        /// The message of an `unsupported` stop (a size limit says so there).
        var limitMessage: String? {
            if case .unsupported(let d)? = failure { return d.message }
            return nil
        }

        var trapMessage: String? {
            if case .trap(let t)? = failure { return t.message }
            return nil
        }
    }

    func run(_ source: String, budget: Int = 1_000_000) throws -> Outcome {
        let host = CapturingHost()
        let program = try Interpreter.load(source: source, fileName: "hostile.swift", host: host)
        program.workBudget = budget
        do {
            try program.run()
            return Outcome(output: host.output, failure: nil)
        } catch {
            return Outcome(output: host.output, failure: error)
        }
    }

    @Test("Array(repeating:count:) with a terabyte count stops at the size limit before allocating")
    func hugeRepeatedArray() throws {
        let r = try run("print(1)\nlet a = Array(repeating: 0, count: 1 << 40)\nprint(a.count)\n")
        #expect(r.output == "1\n")
        #expect(r.limitMessage?.contains("1099511627776 elements") == true)
    }

    @Test("repeatElement with a huge count stops at the size limit")
    func hugeRepeatElement() throws {
        let r = try run("let a = Array(repeatElement(\"x\", count: 1 << 50))\nprint(a.count)\n")
        #expect(r.limitMessage?.contains("elements") == true)
    }

    @Test("a count within the limit still spends a step per element made")
    func repeatedArraySpendsBudget() throws {
        let source = "let a = Array(repeating: 0, count: 500_000)\nprint(a.count)\n"
        #expect(try run(source, budget: 1_000_000).output == "500000\n")
        #expect(try run(source, budget: 100_000).isOverBudget)
    }

    @Test("String(repeating:count:) whose result would be terabytes stops at the size limit")
    func hugeRepeatedString() throws {
        let r = try run("let s = String(repeating: \"ab\", count: 1 << 40)\nprint(s.count)\n")
        #expect(r.limitMessage?.contains("bytes") == true)
    }

    @Test("a string or an array doubled in a loop stops at the size limit, not an allocation failure", arguments: [
        ("var s = \"ab\"\nfor _ in 0..<60 { s += s }\nprint(s.count)\n", "bytes"),
        ("var s = \"ab\"\nfor _ in 0..<60 { s = s + s }\nprint(s.count)\n", "bytes"),
        ("var a = [1]\nfor _ in 0..<60 { a += a }\nprint(a.count)\n", "elements"),
        ("var a = [1]\nfor _ in 0..<60 { a.append(contentsOf: a) }\nprint(a.count)\n", "elements"),
    ])
    func doubling(_ source: String, _ unit: String) throws {
        let r = try run(source, budget: 10_000)
        #expect(r.limitMessage?.contains(unit) == true, "\(r.failure.map { "\($0)" } ?? "completed")")
    }

    @Test("a huge range made an array spends the budget element by element", arguments: [
        "let a = Array(0..<(1 << 40))\nprint(a.count)\n",
        "let s = Set(0..<(1 << 40))\nprint(s.count)\n",
        "print((0..<(1 << 40)).reversed().first!)\n",
    ])
    func hugeRangeToArray(_ source: String) throws {
        #expect(try run(source, budget: 100_000).isOverBudget)
    }

    @Test("stride to Int.max spends the budget instead of building an endless array", arguments: [
        "for x in stride(from: 0, to: Int.max, by: 1) { if x < 0 { break } }\n",
        "print(Array(stride(from: 0.0, through: 1e300, by: 1.0)).count)\n",
    ])
    func endlessStride(_ source: String) throws {
        #expect(try run(source, budget: 100_000).isOverBudget)
    }

    @Test("a short stride is unchanged")
    func shortStride() throws {
        #expect(try run("print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 1.0, through: 2.0, by: 0.5)))\n").output
            == "[0, 3, 6, 9] [1.0, 1.5, 2.0]\n")
    }

    @Test("an endless loop and endless recursion in a closure stop")
    func endlessLoopAndRecursion() throws {
        #expect(try run("var i = 0\nwhile true { i += 1 }\n", budget: 50_000).isOverBudget)
        let recursion = try run("var f: ((Int) -> Int)!\nf = { n in f(n + 1) }\nprint(f(0))\n", budget: 10_000_000)
        #expect(recursion.trapMessage?.contains("stack overflow") == true)
    }

    @Test("a file nested past the parser's limit is a program whose load error is told")
    func deeplyNestedFile() throws {
        let source = "let x = " + String(repeating: "(", count: 1000) + "1" + String(repeating: ")", count: 1000) + "\nprint(x)\n"
        #expect(Interpreter.isStandaloneProgram(source: source))
        #expect(throws: LoadError.self) { _ = try Interpreter.load(source: source, fileName: "nested.swift", host: CapturingHost()) }
    }
}
