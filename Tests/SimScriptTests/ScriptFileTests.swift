import XCTest
@testable import SimCore
@testable import SimScript

/// Scripts read a piece at a time (issue 16, memory): the lexer holds a window of a few lines,
/// diagnostics read back the line they quote, `whatif` and `save` read the file again. What
/// users rely on must not notice: lines quoted long after they left the window, a file edited
/// while it runs.
final class ScriptFileTests: XCTestCase {
    /// A file in memory whose bytes a test can change, as an editor would on disk.
    final class EditableFile: ScriptFile {
        var bytes: [UInt8]
        var edits = 0
        var reads = 0
        init(_ text: String) { bytes = Array(text.utf8) }
        var version: [Int] { [edits] }
        func read(at offset: Int, into buffer: inout [UInt8]) throws -> Int {
            reads += 1
            let start = min(offset, bytes.count), count = min(buffer.count, bytes.count - start)
            buffer.replaceSubrange(0..<count, with: bytes[start..<(start + count)])
            return count
        }
        func edit(_ text: String) { bytes = Array(text.utf8); edits += 1 }
    }

    struct Session {
        let interpreter: Interpreter
        let file: EditableFile
        var diagnostics: () -> [Diagnostic]
        var output: () -> String
    }

    func session(_ text: String) -> Session {
        final class Box { var diagnostics: [Diagnostic] = []; var output: [UInt8] = [] }
        let box = Box()
        let file = EditableFile(text)
        let interpreter = Interpreter(write: { box.output += $0 }, report: { box.diagnostics.append($0) })
        interpreter.openFile = { path in
            guard path == "long.sim" else { throw ScriptError(Diagnostic(.error, nil, "no file \(path)")) }
            return file
        }
        interpreter.maxEvents = nil
        return Session(interpreter: interpreter, file: file, diagnostics: { box.diagnostics },
                       output: { String(decoding: box.output, as: UTF8.self) })
    }

    static let scene = """
        window main
        controller homeVC in main
        button save in homeVC.view frame 20 100 120 44
        method homeVC didTapSave: {
            log "saved"
            expect log "never logged"
        }
        addTarget save homeVC didTapSave: for touchUpInside

        """

    /// 20,000 notes (over 400 KiB, far beyond the lexer's window) between the method and the tap.
    static let long = scene + (1...20_000).map { "note \"filler line \($0)\"\n" }.joined()
        + "tap save\nexpect log \"not this either\"\n"

    func testALineFarBehindTheWindowIsQuotedFromTheFile() throws {
        let s = session(Self.long)
        XCTAssertEqual(s.interpreter.run(file: "long.sim"), .completed)
        let quoted = s.diagnostics().map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.sourceLine ?? "nil")" }
        XCTAssertEqual(quoted, ["6:5     expect log \"never logged\"", "20010:1 expect log \"not this either\""])
        // Read a chunk at a time, not whole: far more reads than one.
        XCTAssertGreaterThan(s.file.reads, 5)
    }

    func testTheSameScriptReadWholeQuotesTheSameLines() throws {
        var diagnostics: [Diagnostic] = []
        let interpreter = Interpreter(write: { _ in }, loadFile: { _ in Self.long }, report: { diagnostics.append($0) })
        interpreter.maxEvents = nil
        XCTAssertEqual(interpreter.run(file: "long.sim"), .completed)
        let streamed = session(Self.long)
        streamed.interpreter.run(file: "long.sim")
        XCTAssertEqual(diagnostics.map(\.description), streamed.diagnostics().map(\.description))
    }

    /// Every line of a file read back, in any order, is the line the text gives: across chunk
    /// boundaries and the noted offsets of every 256th line, with CRLF line ends, a byte-order
    /// mark, multi-byte characters, an empty last line.
    func testEveryLineReadBackFromAFileIsTheLineOfItsText() {
        var generator = SystemRandomNumberGenerator()
        let words = ["tap save", "note \"é ü 日本\"", "", "    log \"x\"", String(repeating: "y", count: 700)]
        var text = "\u{FEFF}window main\r\n"
        for i in 0..<1_500 { text += words[Int.random(in: 0..<words.count, using: &generator)] + (i % 7 == 0 ? "\r\n" : "\n") }
        let count = text.lineStarts.count
        for order in [Array(1...count), Array((1...count).reversed()), (1...count).shuffled(using: &generator)] {
            var store = SourceStore()
            let file = EditableFile(text)
            store.add(reading: file, version: file.version, file: "f.sim")
            var whole = SourceStore()
            whole.add(text, file: "f.sim")
            for n in order + [0, count + 1] where store.line(n, of: "f.sim") != whole.line(n, of: "f.sim") {
                return XCTFail("line \(n): \(store.line(n, of: "f.sim") ?? "nil") != \(whole.line(n, of: "f.sim") ?? "nil")")
            }
        }
    }

    /// A line of nearly 64 KiB after the first chunk still fits the window; one over the limit is
    /// still refused at its column.
    func testLongLinesFitTheWindowAndTooLongOnesAreRefused() throws {
        let near = String(repeating: "x", count: (64 << 10) - 20)
        let ok = session(Self.long + "note \"\(near)\"\nexpect log \"last\"\n")
        XCTAssertEqual(ok.interpreter.run(file: "long.sim"), .completed)
        XCTAssertEqual(ok.diagnostics().last?.sourceLine, "expect log \"last\"")
        XCTAssertTrue(ok.output().contains(near), "the long note was not run")

        let over = String(repeating: "x", count: 64 << 10)
        let refused = session(Self.long + "note \"\(over)\"\n")
        guard case .failed(let d) = refused.interpreter.run(file: "long.sim") else { return XCTFail("a line over 64 KiB ran") }
        XCTAssertEqual(d.location?.line, 20_011)
        XCTAssertEqual(d.location?.column, 65_537)
        XCTAssertEqual(d.sourceLine?.count, over.count + 7)
    }

    /// An edit in place after the run began: no line of the new text is quoted as if it ran,
    /// and `whatif` refuses to replay what it cannot read again.
    func testAFileEditedWhileItRunsIsNotQuotedOrReplayedAsWhatRan() throws {
        let s = session(Self.scene + "tap save\n")
        XCTAssertEqual(s.interpreter.run(file: "long.sim"), .completed)
        XCTAssertEqual(s.diagnostics().first?.sourceLine, "    expect log \"never logged\"")
        s.file.edit(String(repeating: "# edited\n", count: 10))
        s.interpreter.run(source: "tap save", file: "<repl>", firstLine: 20)
        let late = s.diagnostics().last
        XCTAssertEqual(late?.location?.line, 6)
        XCTAssertNil(late?.sourceLine, "quoted a line of the edited file")
        guard case .failed(let d) = s.interpreter.run(source: "whatif save.hidden = true", file: "<repl>", firstLine: 21) else {
            return XCTFail("whatif replayed an edited file")
        }
        XCTAssertTrue(d.message.contains("'long.sim' was changed after it ran"), d.message)
    }

    /// `whatif` and `save` after a file ran read it again: the replay and the saved session hold
    /// what the file ran.
    func testWhatifAndSaveReadTheFileAgain() throws {
        let s = session(Self.long)
        var saved: [String: String] = [:]
        s.interpreter.writeFile = { saved[$0] = $1 }
        XCTAssertEqual(s.interpreter.run(file: "long.sim"), .completed)
        XCTAssertEqual(s.interpreter.run(source: "whatif save.hidden = true", file: "<repl>", firstLine: 20_011), .completed)
        XCTAssertTrue(s.output().contains("homeVC.didTapSave:"), s.output())
        XCTAssertEqual(s.interpreter.run(source: "save \"out.sim\"", file: "<repl>", firstLine: 20_012), .completed)
        let text = try XCTUnwrap(saved["out.sim"])
        XCTAssertTrue(text.contains(Self.long), "the saved session lacks the file's text")
    }
}
