import FoundationEssentials
import SimCore

// The scene file's JSON, through FoundationEssentials' encoder and decoder (not all of Foundation,
// which would add ~8 million instructions to every start of simrepl). Here rather than in
// SimCore, which stays free of Foundation: the engine holds the model (SceneArchive), the
// language reads and writes it.
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
        if let problem = JSONSyntax.firstProblem(in: Array(text.utf8)) {
            throw .malformed((problem.line, problem.column), problem.message)
        }
        let data = Data(text.utf8)
        // The shape first, so a file of another format is named as such, not as a missing field.
        let header = try? JSONDecoder().decode(Header.self, from: data)
        guard let header, header.format == formatName else { throw .notAScene }
        guard let version = header.version, version <= currentVersion else {
            throw .unsupportedVersion(header.version.map(String.init) ?? "none")
        }
        do {
            return try JSONDecoder().decode(SceneArchive.self, from: data)
        } catch let error as DecodingError {
            throw .invalid(ReadError.describe(error))
        } catch {
            throw .invalid("\(error)")
        }
    }

    /// The two fields read before the rest: what the file is, and which version of it.
    private struct Header: Decodable {
        var format: String?
        var version: Int?

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            format = try? fields.decode(String.self, forKey: .format)
            version = try? fields.decode(Int.self, forKey: .version)
        }

        enum Key: CodingKey { case format, version }
    }

    enum ReadError: Error, Equatable {
        /// Not JSON: where (line, column), and what is wrong there.
        case malformed((line: Int, column: Int)?, String)
        /// JSON, but not `"format": "simrepl-scene"`.
        case notAScene
        case unsupportedVersion(String)
        /// A scene, but a field is missing or of the wrong type (at a coding path).
        case invalid(String)

        static func == (a: ReadError, b: ReadError) -> Bool { "\(a)" == "\(b)" }

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
