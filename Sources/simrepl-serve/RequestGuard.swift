import FlyingFox
import Foundation

/// What every request must pass before a route sees it.
///
/// - The **Host** (and a browser's **Origin**) must name this server: a page on another site whose
///   DNS name is rebound to 127.0.0.1 sends its own name and is refused.
/// - A browser's **Sec-Fetch-Site** must not be another site's (an `<img src>` pointing here).
/// - The **token** printed with the address must come with the request, in the query
///   (`?token=…`, the address printed) or in the cookie the first such request sets: loopback
///   keeps other machines out, the token keeps out other users of this one (a lab machine).
/// - A body is **JSON** of bounded size: another site's form cannot send JSON without asking
///   first, and this server never says yes.
struct RequestGuard: Sendable {
    /// The address the server listens on, as given (`127.0.0.1`, `0.0.0.0`…).
    let host: String
    let port: UInt16
    /// The secret of this launch (32 hex digits from the system's random generator).
    let token: String

    /// The largest request body read: a script being edited, or a page's interactions.
    static let bodyLimit = 512 * 1024

    init(host: String, port: UInt16, token: String = RequestGuard.makeToken()) {
        self.host = host; self.port = port; self.token = token
    }

    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The cookie that carries the token: named after the port, since browsers share one cookie
    /// jar among all ports of 127.0.0.1.
    var cookieName: String { "simrepl_serve_\(port)" }

    /// `Set-Cookie` for a request that brought the token in its query.
    var cookie: String { "\(cookieName)=\(token); HttpOnly; SameSite=Strict; Path=/" }

    /// Why `request` is refused, or nil.
    func refusal(_ request: HTTPRequest) -> ServeError? {
        guard let hostHeader = request.headers[.host], allows(hostHeader) else {
            return .refused("the Host header must name this server (127.0.0.1:\(port) or localhost:\(port))")
        }
        if let origin = request.headers[HTTPHeader("Origin")] {
            guard origin.hasPrefix("http://"), allows(String(origin.dropFirst(7))) else {
                return .refused("requests from another site's page are refused (Origin \(origin))")
            }
        }
        if let site = request.headers[HTTPHeader("Sec-Fetch-Site")], site == "cross-site" || site == "same-site" {
            return .refused("requests from another site's page are refused (Sec-Fetch-Site \(site))")
        }
        guard bringsToken(request) else {
            return .refused("open the address simrepl serve printed: it carries this server's token (?token=…)")
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

    /// Whether the token is in the query (`?token=`) of `request`.
    func tokenInQuery(_ request: HTTPRequest) -> Bool {
        request.query.contains { $0.name == "token" && Self.same($0.value, token) }
    }

    private func bringsToken(_ request: HTTPRequest) -> Bool {
        if tokenInQuery(request) { return true }
        for header in request.headers.values(for: .cookie) {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[0] == cookieName, Self.same(parts[1], token) { return true }
            }
        }
        return false
    }

    /// Compares every byte whatever the first difference, so timing tells nothing of the token.
    private static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Whether `hostAndPort` names this server: loopback names, the address it was told to
    /// listen on, and — when it listens on every interface — any address written as numbers
    /// (a rebinding attack needs a DNS name). On port 80 browsers leave the port out.
    func allows(_ hostAndPort: String) -> Bool {
        var name = hostAndPort.lowercased()
        if let colon = name.lastIndex(of: ":"), !name.hasSuffix("]") {
            guard name[name.index(after: colon)...] == "\(port)" else { return false }
            name = String(name[..<colon])
        } else if port != 80 {
            return false
        }
        if name == "127.0.0.1" || name == "localhost" || name == "[::1]" || name == host { return true }
        if host == "0.0.0.0" { return !name.isEmpty && name.allSatisfy { $0.isNumber || $0 == "." } }
        return false
    }
}
