// A document model: nested types, protocol for renderable blocks, enums with associated values.
protocol Block {
    func render(width: Int) -> [String]
}
struct Document {
    enum Alignment { case left, center, right }
    struct Heading: Block {
        let text: String
        let level: Int
        func render(width: Int) -> [String] {
            let line = String(repeating: "#", count: level) + " " + text.uppercased()
            return [line, String(repeating: level == 1 ? "=" : "-", count: min(width, line.count))]
        }
    }
    struct Paragraph: Block {
        let text: String
        var alignment: Alignment = .left
        func render(width: Int) -> [String] {
            var lines: [String] = [], current = ""
            for word in text.split(separator: " ") {
                if !current.isEmpty && current.count + word.count + 1 > width { lines.append(current); current = "" }
                current += (current.isEmpty ? "" : " ") + word
            }
            if !current.isEmpty { lines.append(current) }
            return lines.map { line in
                let pad = width - line.count
                switch alignment {
                case .left: return line
                case .right: return String(repeating: " ", count: pad) + line
                case .center: return String(repeating: " ", count: pad / 2) + line
                }
            }
        }
    }
    struct List: Block {
        let items: [String]
        let ordered: Bool
        func render(width: Int) -> [String] {
            items.enumerated().map { (ordered ? "\($0.offset + 1). " : "- ") + $0.element }
        }
    }
    var blocks: [Block] = []
    func render(width: Int) -> String { blocks.flatMap { $0.render(width: width) + [""] }.joined(separator: "\n") }
}
var doc = Document()
doc.blocks.append(Document.Heading(text: "Release notes", level: 1))
doc.blocks.append(Document.Paragraph(text: "This version brings a faster parser and many small fixes to the printer."))
doc.blocks.append(Document.Heading(text: "Changes", level: 2))
doc.blocks.append(Document.List(items: ["parser", "printer", "docs"], ordered: true))
doc.blocks.append(Document.Paragraph(text: "Thanks to everyone who helped.", alignment: .right))
print(doc.render(width: 28))
print(doc.blocks.count, doc.blocks.filter { $0 is Document.Heading }.count)
