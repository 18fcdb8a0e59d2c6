#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process environment (no Foundation).
enum Environment {
    /// One variable, without copying the rest: asked at every start (`--color auto`).
    static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// All of it, as a dictionary.
    static var all: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            entry += 1
        }
        return result
    }
}
