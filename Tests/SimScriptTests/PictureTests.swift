import Foundation
import Testing
@testable import SimCore
@testable import SimScript
@testable import SimRendering

/// Pictures of a scene and of a touch, in DOT and Mermaid. DOT is checked by the real consumer,
/// Graphviz's `dot -Tsvg` (installed by scripts/test.sh); Mermaid by mermaid.js in a browser
/// (Tests/BrowserChecks, run by scripts/test.sh) — here, their content.
@Suite("Pictures")
struct PictureTests {
    static let scene = """
        window main
        controller home in main
        view card in home.view frame 20 100 350 300
        button save in card frame 20 20 120 44 title "Save \\"now\\""
        label hint in card frame 20 80 200 21 text "a; b # <c>"
        view overlay in card frame 0 0 10 10 hidden true
        method home didTapSave: { log "saved" }
        addTarget save home didTapSave: for touchUpInside
        addTarget save nil copy: for touchDown
        let who = home
        addAction save for touchUpInside id greet capture who { log "hi {who}" }
        tap save
        """

    private func run() -> ScriptRun {
        let run = ScriptRun()
        #expect(run.run(Self.scene) == .completed)
        return run
    }

    private func pictures(_ run: ScriptRun) -> ScenePictures { ScenePictures(SceneGraph(run.world), names: run.interpreter.names) }

    /// Runs `dot -Tsvg` on `source`: nil when Graphviz is not installed, else its exit status and errors.
    /// Graphviz's dot, when installed (scripts/test.sh installs it, so CI always has it).
    static let dot = ["/usr/bin/dot", "/usr/local/bin/dot"].first(where: FileManager.default.isExecutableFile)

    /// mermaid.js (scripts/test.sh provides it as SIMREPL_MERMAID_JS) and a browser to run it in.
    static let mermaidJs = ProcessInfo.processInfo.environment["SIMREPL_MERMAID_JS"].flatMap {
        FileManager.default.fileExists(atPath: $0) && StepThroughPageTests.chromium != nil ? $0 : nil
    }

    static func graphviz(_ source: String) throws -> (status: Int32, errors: String)? {
        guard let dot else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(source.utf8))
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    @Test(.enabled(if: PictureTests.dot != nil, "Graphviz's dot is not installed (scripts/test.sh installs it)"))
    func everyDotPictureRendersWithGraphviz() throws {
        let run = run()
        let save = try run.object("save", View.self)
        let reused = reusedCellsRun()
        let sources = [pictures(run).tree(format: .dot), pictures(run).chain(from: save.id, format: .dot),
                       TouchPicture(log: run.simulator.log, names: run.interpreter.names).render(.dot),
                       pictures(reused).tree(format: .dot), TouchPicture(log: reused.simulator.log, names: reused.interpreter.names).render(.dot)]
        for source in sources {
            let result = try #require(try Self.graphviz(source))
            #expect(result.status == 0, "dot -Tsvg failed: \(result.errors)\n\(source)")
            #expect(result.errors.isEmpty, "\(result.errors)")
        }
    }

    @Test func theTreeShowsFramesFlagsAndHandlers() {
        let run = run()
        let dot = pictures(run).tree(format: .dot)
        #expect(dot.contains("label=\"save\\nUIButton \\\"Save \\\\\\\"now\\\\\\\"\\\"\\n(20, 20, 120, 44)\""), "\(dot)")
        #expect(dot.contains("style=\"rounded,dashed\""), "the hidden overlay is drawn as skipped: \(dot)")
        #expect(dot.contains("label=\"touchUpInside: didTapSave:\""), "\(dot)")
        let mermaid = pictures(run).tree(format: .mermaid)
        #expect(mermaid.hasPrefix("flowchart TB\n"))
        #expect(mermaid.contains("a#59; b #35; #lt;c#gt;"), "special characters become entities: \(mermaid)")
        #expect(!mermaid.contains("Save \"now\""), "a quote inside a label would end it: \(mermaid)")
        let overlay = (try? run.object("overlay", View.self))!.id
        let classLine = mermaid.split(separator: "\n").first { $0.hasPrefix("  class ") && $0.hasSuffix(" skipped") }
        #expect(classLine?.split(separator: " ")[1].split(separator: ",").contains("n\(overlay)") == true, "\(mermaid)")
    }

    @Test func theChainFollowsTheRulesAndMarksTheFirstResponder() throws {
        let run = run()
        let text = pictures(run).chain(from: try run.object("save", View.self).id, format: .mermaid)
        let order = ["1. save", "2. card", "3. home.view", "4. home", "5. main", "6. app"]
        var rest = Substring(text)
        for step in order {
            guard let r = rest.range(of: step) else { Issue.record("missing \(step) in order: \(text)"); return }
            rest = rest[r.upperBound...]
        }
        #expect(text.contains("implements didTapSave:"))
    }

    @Test func theTouchIsASequenceOfMessagesAndATreeOfCauses() {
        let run = run()
        let picture = TouchPicture(log: run.simulator.log, names: run.interpreter.names)
        let mermaid = picture.render(.mermaid)
        #expect(mermaid.hasPrefix("sequenceDiagram\n  participant user as user\n  participant system as UIKit\n"), "\(mermaid)")
        let save = (try? run.object("save", View.self))!.id, home = (try? run.object("home", ViewController.self))!.id
        #expect(mermaid.contains("n\(save)->>n\(home): target-action -#gt; home.didTapSave:(sender: save)"), "\(mermaid)")
        #expect(mermaid.contains("Note over c0: log: hi home"), "\(mermaid)")
        let dot = picture.render(.dot)
        #expect(dot.contains("label=\"> tap save\""), "\(dot)")
        // Every event but the command has an arrow from its cause.
        let arrows = dot.split(separator: "\n").filter { $0.contains(" -> e") }.count
        let nodes = dot.split(separator: "\n").filter { $0.hasPrefix("  e") && $0.contains("[label=") }.count
        #expect(arrows == nodes - 1)
    }

    /// Two 20-row tables whose cells collect a closure per configuration (the reused-cell bug),
    /// one scrolled and tapped: a STALE closure ran, and others wait.
    static let reusedCells = """
        window main
        controller listVC in main
        celltype ItemCell {
            label titleLabel frame 15 0 200 44
            button buyButton frame 100 7 80 30 title "Buy"
        }
        tableview left in listVC.view frame 0 100 195 220 rowHeight 44
        tableview right in listVC.view frame 195 100 195 220 rowHeight 44
        register ItemCell for left id item
        register ItemCell for right id item
        handler left numberOfRowsHandler { return 20 }
        handler right numberOfRowsHandler { return 20 }
        handler left cellForRowHandler {
            let item = "Item " + row
            addAction cell.buyButton for touchUpInside capture item { log "buy {item}" }
        }
        handler right cellForRowHandler {
            let item = "Item " + row
            addAction cell.buyButton for touchUpInside capture item { log "buy {item}" }
        }
        reloadData left
        reloadData right
        scroll left to row 12
        scroll right to row 12
        tap left.cell#1.buyButton
        """

    private func reusedCellsRun() -> ScriptRun {
        let run = ScriptRun()
        #expect(run.run(Self.reusedCells) == .completed)
        return run
    }

    @Test func aTableDrawsItsFirstCellAndSummarisesTheRestWithTheirStaleClosures() {
        let run = reusedCellsRun()
        let dot = pictures(run).tree(format: .dot)
        let cellNodes = dot.split(separator: "\n").filter { $0.contains("\\nItemCell\\n") }
        #expect(cellNodes.count == 2, "one cell drawn per table: \(cellNodes)")
        let summaries = dot.split(separator: "\n").filter { $0.contains("more cells on screen") }
        #expect(summaries.count == 2, "\(dot)")
        #expect(summaries.allSatisfy { $0.contains("STALE closures") && $0.contains("penwidth=2") }, "the rest hold STALE closures, in red: \(summaries)")
        // The drawn cell's button: its closures in one node, the stale one named with its rows.
        #expect(dot.contains("2 closures, 1 STALE"), "\(dot)")
        #expect(dot.contains("STALE: for row 0, its cell shows row 12"), "\(dot)")
        // A size a page can hold: tens of nodes, not a hundred and more.
        let nodes = dot.split(separator: "\n").filter { $0.contains("[label=") }.count
        #expect(nodes < 30, "\(nodes) nodes")
        let mermaid = pictures(run).tree(format: .mermaid)
        #expect(mermaid.contains("classDef alert"), "\(mermaid)")
    }

    @Test func aStaleRunIsRedInTheTouchPicture() {
        let run = reusedCellsRun()
        let picture = TouchPicture(log: run.simulator.log, names: run.interpreter.names)
        let dot = picture.render(.dot)
        #expect(dot.split(separator: "\n").contains { $0.contains("STALE closure#") && $0.contains("penwidth=2") }, "\(dot)")
        let mermaid = picture.render(.mermaid).split(separator: "\n").map(String.init)
        guard let stale = mermaid.firstIndex(where: { $0.contains("STALE closure#") }) else { Issue.record("\(mermaid)"); return }
        #expect(mermaid[stale - 1] == "  rect rgb(255, 205, 210)" && mermaid[stale + 1] == "  end", "\(mermaid)")
    }

    /// mermaid.js parses every Mermaid picture (in headless chromium). scripts/test.sh provides
    /// mermaid.js (SIMREPL_MERMAID_JS) and chromium; without them the check is skipped, said.
    @Test(.enabled(if: PictureTests.mermaidJs != nil, "mermaid.js (SIMREPL_MERMAID_JS, which scripts/test.sh sets) or chromium is missing"))
    func mermaidJsParsesEveryMermaidPicture() throws {
        let js = try #require(Self.mermaidJs)
        let run = run()
        let save = try run.object("save", View.self)
        let reused = reusedCellsRun()
        let diagrams = [pictures(run).tree(format: .mermaid), pictures(run).chain(from: save.id, format: .mermaid),
                        TouchPicture(log: run.simulator.log, names: run.interpreter.names).render(.mermaid),
                        pictures(reused).tree(format: .mermaid),
                        TouchPicture(log: reused.simulator.log, names: reused.interpreter.names).render(.mermaid)]
        let sources = try String(decoding: JSONSerialization.data(withJSONObject: diagrams), as: UTF8.self)
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><script src="\(URL(fileURLWithPath: js).absoluteString)"></script></head>
            <body><pre id="result">pending</pre><script>
            (async () => {
              const out = [];
              for (const source of \(sources.replacingOccurrences(of: "</", with: "<\\/"))) {
                try { const r = await mermaid.parse(source); out.push(r ? "ok " + r.diagramType : "rejected"); }
                catch (e) { out.push("error: " + e.message); }
              }
              document.getElementById("result").textContent = JSON.stringify(out);
            })();
            </script></body></html>
            """
        let dom = try #require(try StepThroughPageTests.browse(page, fragment: ""))
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("no result: \(dom.prefix(1000))")
            return
        }
        let result = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        #expect(result == "[\"ok flowchart-v2\",\"ok flowchart-v2\",\"ok sequence\",\"ok flowchart-v2\",\"ok sequence\"]", "mermaid.js says: \(result)")
    }

    @Test func exportPrintsAPictureOrWritesItThroughTheCallersWriter() throws {
        let run = ScriptRun()
        var written: [String: String] = [:]
        run.interpreter.writeFile = { path, text in written[path] = text }
        #expect(run.run(Self.scene + "\nexport chain save mermaid\nexport tree dot \"pictures/tree.dot\"", file: "dir/scene.sim") == .completed)
        #expect(run.output.contains("flowchart TB"), "\(run.output)")
        #expect(run.output.contains("wrote dir/pictures/tree.dot"), "written next to the script, like include")
        let save = try run.object("save", View.self)
        #expect(written["dir/pictures/tree.dot"] == pictures(run).tree(format: .dot))
        #expect(run.output.contains(pictures(run).chain(from: save.id, format: .mermaid).dropLast()), "the printed picture is the same picture")
    }

    @Test func exportWithoutAWriterOrWithABadFormatIsAnError() {
        let noWriter = ScriptRun()
        noWriter.run(Self.scene + "\nexport touch dot \"t.dot\"")
        #expect(noWriter.errors.first?.message == "cannot write 't.dot': this session has no file writer")
        let badFormat = ScriptRun()
        badFormat.run(Self.scene + "\nexport tree svg")
        #expect(badFormat.errors.first?.message == "unknown picture format 'svg'")
        #expect(badFormat.errors.first?.hint == "use dot (Graphviz) or mermaid")
    }
}
