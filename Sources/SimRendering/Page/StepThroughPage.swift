import SimCore

/// One HTML page to step through a run, the way Python Tutor steps through code: the scene's
/// views drawn to scale in their windows, and the trace as a list to walk by line, by command or
/// by handler. At each step the page marks the touch point, outlines the hit-test path, numbers
/// the responder chain from the view the step is about, and shows the handler that ran and what
/// its closure captured.
///
/// The same page serves twice: written by `run --html` it is a file, read-only, its steps
/// computed beforehand; served by `simrepl serve` (``PageData/Context/live``) a click taps, a
/// question is answered and the script can be edited and run again. One template, so the two
/// never drift.
///
/// Offline by construction: the styles, the script and the data are in the page; it loads
/// nothing but, when served, its own server's answers. `#step=N` opens it at step N,
/// `#find=TEXT` at the first line containing TEXT; `#selftest` steps through every line with
/// simulated key presses and writes what it saw into `#selftest-result` (a browser test reads it).
public enum StepThroughPage {
    /// The page for the events kept in `log` over the scene `graph` (every step drawn over it),
    /// titled `title`.
    public static func html(log: EventLog, graph: SceneGraph, names: NameTable, title: String) -> String {
        html(data: PageData.json(log: log, graph: graph, names: names, context: PageData.Context(title: title)), title: title)
    }

    /// The page drawing `data` (``PageData``); `serving` is what a served page knows besides
    /// (its file, sources, lessons), as JSON, or nil for a file.
    public static func html(data: [UInt8], title: String, serving: [UInt8]? = nil) -> String {
        // One pass over the template: what is filled in is never searched for placeholders (a
        // script may well contain the text `__DATA__`).
        fill(PageTemplate.html, [
            ("__TITLE__", htmlEscaped(title)),
            ("__STYLE__", PageTemplate.style),
            ("__SERVING__", scriptSafe(serving ?? Array("null".utf8))),
            ("__DATA__", scriptSafe(data)),
            ("__SCRIPT__", PageScript.source),
        ])
    }

    /// `template` with each placeholder, in the order they appear in it, replaced by its value.
    private static func fill(_ template: String, _ values: [(String, String)]) -> String {
        var out = "", rest = template[...]
        for (token, value) in values {
            guard let range = rest.firstRange(of: token) else { preconditionFailure("the page template lacks \(token)") }
            out += rest[..<range.lowerBound]
            out += value
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    /// JSON placed inside a `<script>` element: `</script` would end the element early and
    /// `<!--` changes how the browser looks for the end, so no `<` is left as itself (`\u003c`
    /// reads back as `<` in a JSON string).
    private static func scriptSafe(_ json: [UInt8]) -> String {
        String(decoding: json, as: UTF8.self).replacing("<", with: "\\u003c")
    }

    /// Text placed in HTML.
    public static func htmlEscaped(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
