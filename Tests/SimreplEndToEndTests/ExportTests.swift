import Foundation
import XCTest

/// `simrepl run --html` and `--export`: files written after a run.
final class ExportTests: SimreplTestCase {
    func testHtmlAndPicturesAreWrittenAfterTheRun() throws {
        let script = try writeFile("scene.sim", Scenes.card + "tap save\n")
        let dir = (script as NSString).deletingLastPathComponent
        let page = dir + "/page.html", tree = dir + "/tree.dot", chain = dir + "/chain.mmd", touch = dir + "/touch.mmd"
        let result = try simrepl("run", "--quiet", "--html", page, "--export", "tree=" + tree,
                                 "--export", "chain:save=" + chain, "--export", "touch=" + touch, script)
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>") && html.contains("simrepl step-through"))
        XCTAssertTrue(try String(contentsOfFile: tree, encoding: .utf8).hasPrefix("digraph tree {"))
        XCTAssertTrue(try String(contentsOfFile: chain, encoding: .utf8).hasPrefix("flowchart TB"))
        XCTAssertTrue(try String(contentsOfFile: touch, encoding: .utf8).hasPrefix("sequenceDiagram"))
    }

    func testAnUnknownChainStartOrAnUnwritableFileExitsTwo() throws {
        let script = try writeFile("scene.sim", Scenes.card)
        let dir = (script as NSString).deletingLastPathComponent
        let unknown = try simrepl("run", "--quiet", "--export", "chain:nobody=" + dir + "/c.mmd", script)
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("no responder named 'nobody'"), unknown.stderr)
        let unwritable = try simrepl("run", "--quiet", "--html", dir + "/no/such/dir/page.html", script)
        XCTAssertEqual(unwritable.status, 2, unwritable.stderr)
        XCTAssertTrue(unwritable.stderr.contains("cannot write"), unwritable.stderr)
    }

    func testTheLanguagesExportWritesNextToTheScriptInRunAndInTest() throws {
        let script = try writeFile("pics/scene.sim", Scenes.card + "tap save\nexport touch mermaid \"touch.mmd\"\n")
        let dir = (script as NSString).deletingLastPathComponent
        let run = try simrepl("run", script)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("wrote \(dir)/touch.mmd"), run.stdout)
        let touch = try String(contentsOfFile: dir + "/touch.mmd", encoding: .utf8)
        XCTAssertTrue(touch.hasPrefix("sequenceDiagram"))
        try FileManager.default.removeItem(atPath: dir + "/touch.mmd")
        let test = try simrepl("test", "--record", "never", "pics")
        XCTAssertEqual(test.status, 0, test.stdout + test.stderr)
        // The same picture, but for where closures were defined: a test run knows its scenario by
        // file name alone (portable goldens), `run` by the path it was given.
        XCTAssertEqual(try String(contentsOfFile: dir + "/touch.mmd", encoding: .utf8),
                       touch.replacingOccurrences(of: script, with: "scene.sim"))
    }

    func testBadRequestsAreUsageErrors() throws {
        let a = try writeFile("a.sim", "window main\n"), b = try writeFile("b.sim", "window other\n")
        XCTAssertEqual(try simrepl("run", "--export", "tree=scene.png", a).status, 64, "the extension picks the format")
        XCTAssertEqual(try simrepl("run", "--export", "forest=x.dot", a).status, 64)
        XCTAssertEqual(try simrepl("run", "--html", "p.html", a, b).status, 64, "one page describes one run")
    }
}
