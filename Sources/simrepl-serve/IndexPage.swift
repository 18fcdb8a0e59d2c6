import Foundation
import SimHostFiles
import SimRendering

/// `/`: the scenarios of the served folder, each with the first comment line of its script, in
/// the order `simrepl test` runs them (the tutorial's lessons are numbered, so they read in order).
enum IndexPage {
    static func html(folder: ConfinedFolder) -> String {
        let scenarios = ordered(folder.scenarios())
        var items = ""
        var group: String?
        var folded = false  // a solutions folder's list is in a <details>, closed
        for file in scenarios {
            let directory = (file as NSString).deletingLastPathComponent
            if directory != group {
                if group != nil { items += "</ul>\n" + (folded ? "</details>\n" : "") }
                folded = isSolution(file)
                let heading = StepThroughPage.htmlEscaped(directory.isEmpty ? "." : directory + "/")
                items += folded ? "<details class=\"solutions\"><summary><h2>\(heading)</h2> the exercises' answers: try them first</summary>\n<ul>\n"
                                : "<h2>\(heading)</h2>\n<ul>\n"
                group = directory
            }
            let about = (try? folder.read(file)).flatMap(firstComment) ?? ""
            items += "<li><a href=\"\(StepThroughPage.htmlEscaped(PageRoutes.pageURL(file)))\">\(StepThroughPage.htmlEscaped((file as NSString).lastPathComponent))</a>"
                + (about.isEmpty ? "" : " — " + StepThroughPage.htmlEscaped(about)) + "</li>\n"
        }
        if group != nil { items += "</ul>\n" + (folded ? "</details>\n" : "") }
        if scenarios.isEmpty { items = "<p>No .sim scenarios in this folder.</p>" }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>simrepl serve — \(StepThroughPage.htmlEscaped(folder.root))</title>
        <style>body { font: 16px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 50em; padding: 0 1em; }
        h2 { font-size: 1em; color: #555; margin-bottom: .2em; } ul { margin-top: 0; }
        details.solutions summary { cursor: pointer; color: #555; margin-top: 1em; } details.solutions summary h2 { display: inline; }</style></head>
        <body><h1>simrepl serve</h1><p>\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") in <code>\(StepThroughPage.htmlEscaped(folder.root))</code>. Open one to step through it, tap its views and ask why.</p>
        \(items)</body></html>

        """
    }

    /// `scenarios` in their order, but those in a `solutions` folder after all the others: a
    /// learner meets the exercises before their answers.
    static func ordered(_ scenarios: [String]) -> [String] {
        scenarios.filter { !isSolution($0) } + scenarios.filter(isSolution)
    }

    /// Whether `file` lies in a folder named `solutions`.
    static func isSolution(_ file: String) -> Bool {
        file.split(separator: "/").dropLast().contains("solutions")
    }

    /// The first `#` comment of a script, without the `#`: what the scenario is about.
    static func firstComment(_ source: String) -> String? {
        for line in source.split(separator: "\n").prefix(20) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                let text = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if !text.isEmpty { return text }
            }
        }
        return nil
    }
}
