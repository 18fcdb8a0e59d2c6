import FlyingFox

/// What every request must pass before a route sees it: a Host (and, from a browser, an Origin)
/// naming this server — a page on another site that rebinds its DNS name to 127.0.0.1 sends its
/// own name and is refused — and a body of bounded size, sent as JSON (a form from another site
/// cannot send JSON without asking first, and this server never says yes).
struct RequestGuard: Sendable {
    /// The address the server listens on, as given (`127.0.0.1`, `0.0.0.0`…).
    let host: String
    let port: UInt16

    /// The largest request body read: a script being edited, or a page's interactions.
    static let bodyLimit = 512 * 1024

    /// Why `request` is refused, or nil.
    func refusal(_ request: HTTPRequest) -> ServeError? {
        guard let hostHeader = request.headers[.host], allows(hostHeader) else {
            return .refused("the Host header must name this server (127.0.0.1:\(port) or localhost:\(port))")
        }
        if let origin = request.headers[HTTPHeader("Origin")], origin != "null" {
            guard origin.hasPrefix("http://"), allows(String(origin.dropFirst(7))) else {
                return .refused("requests from another site's page are refused (Origin \(origin))")
            }
        }
        if request.method == .POST {
            guard request.headers[.contentType]?.hasPrefix("application/json") == true else {
                return .badRequest("send the request as JSON (Content-Type: application/json)")
            }
            guard let length = request.headers[.contentLength].flatMap({ Int($0) }) else {
                return .badRequest("a request body needs a Content-Length")
            }
            if length > Self.bodyLimit { return .tooLarge("a request body may be at most \(Self.bodyLimit / 1024) KiB") }
        }
        return nil
    }

    /// Whether `hostAndPort` names this server: loopback names, the address it was told to
    /// listen on, and — when it listens on every interface — any address written as numbers
    /// (a rebinding attack needs a DNS name).
    func allows(_ hostAndPort: String) -> Bool {
        guard let colon = hostAndPort.lastIndex(of: ":"), hostAndPort[hostAndPort.index(after: colon)...] == "\(port)" else { return false }
        let name = String(hostAndPort[..<colon]).lowercased()
        if name == "127.0.0.1" || name == "localhost" || name == "[::1]" || name == host { return true }
        if host == "0.0.0.0" { return name.allSatisfy { $0.isNumber || $0 == "." } }
        return false
    }
}
