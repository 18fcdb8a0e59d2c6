import FlyingFox
import FlyingSocks
import Foundation

/// The HTTP/1.1 server in front of the routes: it accepts the connections and reads each request
/// itself, within bounds of size and time, and hands the routes FlyingFox's `HTTPRequest`.
///
/// Why not FlyingFox's own `HTTPServer` (0.27.1): its request reader gathers a line byte by byte
/// with no limit, in time that grows with the square of the line's length, and gives a request
/// all the time it wants. Two connections sending 300 KB with no line break kept both worker
/// threads of a 2-core machine busy for minutes — after they had closed — and no one else was
/// answered. Here a connection only ever costs its own few reads:
///
/// - a header line is at most ``lineLimit`` bytes (the request line too: 414, else 431), and the
///   whole head at most ``headLimit`` (431), found out as the bytes arrive;
/// - a request's head must be complete within ``headTime`` of the connection opening or of the
///   previous answer (408; a connection that sent nothing is closed without a word), and its body
///   within ``bodyTime`` of the head (408);
/// - the request is checked (Host, Origin, token, size: ``RequestGuard``) before its body is read:
///   a refused request's body is never read, and its connection is closed;
/// - after an error the answer is sent and the connection closed, so nothing left over is ever
///   taken for a next request.
struct BoundedServer: Sendable {
    static let lineLimit = 8 * 1024
    static let headLimit = 32 * 1024
    static let headTime = Duration.seconds(5)
    static let bodyTime = Duration.seconds(10)
    /// How long an answer may take to be written (a client that never reads holds nothing).
    static let writeTime = Duration.seconds(10)
    /// After an error answer, what the client still sends is read and dropped — this much at
    /// most, for this long at most — before the connection is closed: closing with unread bytes
    /// would reset the connection and could lose the answer on its way.
    static let drainLimit = 1024 * 1024
    static let drainTime = Duration.seconds(2)

    let listener: Socket
    let routes: PageRoutes

    /// A socket listening on `address` (port 0: any free port; `listener.sockname()` tells which).
    static func listen(on address: sockaddr_in) throws -> Socket {
        let socket = try Socket(domain: AF_INET, type: .stream)
        try socket.setValue(true, for: .localAddressReuse)
        do {
            try socket.bind(to: address)
        } catch {
            try? socket.close()
            throw error
        }
        try socket.listen()
        return socket
    }

    /// Accepts connections until the process ends, each served by its own task.
    func run() async throws {
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        let listening = try AsyncSocket(socket: listener, pool: pool)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { try await pool.run() }
            while true {
                let connection: AsyncSocket
                do {
                    connection = try await listening.accept()
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    // Out of file descriptors (a flood of connections): the next accept may work.
                    try await Task.sleep(for: .milliseconds(50))
                    continue
                }
                group.addTask { await serve(connection) }
            }
        }
    }

    // MARK: - A connection

    private func serve(_ socket: AsyncSocket) async {
        var reader = Reader(socket: socket)
        do {
            while true {
                guard let head = try await reader.head(before: .now + Self.headTime) else { break }
                var request = try Self.request(head)
                // Before the body: a request without the token is refused without reading it.
                // (PageRoutes asks again: it stays safe on its own.)
                if let refusal = routes.guardian.refusal(request) { throw refusal }
                let length = try Self.bodyLength(request.headers)
                if length > 0, request.headers[HTTPHeader("Expect")]?.lowercased() == "100-continue" {
                    try await within(.now + Self.writeTime) { try await socket.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
                }
                request.setBodyData(Data(try await reader.body(length, before: .now + Self.bodyTime)))
                let keepAlive = Self.keepsAlive(request)
                let response = await routes.handleRequest(request)
                try await write(response, to: socket, keepAlive: keepAlive, body: request.method != .HEAD)
                guard keepAlive else { break }
            }
        } catch let error as ServeError {
            try? await write(PageRoutes.error(error), to: socket, keepAlive: false)
            await close(socket, draining: true)
            return
        } catch {
            // The client went away, or would not take the answer.
        }
        await close(socket, draining: false)
    }

    private func write(_ response: HTTPResponse, to socket: AsyncSocket, keepAlive: Bool, body sendsBody: Bool = true) async throws {
        let body = try await response.bodyData
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in response.headers where ![.contentLength, .connection, .transferEncoding].contains(name) {
            head += "\(name.rawValue): \(value)\r\n"
        }
        // No Content-Length on a 204 (RFC 9110 §8.6).
        if response.statusCode != .noContent { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        let bytes = Data(head.utf8) + (sendsBody ? body : Data())
        try await within(.now + Self.writeTime) { try await socket.write(bytes) }
    }

    private func close(_ socket: AsyncSocket, draining: Bool) async {
        if draining {
            _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
            let deadline = ContinuousClock.now + Self.drainTime
            var drained = 0
            while drained < Self.drainLimit, let bytes = try? await within(deadline, { try await socket.read(atMost: 4096) }) {
                drained += bytes.count
            }
        }
        try? socket.close()
    }

    // MARK: - Requests

    /// The request a head's lines make (its body still to read), or why it is not one.
    static func request(_ lines: [String]) throws -> HTTPRequest {
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            throw ServeError.badRequest("the request line must be METHOD /PATH HTTP/1.1")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw ServeError.badRequest("only HTTP/1.1 (and 1.0) is spoken here, not \(parts[2])")
        }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            // A line folded onto the previous one, or a name with space before its colon, is a
            // smuggling trick (RFC 9112 §5.1, §5.2): refused.
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                throw ServeError.badRequest("a header line must be Name: value")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            headers.addValue(value, for: HTTPHeader(String(line[..<colon])))
        }
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(method: HTTPMethod(String(parts[0])), version: HTTPVersion(String(parts[2])),
                           target: HTTPRequest.Target(path: String(target[0]), query: target.count > 1 ? String(target[1]) : ""),
                           headers: headers, body: HTTPBodySequence(data: Data()))
    }

    /// How many bytes of body follow the head: its Content-Length, at most the body limit.
    static func bodyLength(_ headers: HTTPHeaders) throws -> Int {
        if headers[.transferEncoding] != nil {
            throw ServeError.badRequest("send a body with a Content-Length (Transfer-Encoding is not read)")
        }
        let lengths = Set(headers.values(for: .contentLength))
        guard let text = lengths.first else { return 0 }
        guard lengths.count == 1, text.utf8.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(text) else {
            throw ServeError.badRequest("the Content-Length must be one number")
        }
        guard length <= RequestGuard.bodyLimit else {
            throw ServeError.tooLarge("a request body may be at most \(RequestGuard.bodyLimit / 1024) KiB")
        }
        return length
    }

    /// Whether the connection stays open after the answer (RFC 9112 §9.3).
    static func keepsAlive(_ request: HTTPRequest) -> Bool {
        let tokens = request.headers.values(for: .connection).flatMap { $0.lowercased().split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        return request.version == .http11 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}

/// A connection's bytes as they arrive, 4 KiB a read, each read bounded by a deadline.
private struct Reader {
    let socket: AsyncSocket
    var buffer: [UInt8] = []

    /// The lines of the next request's head (without their line ends), or nil when the client
    /// closed, or sent nothing of a request, by `deadline`. Each byte is looked at once.
    mutating func head(before deadline: ContinuousClock.Instant) async throws -> [String]? {
        var lines: [String] = []
        var lineStart = 0, scanned = 0
        while true {
            while let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[lineStart..<newline]
                if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
                try Self.check(line: line.count, head: newline + 1, first: lines.isEmpty)
                lineStart = newline + 1
                scanned = lineStart
                if !line.isEmpty {
                    lines.append(String(decoding: line, as: UTF8.self))
                } else if !lines.isEmpty {
                    buffer.removeFirst(lineStart)
                    return lines
                }
                // An empty line before a request line is allowed (RFC 9112 §2.2) and skipped.
            }
            scanned = buffer.count
            try Self.check(line: buffer.count - lineStart, head: buffer.count, first: lines.isEmpty)
            do {
                buffer += try await within(deadline) { [socket] in try await socket.read(atMost: 4096) }
            } catch is TimedOut where buffer[lineStart...].isEmpty && lines.isEmpty {
                return nil  // an idle connection (a browser keeps some open): closed quietly
            } catch is TimedOut {
                throw ServeError.timedOut("the request's head did not arrive within \(BoundedServer.headTime)")
            } catch SocketError.disconnected {
                return nil
            }
        }
    }

    private static func check(line: Int, head: Int, first: Bool) throws {
        if line > BoundedServer.lineLimit {
            if first { throw ServeError.uriTooLong("a request line may be at most \(BoundedServer.lineLimit / 1024) KiB") }
            throw ServeError.headerTooLarge("a header line may be at most \(BoundedServer.lineLimit / 1024) KiB")
        }
        if head > BoundedServer.headLimit {
            throw ServeError.headerTooLarge("a request's headers may be at most \(BoundedServer.headLimit / 1024) KiB")
        }
    }

    /// The next `count` bytes, which must arrive by `deadline`.
    mutating func body(_ count: Int, before deadline: ContinuousClock.Instant) async throws -> [UInt8] {
        while buffer.count < count {
            do {
                buffer += try await within(deadline) { [socket] in try await socket.read(atMost: 4096) }
            } catch is TimedOut {
                throw ServeError.timedOut("the request's body did not arrive within \(BoundedServer.bodyTime)")
            }
        }
        defer { buffer.removeFirst(count) }
        return Array(buffer[..<count])
    }
}

private struct TimedOut: Error {}

/// `work`'s result, or `TimedOut` at `deadline`; `work` is then cancelled, which ends a socket's
/// wait at once.
private func within<T: Sendable>(_ deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try? await Task.sleep(until: deadline)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let result = first else { throw TimedOut() }
        return result
    }
}
