import FlyingFox
import SimHostFiles

/// Why a request or the server's start was refused, with the HTTP status a request gets.
enum ServeError: Error, CustomStringConvertible {
    case usage(String)
    case outside(String)
    case notFound(String)
    case tooLarge(String)
    case refused(String)
    case badRequest(String)
    case busy
    /// A request line too long to read (414), headers too large (431), a request too slow (408).
    case uriTooLong(String)
    case headerTooLarge(String)
    case timedOut(String)

    var description: String {
        switch self {
        case .usage(let s), .tooLarge(let s), .refused(let s), .badRequest(let s),
             .uriTooLong(let s), .headerTooLarge(let s), .timedOut(let s): return s
        case .outside(let path): return "'\(path)' is outside the served folder"
        case .notFound(let path): return "no file '\(path)' in the served folder"
        case .busy: return "the server is busy with other runs: try again in a moment"
        }
    }

    /// A file the served folder refused, as a request's error.
    init(_ refusal: ConfinedFolder.Refusal) {
        switch refusal {
        case .notAFolder(let s): self = .usage(s)
        case .outside(let path, _): self = .outside(path)
        case .notFound(let path, _): self = .notFound(path)
        case .tooLarge(let s): self = .tooLarge(s)
        case .refused(let s): self = .refused(s)
        }
    }

    var status: HTTPStatusCode {
        switch self {
        case .usage, .badRequest: return .badRequest
        case .outside, .refused: return .forbidden
        case .notFound: return .notFound
        case .tooLarge: return .payloadTooLarge
        case .busy: return .serviceUnavailable
        case .uriTooLong: return .uriTooLong
        case .headerTooLarge: return .requestHeaderFieldsTooLarge
        case .timedOut: return .requestTimeout
        }
    }
}
