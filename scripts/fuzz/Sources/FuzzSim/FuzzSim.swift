// libFuzzer's entry point: each input is a .sim source, run through the whole interpreter —
// lexer, parser, binder, commands, the engine — with both trace renderers and the REPL's
// completion, on a small work budget and with no file system. A crash, a trap, an ASan report or
// a time-out is a bug: the language promises a diagnostic for any input (issue 16).
import SimCore
import SimRendering
import SimScript
#if canImport(Glibc)
import Glibc
#endif

/// The most of an input the harness reads: libFuzzer's -max_len (scripts/fuzz.sh) is the same.
let maxInputBytes = 64 << 10
/// Each input's work budget (trace events): ten times what the largest scenario in scripts/ emits,
/// so an input costs milliseconds. A script may lower it with `config maxEvents`, never raise it.
/// One input in eight (by its length) gets ten times as much, so a cost that grows faster than
/// the work it is counted as has room to show (see `CostCheck`).
let fuzzMaxEvents = 2_000
let fuzzLargeMaxEvents = 20_000
/// What `save` and `export` may write into the sandbox, in all.
let maxSandboxBytes = 1 << 20

/// `include`, `load`, `save` and `export` read and write these files instead of the disk: an
/// input can save a scene and load it back, but leaves nothing behind and reads nothing of
/// the machine's.
final class Sandbox {
    var files: [String: String] = [:]
    var bytes = 0

    struct Refused: Error, CustomStringConvertible { let description: String }

    func read(_ path: String) throws -> String {
        guard let text = files[path] else { throw Refused(description: "no such file in the fuzzer's sandbox") }
        return text
    }

    func write(_ path: String, _ text: String) throws {
        guard bytes + text.utf8.count <= maxSandboxBytes else { throw Refused(description: "the fuzzer's sandbox is full") }
        bytes += text.utf8.count
        files[path] = text
    }
}

/// Discards what it is given, after touching every byte once (as a terminal or a file would),
/// and counts the bytes.
final class Discard {
    var checksum: UInt8 = 0
    var count = 0
    func take(_ bytes: [UInt8]) { for b in bytes { checksum &+= b }; count += bytes.count }
    func take(_ text: String) { for b in text.utf8 { checksum &+= b }; count += text.utf8.count }
}

/// What an input cost against the work it was counted as. The work budget stops a run after so
/// many events (and every 64 bytes of output it charges); a run whose output or time per unit of
/// that work is far above what any scenario needs has found a cost the budget does not see —
/// output that is not charged (a trace line that grows with the input), or work per event that
/// grows with the session (a quadratic). Such an input is written to `$SIMREPL_FUZZ_COST_DIR`
/// as `cost-HASH` (fuzzing goes on: it is not a crash) with what it cost in its first line.
enum CostCheck {
    /// Below these a run is too small to judge.
    static let minimumBytes = 1 << 20
    static let minimumSeconds = 0.5
    /// A trace line is tens to hundreds of bytes; charged output counts an event per 64.
    static let maxBytesPerEvent = 2_048
    /// A scenario's event costs microseconds (a few with the sanitizers).
    static let maxMicrosecondsPerEvent = 200.0

    /// The problem with a run of `work` events that wrote `bytes` in `seconds`, if any.
    static func problem(bytes: Int, seconds: Double, work: Int) -> String? {
        let work = max(work, 1)
        if bytes >= minimumBytes, bytes / work > maxBytesPerEvent {
            return "\(bytes) bytes of trace for \(work) events of work (\(bytes / work) an event; at most \(maxBytesPerEvent) expected)"
        }
        let perEvent = seconds * 1_000_000 / Double(work)
        if seconds >= minimumSeconds, perEvent > maxMicrosecondsPerEvent {
            return "\(Int(seconds * 1000)) ms for \(work) events of work (\(Int(perEvent)) µs an event; at most \(Int(maxMicrosecondsPerEvent)) expected)"
        }
        return nil
    }

    /// Writes `input` with its `problem` where fuzz.sh collects cost findings.
    static func record(_ input: UnsafeBufferPointer<UInt8>, _ problem: String) {
        guard let folder = getenv("SIMREPL_FUZZ_COST_DIR").map({ String(cString: $0) }) else {
            say("FuzzSim: cost finding (SIMREPL_FUZZ_COST_DIR not set): \(problem)")
            return
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let path = folder + "/cost-" + String(hash, radix: 16)
        guard let file = fopen(path, "w") else { return }
        defer { fclose(file) }
        fputs("# \(problem)\n", file)
        if let base = input.baseAddress { fwrite(base, 1, input.count, file) }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : min(size, maxInputBytes))
    let clock = ContinuousClock()
    var cost: (bytes: Int, work: Int) = (0, 0)
    let elapsed = clock.measure { cost = run(String(decoding: bytes, as: UTF8.self), lengthHint: bytes.count) }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    if let problem = CostCheck.problem(bytes: cost.bytes, seconds: seconds, work: cost.work) { CostCheck.record(bytes, problem) }
    return 0
}

/// Runs one input: the bytes of its text trace and the work it was counted as. The trace style
/// and the budget vary with the input's length (deterministically, as libFuzzer needs): plain,
/// coloured, brief and wrapped text are different code.
@discardableResult
func run(_ source: String, lengthHint: Int) -> (bytes: Int, work: Int) {
    let discard = Discard()
    let sandbox = Sandbox()
    let style = TraceStyle(color: lengthHint & 1 == 1, brief: lengthHint & 2 == 2, width: lengthHint & 4 == 4 ? 60 : nil)
    let interpreter = Interpreter(
        traceFormat: .text, echoCommands: true, traceStyle: style,
        write: { discard.take($0) },
        loadFile: { try sandbox.read($0) },
        report: { discard.take($0.description) })
    interpreter.writeFile = { try sandbox.write($0, $1) }
    let budget = lengthHint & 56 == 56 ? fuzzLargeMaxEvents : fuzzMaxEvents
    interpreter.maxEvents = budget
    interpreter.maxEventsCeiling = budget
    // The JSON Lines trace of the same run, from the same events (not counted: the text trace is).
    let json = Discard()
    interpreter.simulator.tracer.add(JSONLinesTraceRenderer(names: interpreter.names, write: { json.take($0) }))

    _ = ScriptLanguage.needsMoreInput(source)  // the REPL asks this of every line it reads
    interpreter.run(source: source, file: "fuzz.sim")
    for warning in interpreter.vacuityWarnings() { discard.take(warning.description) }
    // Tab on the input's last line, as the REPL would complete it.
    let lastLine = source.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    for candidate in interpreter.completions(for: String(lastLine.prefix(256))) { discard.take(candidate) }
    return (discard.count, interpreter.simulator.eventsInWork)
}

// MARK: - The dictionary

/// `SIMREPL_FUZZ_DICTIONARY=FILE FuzzSim` writes libFuzzer's dictionary for the language to FILE
/// and exits: every word of the command table (`ScriptLanguage.vocabulary`), the property
/// names of a scene with one object of each kind, and numbers at the edges of what Double, Int64
/// and Int32 hold. With `SIMREPL_FUZZ_SEEDS=FOLDER` it also writes `EdgeSeeds` there.
/// scripts/fuzz.sh makes both on every run, so they never fall behind the grammar.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let path = getenv("SIMREPL_FUZZ_DICTIONARY").map({ String(cString: $0) }) else { return 0 }
    if let folder = getenv("SIMREPL_FUZZ_SEEDS").map({ String(cString: $0) }) {
        for (name, text) in EdgeSeeds.all {
            guard let file = fopen(folder + "/" + name, "w") else { continue }
            fputs(text, file)
            fclose(file)
        }
        say("FuzzSim: wrote \(EdgeSeeds.all.count) edge seeds to \(folder)")
    }
    let words = Set(ScriptLanguage.vocabulary).union(propertyNames()).union(edgeNumbers).union([" + ", " - ", " + 1", "list "])
    var text = "# libFuzzer dictionary for the .sim language, made by FuzzSim from the command table.\n"
    for word in words.sorted() { text += "\"\(escaped(word))\"\n" }
    guard let file = fopen(path, "w") else {
        say("FuzzSim: cannot write the dictionary '\(path)'")
        exit(1)
    }
    fputs(text, file)
    fclose(file)
    say("FuzzSim: wrote \(words.count) words to \(path)")
    exit(0)
}

/// Numbers where conversions trap or round: past Int64 (a Double of 1e19 into Int64 trapped),
/// Int32, the largest and smallest Doubles, and near them.
let edgeNumbers = [
    "1e19", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616",
    "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967296",
    "4.9e-324", "2.2250738585072014e-308", "1e-300", "1.79e308", "1.7976931348623157e308", "-1.79e308",
    "1e300", "1e15", "1e16", "0.1", "-0", "1e-7", "999999999999999999999",
]

/// Seeds for what the scenarios in scripts/ never do: edge numbers in every numeric place, long
/// operator chains, values that double, presentation cycles, inspections in a fast timer, a field
/// typed full, deep views, long names in a fast timer. Each is a script a hostile user wrote
/// (issue 24); libFuzzer mutates them like the rest.
enum EdgeSeeds {
    static let scene = "window main\ncontroller home in main\nbutton login in home.view frame 20 100 120 44 title \"Log in\"\ntextfield f in home.view frame 20 200 200 34\ntableview list in home.view frame 0 300 390 300\n"

    static var all: [(String, String)] {
        let numbers = edgeNumbers
        var edge = scene
        for (i, n) in numbers.enumerated() {
            edge += "config panThreshold \(n)\nconfig trackingMargin \(n)\nconfig tapDuration \(n)ms\ntap at \(n) \(n)\n"
            edge += "set login.frame = \(n) \(n) \(n) \(n)\nset login.alpha = \(n)\nscroll list by \(n)\nwait \(n)ms\nvar v\(i) = \(n) + \(n)\n"
        }
        let chain = "var x = 1" + String(repeating: " + 1", count: 7_000) + "\nvar s = \"\"" + String(repeating: " + \"ab\" - 1", count: 2_000) + "\n"
        let doubling = "var s = \"ab\"\n" + String(repeating: "set s = s + s\n", count: 30) + "var l = list 1\n" + String(repeating: "set l = list l, l, s\n", count: 20)
        let cycles = scene + "controller sheet\ncontroller child in home.view\npresent sheet from home\npresent home from sheet\npresent home from child\npresent home from home\nsendAction nothing: to nil from login\ntap login\n"
        let inspections = scene + "var long = \"" + String(repeating: "x", count: 2_000) + "\"\ntap login\ntimer t every 1ms { trace; tree; help; vars; save scene \"s.json\"; chain login }\nwait 100s\n"
        let typing = scene + "tap f\n" + String(repeating: "type \"" + String(repeating: "é", count: 900) + "\"\ntype backspace 5\n", count: 4)
        var deep = scene + "view v0 in home.view\n"
        for i in 1...300 { deep += "view v\(i) in v\(i - 1)\n" }
        deep += "tap v299\ntree\n"
        let name = String(repeating: "n", count: 3_000)
        let longName = scene + "button \(name) in home.view\naddAction \(name) for touchUpInside { log \"\(String(repeating: "L", count: 3_000))\" }\ntimer t every 1ms { tap \(name) }\nwait 100s\n"
        return [("edge-numbers.sim", edge), ("plus-chain.sim", chain), ("doubling.sim", doubling), ("presentation-cycles.sim", cycles),
                ("inspections-in-a-fast-timer.sim", inspections), ("typing-a-field-full.sim", typing), ("deep-views.sim", deep),
                ("long-names-in-a-fast-timer.sim", longName)]
    }
}

/// A line on standard error.
func say(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

/// The properties scripts can read and set, as `show` and completion list them for each kind.
func propertyNames() -> Set<String> {
    let interpreter = Interpreter(write: { _ in }, report: { _ in })
    interpreter.run(source: """
        window main
        controller home in main
        view card in home.view frame 0 0 390 600
        button b in card
        control c in card
        label l in card
        imageview i in card
        textfield f in card
        switch s in card
        slider sl in card
        stepper st in card
        segmented seg in card segments "A" "B"
        tableview t in card
        collectionview cv in card
        object o
        timer tm every 1s { }
        gesture g pan on card
        gesture p pinch on card
        gesture r rotation on card
        alertView av title "A"
        alertController ac title "A"
        """, file: "scene.sim")
    var names = Set<String>()
    for object in interpreter.world.names {
        for full in interpreter.propertyCompletions(for: object + ".") {
            names.insert(String(full.dropFirst(object.count + 1)))
        }
    }
    return names
}

/// A dictionary entry's text: `"` and `\` escaped, bytes outside printable ASCII as \xNN.
func escaped(_ word: String) -> String {
    var out = ""
    for byte in word.utf8 {
        switch byte {
        case UInt8(ascii: "\""): out += "\\\""
        case UInt8(ascii: "\\"): out += "\\\\"
        case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            out += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return out
}
