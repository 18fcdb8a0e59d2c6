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
}
