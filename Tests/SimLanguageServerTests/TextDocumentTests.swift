import Testing
@testable import SimLanguageServer

/// Positions as editors count them (UTF-16 code units, or scalars under UTF-32) against the
/// interpreter's scalar columns, and incremental edits applied where they say.
struct TextDocumentTests {
    // "🙂" is one scalar and two UTF-16 units; "é" one of each.
    let document = TextDocument(uri: "file:///a.sim", path: "/a.sim", version: 1, text: "log \"🙂é\" x\r\ntap save\n")

    @Test func utf16ColumnsCountSurrogatePairsTwice() {
        #expect(document.scalarIndex(line: 0, character: 7, .utf16) == 6)   // after 🙂é
        #expect(document.character(line: 0, scalarIndex: 6, .utf16) == 7)
        #expect(document.scalarIndex(line: 0, character: 6, .utf32) == 6)
        #expect(document.character(line: 0, scalarIndex: 6, .utf32) == 6)
    }

    @Test func columnsPastALineEndAreClamped() {
        #expect(document.scalarIndex(line: 1, character: 99, .utf16) == 8)
        #expect(document.scalarIndex(line: 7, character: 3, .utf16) == 0)
    }

    @Test func aCarriageReturnIsNotPartOfTheLine() {
        #expect(document.line(0).count == 10)
    }

    @Test func wordsAreNamesSelectorsAndPaths() {
        let d = TextDocument(uri: "u", path: "p", version: 1, text: "addTarget save home didTapSave: for touchUpInside; tap home.view\n")
        #expect(d.word(line: 0, at: 2)?.text == "addTarget")
        #expect(d.word(line: 0, at: 2)?.isCommand == true)
        let selector = d.word(line: 0, at: 22)
        #expect(selector?.text == "didTapSave:")
        #expect(selector?.previous == "home")
        #expect(selector?.isCommand == false)
        #expect(d.word(line: 0, at: 52)?.isCommand == true)  // `tap`, after the `;`
        #expect(d.word(line: 0, at: 60)?.text == "home.view")
    }

    @Test func editsAfterCRLFLinesLandWhereTheySay() {
        var d = TextDocument(uri: "u", path: "p", version: 1, text: "a\r\nbb\nc\r\ndd")
        d.apply("X", range: (.init(line: 3, character: 1), .init(line: 3, character: 2)), version: 2, encoding: .utf16)
        d.apply("Y", range: (.init(line: 1, character: 0), .init(line: 2, character: 0)), version: 3, encoding: .utf16)
        #expect(d.text == "a\r\nYc\r\ndX")
    }

    @Test func incrementalEditsReplaceTheirRange() {
        var d = document
        // Replace "save" (line 1) and then the é (line 0, UTF-16 column 7).
        d.apply("sav", range: (.init(line: 1, character: 4), .init(line: 1, character: 8)), version: 2, encoding: .utf16)
        d.apply("e", range: (.init(line: 0, character: 7), .init(line: 0, character: 8)), version: 3, encoding: .utf16)
        #expect(d.text == "log \"🙂e\" x\r\ntap sav\n")
        #expect(d.version == 3)
        d.apply("window w\n", range: nil, version: 4, encoding: .utf16)
        #expect(d.text == "window w\n")
    }

    /// Many edits, inside lines and across them, adding and removing `\n` and `\r\n`: the text is
    /// what splicing the scalars says, and every line is where a fresh reading of it puts it.
    @Test func editsAcrossLinesAgreeWithAFreshReading() {
        let start = "a\r\nbé🙂\nc\n\ndd"
        var d = TextDocument(uri: "u", path: "p", version: 1, text: start)
        var expected = Array(start.unicodeScalars)
        let inserts = ["", "x", "\n", "\r\n", "é🙂\n y", "\n\n", "\r"]
        var seed: UInt64 = 42
        func random(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for step in 0..<400 {
            // Lines as LSP counts them: split at `\n`, a `\r` before it not part of the line.
            let lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
            func position() -> TextDocument.Position { .init(line: random(lines.count + 1), character: random(8)) }
            func offset(_ p: TextDocument.Position) -> Int {
                guard p.line < lines.count else { return expected.count }
                let before = lines[..<p.line].reduce(0) { $0 + $1.count + 1 }
                let line = lines[p.line].last == "\r" && p.line < lines.count - 1 ? lines[p.line].dropLast() : lines[p.line][...]
                var units = 0, index = 0
                while index < line.count && units < p.character { units += line[line.startIndex + index].utf16.count; index += 1 }
                return before + index
            }
            var (a, b) = (position(), position())
            if (a.line, a.character) > (b.line, b.character) { swap(&a, &b) }
            let insert = inserts[random(inserts.count)]
            let from = offset(a), to = max(from, offset(b))
            expected.replaceSubrange(from..<to, with: insert.unicodeScalars)
            d.apply(insert, range: (a, b), version: step + 2, encoding: .utf16)
            let text = String(String.UnicodeScalarView(expected))
            #expect(d.text == text, "step \(step)")
            let fresh = TextDocument(uri: "u", path: "p", version: 1, text: text)
            for i in 0...lines.count + 2 {
                #expect(d.line(i) == fresh.line(i), "step \(step), line \(i)")
            }
            guard d.text == text else { return }
        }
    }
}
