import Foundation
import Testing
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// The step-through page: one offline HTML file, checked in a real browser (Debian's chromium,
/// installed by scripts/test.sh): it loads without script errors, and stepping with the arrow
/// keys moves the current line and changes what is outlined.
@Suite("Step-through page")
struct StepThroughPageTests {
    static let scene = """
        window main
        controller home in main
        view card in home.view frame 20 100 350 300
        button save in card frame 20 20 120 44 title "Save </script>"
        method home didTapSave: { log "saved" }
        addTarget save home didTapSave: for touchUpInside
        let who = home
        addAction save for touchUpInside id greet capture who { log "hi {who}" }
        tap save
        """

    private func page() -> String {
        let run = ScriptRun()
        #expect(run.run(Self.scene) == .completed)
        return StepThroughPage.html(log: run.simulator.log, graph: SceneGraph(run.world), names: run.interpreter.names,
                                    title: "save <demo>")
    }

    /// Loads `html` in headless chromium at `fragment` and returns the DOM after its scripts ran,
    /// or nil when no chromium is installed.
    /// Debian's chromium, when installed (scripts/test.sh installs it, so CI always has it).
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile)

    static func browse(_ html: String, fragment: String) throws -> String? {
        guard let chromium else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("simrepl-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("page.html")
        try html.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir.path)/profile",
                             "--virtual-time-budget=3000", "--dump-dom", file.absoluteString + fragment]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }

    @Test func thePageIsOfflineAndEscapesWhatItEmbeds() {
        let html = page()
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="), "nothing is loaded from elsewhere")
        #expect(html.contains("<title>save &lt;demo&gt; — simrepl step-through</title>"))
        #expect(!html.contains("Save </script>"), "a closing tag inside the data would end the script early")
    }

    @Test(.enabled(if: StepThroughPageTests.chromium != nil, "chromium is not installed (scripts/test.sh installs it)"))
    func steppingInABrowserMovesTheCurrentLineAndTheOutlines() throws {
        let dom = try #require(try Self.browse(page(), fragment: "#selftest"))
        guard let start = dom.range(of: "<pre id=\"selftest-result\" hidden=\"\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("no self-test result in the page: \(dom.prefix(2000))")
            return
        }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((result["errors"] as? [String])?.isEmpty == true, "script errors: \(result["errors"] ?? "")")
        let steps = try #require(result["steps"] as? Int)
        let seen = try #require(result["seen"] as? [[String: Any]])
        #expect(steps > 10 && seen.count == steps)
        #expect(seen.enumerated().allSatisfy { $1["step"] as? Int == $0 + 1 && $1["current"] as? Bool == true }, "→ moves one line at a time")
        #expect(result["back"] as? Int == steps - 1, "← moves back")
        // Before the touch nothing is outlined; once hit-testing found save, its path is.
        let outlined = seen.map { $0["hitpath"] as? Int ?? 0 }
        #expect(outlined.first == 0 && outlined.contains(3), "\(outlined)")
        #expect(seen.contains { $0["touch"] as? Bool == true }, "the touch point is marked")
    }

    @Test func anExportLeavesNoEmptyStepNorAnEmptyNodeInTheNextPicture() throws {
        let run = ScriptRun()
        #expect(run.run(Self.scene + "\nexport tree dot\ntouch down save\nexport touch dot\ntouch up\nexport touch dot") == .completed)
        let html = StepThroughPage.html(log: run.simulator.log, graph: SceneGraph(run.world), names: run.interpreter.names, title: "t")
        #expect(!html.contains("\"text\":\"\""), "a step with no line")
        // The last picture covers the touch that began before the second export.
        let last = try #require(run.output.components(separatedBy: "digraph touch {").last)
        #expect(!last.contains("label=\"\""), "an empty node: \(last)")
        #expect(last.contains("> touch up"), "\(last)")
    }
}
