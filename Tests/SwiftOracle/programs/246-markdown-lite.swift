// Rendering a tiny Markdown subset to HTML-like text: headings, bullets, emphasis and code spans.
func inline(_ s: Substring) -> String {
    var out = ""
    var bold = false, code = false
    var i = s.startIndex
    while i < s.endIndex {
        let c = s[i]
        let next = s.index(after: i)
        if c == "`" {
            out += code ? "</code>" : "<code>"
            code.toggle()
        } else if !code && c == "*" && next < s.endIndex && s[next] == "*" {
            out += bold ? "</b>" : "<b>"
            bold.toggle()
            i = s.index(after: next)
            continue
        } else if !code && c == "<" {
            out += "&lt;"
        } else {
            out.append(c)
        }
        i = next
    }
    return out
}
func render(_ md: String) -> [String] {
    var html: [String] = []
    var inList = false
    for line in md.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("- ") {
            if !inList { html.append("<ul>"); inList = true }
            html.append("  <li>\(inline(line.dropFirst(2)))</li>")
            continue
        }
        if inList { html.append("</ul>"); inList = false }
        let level = line.prefix { $0 == "#" }.count
        if level > 0 && level <= 6 {
            html.append("<h\(level)>\(inline(line.dropFirst(level + 1)))</h\(level)>")
        } else if !line.isEmpty {
            html.append("<p>\(inline(line))</p>")
        }
    }
    if inList { html.append("</ul>") }
    return html
}
let source = """
# Title with **bold**
Some text with `code <tags>` and a < sign.

## List
- first **item**
- second `x * y`
After the list.
"""
render(source).forEach { print($0) }
