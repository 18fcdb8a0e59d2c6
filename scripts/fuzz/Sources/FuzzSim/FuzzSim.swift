// libFuzzer's entry point: each input is a .sim source, run through the whole interpreter —
// lexer, parser, binder, commands, the engine — with both trace renderers and the REPL's
// completion, on a small work budget and with no file system. A crash, a trap, an ASan report or
// a time-out is a bug: the language promises a diagnostic for any input (issue 16).
import SimCore
import SimScript
#if canImport(Glibc)
import Glibc
#endif

/// The most of an input the harness reads: libFuzzer's -max_len (scripts/fuzz.sh) is the same.
let maxInputBytes = 64 << 10
/// Each input's work budget (trace events): ten times what the largest scenario in scripts/ emits,
/// so an input costs milliseconds. A script may lower it with `config maxEvents`, never raise it.
let fuzzMaxEvents = 2_000
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

/// Discards what it is given, after touching every byte once (as a terminal or a file would).
final class Discard {
    var checksum: UInt8 = 0
    func take(_ bytes: [UInt8]) { for b in bytes { checksum &+= b } }
    func take(_ text: String) { for b in text.utf8 { checksum &+= b } }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : min(size, maxInputBytes))
    run(String(decoding: bytes, as: UTF8.self), lengthHint: bytes.count)
    return 0
}

/// Runs one input. The trace style varies with the input's length (deterministically, as
/// libFuzzer needs): plain, coloured, brief and wrapped text are different code.
func run(_ source: String, lengthHint: Int) {
    let discard = Discard()
    let sandbox = Sandbox()
    let style = TraceStyle(color: lengthHint & 1 == 1, brief: lengthHint & 2 == 2, width: lengthHint & 4 == 4 ? 60 : nil)
    let interpreter = Interpreter(
        traceFormat: .text, echoCommands: true, traceStyle: style,
        write: { discard.take($0) },
        loadFile: { try sandbox.read($0) },
        report: { discard.take($0.description) })
    interpreter.writeFile = { try sandbox.write($0, $1) }
    interpreter.maxEvents = fuzzMaxEvents
    interpreter.maxEventsCeiling = fuzzMaxEvents
    // The JSON Lines trace of the same run, from the same events.
    interpreter.simulator.tracer.add(JSONLinesTraceRenderer(names: interpreter.names, write: { discard.take($0) }))

    _ = ScriptLanguage.needsMoreInput(source)  // the REPL asks this of every line it reads
    interpreter.run(source: source, file: "fuzz.sim")
    for warning in interpreter.vacuityWarnings() { discard.take(warning.description) }
    // Tab on the input's last line, as the REPL would complete it.
    let lastLine = source.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    for candidate in interpreter.completions(for: String(lastLine.prefix(256))) { discard.take(candidate) }
}

// MARK: - The dictionary

/// `SIMREPL_FUZZ_DICTIONARY=FILE FuzzSim` writes libFuzzer's dictionary for the language to FILE
/// and exits: every word of the command table (`ScriptLanguage.vocabulary`) and the property
/// names of a scene with one object of each kind. scripts/fuzz.sh makes it on every run, so it
/// never falls behind the grammar.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let path = getenv("SIMREPL_FUZZ_DICTIONARY").map({ String(cString: $0) }) else { return 0 }
    let words = Set(ScriptLanguage.vocabulary).union(propertyNames())
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
