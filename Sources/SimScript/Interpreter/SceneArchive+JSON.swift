import Foundation
import SimCore

// The scene file's JSON, through Foundation's encoder and parser. Here rather than in SimCore,
// which stays free of Foundation: the engine holds the model (SceneArchive), the language reads
// and writes it.
extension SceneArchive {
    /// The file's bytes: sorted keys, 2-space indentation, a trailing newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a scene file. Errors are `SceneArchive.ReadError`, with a line and column where the
    /// JSON itself is malformed.
    static func decode(_ text: String) throws(ReadError) -> SceneArchive {
        let data = Data(text.utf8)
        // The shape first, so a file of another format is named as such, not as a missing field.
        let top: Any
        do {
            top = try JSONSerialization.jsonObject(with: data)
        } catch {
            let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw .malformed(ReadError.position(in: data, message: message), message)
        }
        guard let fields = top as? [String: Any], fields["format"] as? String == formatName else {
            throw .notAScene
        }
        guard let version = fields["version"] as? Int, version <= currentVersion else {
            throw .unsupportedVersion("\(fields["version"] ?? "none")")
        }
        do {
            return try JSONDecoder().decode(SceneArchive.self, from: data)
        } catch let error as DecodingError {
            throw .invalid(ReadError.describe(error))
        } catch {
            throw .invalid("\(error)")
        }
    }

    enum ReadError: Error, Equatable {
        /// Not JSON: where (line, column) when the parser says.
        case malformed((line: Int, column: Int)?, String)
        /// JSON, but not `"format": "simrepl-scene"`.
        case notAScene
        case unsupportedVersion(String)
        /// A scene, but a field is missing or of the wrong type (at a coding path).
        case invalid(String)

        static func == (a: ReadError, b: ReadError) -> Bool { "\(a)" == "\(b)" }

        /// Foundation reports malformed JSON "around line L, column C" or "around character N"
        /// (an offset from 0).
        static func position(in data: Data, message: String) -> (line: Int, column: Int)? {
            func numbers(after pattern: String) -> [Int]? {
                guard let range = message.range(of: pattern, options: .regularExpression) else { return nil }
                return message[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            }
            if let lc = numbers(after: #"line \d+, column \d+"#), lc.count == 2 { return (lc[0], lc[1]) }
            guard let n = numbers(after: #"character \d+"#)?.first, n <= data.count else { return nil }
            let prefix = data.prefix(n)
            let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = n - (prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return (line, column)
        }

        static func describe(_ error: DecodingError) -> String {
            func path(_ context: DecodingError.Context) -> String {
                context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            }
            switch error {
            case .keyNotFound(let key, let context): return "\(path(context)).\(key.stringValue) is missing"
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                return "\(path(context)): \(context.debugDescription)"
            @unknown default: return "\(error)"
            }
        }
    }
}
