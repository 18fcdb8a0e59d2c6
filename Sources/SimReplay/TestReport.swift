import SimCore
import SimRendering

/// The three report formats of `simrepl test`: human-readable, TAP 13 and JUnit XML. All are
/// deterministic (no timings, scenarios in path order), so serial and parallel runs print the
/// same bytes.
package enum TestReport {
    public struct Totals: Equatable, Sendable {
        public var passed = 0, failed = 0, skipped = 0
        public init(_ results: [ScenarioResult]) {
            for r in results {
                switch r.status {
                case .passed: passed += 1
                case .failed, .error: failed += 1
                case .skipped: skipped += 1
                }
            }
        }
        /// `12 passed, 1 failed` (+ `, 2 skipped`): the closing line CI systems look for.
        public var line: String {
            "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
        }
    }

    /// One block per scenario: `PASS path`, or `FAIL path` with each problem and the golden diff
    /// (only announced when `simrepl test --review` shows it afterwards).
    public static func human(_ result: ScenarioResult, diffReviewedLater: Bool = false) -> String {
        var out: String
        switch result.status {
        case .passed: out = "PASS \(result.path)"
        case .failed: out = "FAIL \(result.path)"
        case .error: out = "ERROR \(result.path)"
        case .skipped: out = "SKIP \(result.path)"
        }
        if result.status == .passed || result.status == .failed {
            let n = result.expectationsPassed + result.expectationsFailed
            out += " (\(n) expectation\(n == 1 ? "" : "s")"
            if case .matched = result.golden { out += ", golden trace matched" }
            if case .recorded(let p) = result.golden { out += ", golden trace recorded to \(p)" }
            out += ")"
        }
        out += "\n"
        for d in result.problems {
            out += d.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        for d in result.warnings {
            out += d.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        if case .differs = result.golden, diffReviewedLater {
            out += "  the trace differs from its golden (the review below shows how)\n"
        } else if case .differs(let diff) = result.golden {
            out += "  the trace differs from its golden (- golden, + actual):\n"
            out += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        if let pending = result.pendingGolden {
            out += "  the trace is waiting in \(pending): `simrepl test --accept` makes it the golden, `--reject` drops it\n"
        }
        if result.status == .skipped { out += "  \(result.failureSummary)\n" }
        if result.status == .error, result.goldenNotCompared {
            out += "  its golden trace was not compared: the run stopped at the error above\n"
        }
        return out
    }

    /// TAP version 13, with a YAML block for failures, as Perl's `prove` (TAP::Parser and its
    /// YAMLish reader) reads it. Not version 14: the TAP::Parser Debian ships (Perl 5.36) refuses
    /// "TAP version 14", and 13 is what every consumer reads.
    public static func tap(_ results: [ScenarioResult]) -> String {
        "TAP version 13\n1..\(results.count)\n"
            + results.enumerated().map { tapEntry($1, number: $0 + 1) }.joined()
    }

    /// One TAP test line (numbered from 1), with a YAML block when it failed.
    ///
    /// What YAMLish and TAP need: a `#` in the description starts a directive unless escaped
    /// (`\#`); a list item with ": " in it reads as a map, so problems and the diff are literal
    /// blocks (`|`), whose lines may hold anything but control characters — those are shown
    /// escaped — and may not be empty (an empty line ends the block: it keeps its indentation).
    public static func tapEntry(_ r: ScenarioResult, number: Int) -> String {
        let description = tapDescription(r.path)
        switch r.status {
        case .passed:
            // Vacuity warnings as TAP comments: they do not change the verdict without --strict.
            return "ok \(number) - \(description)\n" + r.warnings.map { "# warning: " + visible(($0.location.map { "\($0): " } ?? "") + $0.message) + "\n" }.joined()
        case .skipped:
            return "ok \(number) - \(description) # SKIP \(tapDescription(r.failureSummary))\n"
        case .failed, .error:
            var out = "not ok \(number) - \(description)\n  ---\n  message: \(yamlQuoted(visible(r.failureSummary)))\n"
            let problems = r.problems + r.warnings
            if !problems.isEmpty {
                out += "  problems: |\n" + literalBlock(problems.map { d in (d.location.map { "\($0): " } ?? "") + d.message })
            }
            if case .differs(let diff) = r.golden {
                out += "  diff: |\n" + literalBlock(diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
            }
            return out + "  ...\n"
        }
    }

    /// A test description: backslashes and `#` escaped, control characters shown, one line.
    static func tapDescription(_ text: String) -> String {
        visible(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
    }

    /// The lines of a YAML literal block indented under its key, never empty.
    private static func literalBlock(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { "    " + visible(String($0)) + "\n" }.joined()
    }

    /// The text with control characters (and DEL) written as `\u{1B}`, so that a report never
    /// carries raw escape sequences or bytes YAML and terminals choke on. Tabs stay.
    static func visible(_ text: String) -> String {
        var out = ""
        for u in text.unicodeScalars {
            if (u.value < 0x20 && u != "\t") || u.value == 0x7F || (0x80..<0xA0).contains(u.value) || u == "\u{FEFF}" {
                out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// JUnit XML: one `testsuite` named `simrepl`, one `testcase` per scenario.
    public static func junit(_ results: [ScenarioResult]) -> String {
        let t = Totals(results)
        let errors = results.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // Jenkins' JUnit schema (junit-10.xsd, used by the xunit plugin) allows no `skipped` on
        // <testsuites>, only on <testsuite>.
        out += "<testsuites name=\"simrepl\" tests=\"\(results.count)\" failures=\"\(t.failed - errors)\" errors=\"\(errors)\">\n"
        let measured = results.compactMap(\.seconds)
        let suiteTime = measured.isEmpty ? "" : " time=\"\(milliseconds(measured.reduce(0, +)))\""
        out += "  <testsuite name=\"simrepl\" tests=\"\(results.count)\" failures=\"\(t.failed - errors)\" errors=\"\(errors)\" skipped=\"\(t.skipped)\"\(suiteTime)>\n"
        for r in results {
            let (classname, name) = splitPath(r.path)
            out += "    <testcase classname=\"\(xml(classname))\" name=\"\(xml(name))\""
            // Seconds with millisecond precision, as JUnit writers do. No `file` or `line`: the
            // schema Jenkins' xunit plugin checks against (junit-10.xsd) allows neither on a
            // testcase; the path is classname and name, and each failure's text starts with its
            // file:line:col.
            if let seconds = r.seconds { out += " time=\"\(milliseconds(seconds))\"" }
            switch r.status {
            case .passed:
                out += "/>\n"
            case .skipped:
                out += ">\n      <skipped message=\"\(xml(r.failureSummary))\"/>\n    </testcase>\n"
            case .failed, .error:
                let tag = r.status == .error ? "error" : "failure"
                var body = r.problems.map(\.description).joined(separator: "\n")
                if case .differs(let diff) = r.golden { body += (body.isEmpty ? "" : "\n") + diff }
                out += ">\n      <\(tag) message=\"\(xml(r.failureSummary))\">\(xml(body))</\(tag)>\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `0.004`: seconds to three decimals, without Foundation's formatting.
    static func milliseconds(_ seconds: Double) -> String {
        let ms = Int((max(seconds, 0) * 1000).rounded())
        let fraction = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static func splitPath(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("scenarios", path) }
        return (String(path[..<slash]).replacingOccurrences(of: "/", with: "."), String(path[path.index(after: slash)...]))
    }

    static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters even escaped.
                if u.value < 0x20 && u != "\n" && u != "\t" && u != "\r" { out += "?" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    static func yamlQuoted(_ s: String) -> String { json(s) }
}
