import Foundation
import XCTest

/// `simrepl run` reads a script a piece at a time (issue 16, memory): what a user sees of a long
/// file — quoted lines, whatif, the checks made before any of it runs — is what it was when the
/// file was read whole.
final class LongScriptTests: SimreplTestCase {
    /// Over 400 KiB of notes between a method defined at the top and the tap that makes its body
    /// fail; the script includes a file as long, whose own body fails the same way.
    func testLinesReadLongAgoAreQuotedAndWhatifReplaysTheFile() throws {
        let filler = (1...20_000).map { "note \"filler line \($0)\"\n" }.joined()
        try writeFile("helper.inc", """
            method homeVC fromInclude: {
                expect log "never from the include"
            }

            """ + filler)
        let path = try writeFile("long.sim", Scenes.card + """
            method homeVC check: {
                expect log "never logged"
            }

            """ + filler + """
            include "helper.inc"
            sendAction check: to homeVC
            sendAction fromInclude: to homeVC
            tap save
            whatif card.hidden = true

            """)
        let result = try simrepl("run", path)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("long.sim:13:5: expectation failed: no logged line equals \"never logged\"\n        expect log \"never logged\"\n"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("helper.inc:2:5: expectation failed: no logged line equals \"never from the include\"\n        expect log \"never from the include\"\n"),
                      result.stderr)
        // The replay read the file (and the include) again, up to the tap.
        XCTAssertTrue(result.stdout.contains("closure saveClosure no longer runs (it ran once)"), String(result.stdout.suffix(2_000)))
        XCTAssertTrue(result.stdout.contains("now: [0.000]   hit-test skips card: isHidden is true"), String(result.stdout.suffix(2_000)))
    }

    /// The file is checked whole before any of it runs, as when it was read whole: a byte that
    /// is not UTF-8 far past the first chunk stops the run at the start, naming its line; a
    /// character cut by a chunk's end is not mistaken for one.
    func testAFileIsCheckedWholeBeforeAnyOfItRuns() throws {
        var text = "window main\n"
        // "é" is two bytes: the 65,536th byte of the file is its first.
        text += "note \"" + String(repeating: "x", count: 65_536 - text.utf8.count - 7) + "é\"\n"
        XCTAssertEqual(Array(text.utf8)[65_535], 0xC3)
        text += (1...9_000).map { "note \"line \($0)\"\n" }.joined()
        let fine = try writeFile("cut.sim", text + "tree\n")
        let ran = try simrepl("run", fine)
        XCTAssertEqual(ran.status, 0, ran.stderr)
        XCTAssertTrue(ran.stdout.contains("main (UIWindow)"), String(ran.stdout.suffix(500)))

        let bad = workDirectory.appendingPathComponent("bad.sim")
        try (Data(text.utf8) + Data([0x6E, 0x6F, 0x74, 0x65, 0x20, 0xFF, 0x0A])).write(to: bad)
        let refused = try simrepl("run", bad.path)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertEqual(refused.stdout, "", "commands ran before the check")
        XCTAssertTrue(refused.stderr.contains("it is not UTF-8 text (line 9003 holds the byte 0xFF)"), refused.stderr)
    }
}
