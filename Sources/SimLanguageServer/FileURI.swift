import Foundation
import SimHostFiles

/// `file:` URIs, as editors name documents, and the paths the interpreter reads.
package enum FileURI {
    /// The path of a `file:` URI (percent-decoded); nil for any other scheme (`untitled:`).
    package static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path, with `..` and links resolved where the file exists.
    package static func uri(_ path: String) -> String {
        let real = ConfinedFolder.realPath(path) ?? (path as NSString).standardizingPath
        return URL(fileURLWithPath: real).absoluteString
    }
}

