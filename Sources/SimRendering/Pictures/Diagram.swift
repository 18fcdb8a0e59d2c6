import SimCore

/// A drawing as boxes and arrows, written out as Graphviz DOT or as a Mermaid flowchart: the
/// scene pictures build one of these and never spell either language themselves.
struct Diagram {
    enum NodeStyle {
        /// A view or responder drawn as a box.
        case box
        /// A view hit-testing skips (hidden, transparent, interaction off): dashed and grey.
        case skipped
        /// An object outside the view hierarchy (a controller, a target object): an ellipse.
        case object
        /// What the picture is about (the first responder, the hit view): drawn in colour.
        case highlighted
        /// Something wrong (a STALE closure, a stale run): drawn in red, thick.
        case alert
        /// Several things drawn as one (the cells after a table's first, a control's closures).
        case summary
    }

    enum EdgeStyle {
        /// Containment or order: a plain arrow.
        case plain
        /// A connection that holds weakly or is looked up (target-action, next responder): dashed.
        case dashed
    }

    struct Node {
        let id: String
        let lines: [String]
        let style: NodeStyle
    }

    struct Edge {
        let from: String
        let to: String
        let label: String?
        let style: EdgeStyle
    }

    let name: String
    /// `TB` (top to bottom) or `LR`.
    let direction: String
    var nodes: [Node] = []
    var edges: [Edge] = []

    func render(_ format: PictureFormat) -> String {
        switch format {
        case .dot: return dot()
        case .mermaid: return mermaid()
        }
    }

    private func dot() -> String {
        var out = "digraph \(name) {\n"
        out += "  graph [rankdir=\(direction), fontname=\"Helvetica\"];\n"
        out += "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=10];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        for node in nodes {
            var attributes = ["label=" + PictureText.dot(node.lines.joined(separator: "\n"))]
            switch node.style {
            case .box: break
            case .skipped: attributes += ["style=\"rounded,dashed\"", "color=\"#888888\"", "fontcolor=\"#888888\""]
            case .object: attributes += ["shape=ellipse"]
            case .highlighted: attributes += ["style=\"rounded,filled\"", "fillcolor=\"#fff2b3\""]
            case .alert: attributes += ["color=\"#c62828\"", "fontcolor=\"#c62828\"", "penwidth=2"]
            case .summary: attributes += ["style=\"rounded,dotted\""]
            }
            out += "  \(node.id) [\(attributes.joined(separator: ", "))];\n"
        }
        for edge in edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=" + PictureText.dot(label)) }
            if edge.style == .dashed { attributes += ["style=dashed", "color=\"#2a7ae2\"", "constraint=false"] }
            out += "  \(edge.from) -> \(edge.to)" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";\n"
        }
        return out + "}\n"
    }

    /// Mermaid's look for each style that has one, in the order the classes are written.
    private static let mermaidClasses: [(NodeStyle, String, String)] = [
        (.skipped, "skipped", "stroke-dasharray: 4 4,color:#888888"),
        (.highlighted, "highlighted", "fill:#fff2b3"),
        (.alert, "alert", "stroke:#c62828,stroke-width:2px,color:#c62828"),
        (.summary, "summary", "stroke-dasharray: 2 2"),
    ]

    private func mermaid() -> String {
        var out = "flowchart \(direction)\n"
        for node in nodes {
            let label = PictureText.mermaid(node.lines.joined(separator: "\n"))
            switch node.style {
            case .object: out += "  \(node.id)([\"\(label)\"])\n"
            default: out += "  \(node.id)[\"\(label)\"]\n"
            }
        }
        for edge in edges {
            let arrow = edge.style == .dashed ? "-.->" : "-->"
            let label = edge.label.map { "|\"\(PictureText.mermaid($0))\"|" } ?? ""
            out += "  \(edge.from) \(arrow)\(label) \(edge.to)\n"
        }
        for (style, name, definition) in Self.mermaidClasses {
            let ids = nodes.filter { $0.style == style }.map(\.id)
            guard !ids.isEmpty else { continue }
            out += "  classDef \(name) \(definition)\n"
            out += "  class \(ids.joined(separator: ",")) \(name)\n"
        }
        return out
    }
}
