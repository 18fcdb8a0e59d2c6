import SimCore
import SwiftSyntax

/// Where a Swift node is, in the coordinates .sim diagnostics use: the file, the line and the
/// column counted in Unicode scalars (swift-syntax counts UTF-8 bytes).
struct SwiftLocations {
    let path: String
    private let converter: SourceLocationConverter
    private let lines: [Substring.UTF8View]

    init(path: String, text: String, tree: SourceFileSyntax) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8)
    }

    func location(_ node: some SyntaxProtocol) -> SimCore.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SimCore.SourceLocation {
        let loc = converter.location(for: position)
        var column = loc.column
        if loc.line >= 1 && loc.line <= lines.count {
            let bytes = lines[loc.line - 1]
            let prefix = bytes.prefix(max(0, loc.column - 1))
            column = String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
        }
        return SimCore.SourceLocation(file: path, line: loc.line, column: column)
    }
}
