import FlyingFox
import Foundation
import SimLive
import SimRendering
import SimReplay
import SimScript
import SimSwiftBridge
import SimHostFiles

/// The server's routes: the index of scenarios, a page per scenario, and the page's requests
/// (run, read a file, save a file). Each answer is built from a fresh replay (``PageSession``).
struct PageRoutes: HTTPHandler, Sendable {
    let folder: ConfinedFolder
    let guardian: RequestGuard
    let runs = RunQueue()
    let maxEvents: Int
    /// The file given on the command line, if one was: `/` opens it.
    let openedFile: String?
    /// How much hints say (`--hints`); nil: each scenario's default, an exercise's fixes withheld.
    let hints: HintLevel?

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        if let refusal = guardian.refusal(request) { return Self.error(refusal) }
        var response = await route(request)
        // The printed address carries the token; the page's own requests then carry the cookie.
        if guardian.tokenInQuery(request) { response.headers[.setCookie] = guardian.cookie }
        return response
    }

    private func route(_ request: HTTPRequest) async -> HTTPResponse {
        do {
            switch (request.method, request.path) {
            case (.GET, "/"):
                if let openedFile { return Self.redirect(to: Self.pageURL(openedFile)) }
                return Self.html(IndexPage.html(folder: folder))
            case (.GET, "/page"):
                guard let file = request.query.first(where: { $0.name == "file" })?.value else { throw ServeError.badRequest("which page? /page?file=PATH") }
                return try await page(file)
            case (.POST, "/api/run"):
                let body = try await decode(RunBody.self, request)
                return Self.json(try await run(body.pageRequest).json)
            case (.POST, "/api/source"):
                let body = try await decode(FileBody.self, request)
                var out = Array("{\"source\":".utf8)
                JSONString.append(try folder.read(body.file), to: &out)
                return Self.json(out + [UInt8(ascii: "}")])
            case (.POST, "/api/save"):
                let body = try await decode(SaveBody.self, request)
                try folder.write(body.file, body.source)
                return Self.json(Array("{\"saved\":true}".utf8))
            case (.GET, "/favicon.ico"):
                return HTTPResponse(statusCode: .noContent)
            case (_, "/"), (_, "/page"), (_, "/api/run"), (_, "/api/source"), (_, "/api/save"):
                return Self.error(.badRequest("\(request.method.rawValue) is not what \(request.path) takes"), status: .methodNotAllowed)
            default:
                throw ServeError.notFound(request.path)
            }
        } catch let error as ServeError {
            return Self.error(error)
        } catch let refusal as ConfinedFolder.Refusal {
            return Self.error(ServeError(refusal))
        } catch {
            return Self.error(.badRequest("\(error)"))
        }
    }

    // MARK: - Pages

    private func page(_ file: String) async throws -> HTTPResponse {
        guard let absolute = folder.resolve(file), FileManager.default.fileExists(atPath: absolute) else {
            throw folder.resolve(file) == nil ? ServeError.outside(file) : ServeError.notFound(file)
        }
        let file = folder.relative(absolute)
        guard file.hasSuffix(".sim") else { throw ServeError.badRequest("a page shows a .sim scenario ('\(file)' is not one)") }
        let source = try folder.read(file)
        let answer = try await run(PageRequest(file: file))
        // What the page knows besides the run: its file, the files it can edit, its neighbours.
        let siblings = folder.scenarios().filter { ($0 as NSString).deletingLastPathComponent == (file as NSString).deletingLastPathComponent }
        let index = siblings.firstIndex(of: file)
        var serving = Array("{\"file\":".utf8)
        JSONString.append(file, to: &serving)
        serving += Array(",\"source\":".utf8); JSONString.append(source, to: &serving)
        serving += Array(",\"files\":[".utf8)
        serving += ([file] + Self.filesNamed(in: source, by: file, folder: folder)).map { name in
            var out: [UInt8] = []; JSONString.append(name, to: &out); return out
        }.joined(separator: [UInt8(ascii: ",")])
        serving += Array("]".utf8)
        for (key, neighbour) in [("previous", index.flatMap { $0 > 0 ? siblings[$0 - 1] : nil }),
                                 ("next", index.flatMap { $0 + 1 < siblings.count ? siblings[$0 + 1] : nil })] {
            guard let neighbour else { continue }
            serving += Array(",\"\(key)\":{\"url\":".utf8); JSONString.append(Self.pageURL(neighbour), to: &serving)
            serving += Array(",\"title\":".utf8); JSONString.append(((neighbour as NSString).lastPathComponent as NSString).deletingPathExtension, to: &serving)
            serving += Array("}".utf8)
        }
        serving += Array(",\"diagnostics\":".utf8)
        serving += answer.diagnostics
        serving += Array("}".utf8)
        return Self.html(StepThroughPage.html(data: answer.data, title: file, serving: serving))
    }

    /// The files a script brings in (`include`, `import`, `load`) that lie in the folder: the
    /// editor offers them beside the script.
    static func filesNamed(in source: String, by file: String, folder: ConfinedFolder) -> [String] {
        let directory = (file as NSString).deletingLastPathComponent
        var found: [String] = []
        for line in source.split(separator: "\n") {
            let words = line.trimmingCharacters(in: .whitespaces)
            guard ["include ", "import ", "load "].contains(where: { words.hasPrefix($0) }),
                  let open = words.firstIndex(of: "\""), let close = words[words.index(after: open)...].firstIndex(of: "\"") else { continue }
            let named = String(words[words.index(after: open)..<close])
            let path = named.hasPrefix("/") ? named : (directory.isEmpty ? named : directory + "/" + named)
            if let absolute = folder.resolve(path), FileManager.default.fileExists(atPath: absolute) {
                let relative = folder.relative(absolute)
                if !found.contains(relative) && relative != file { found.append(relative) }
            }
        }
        return found
    }

    /// A run's answer as the server sends it: the page's data and diagnostics apart (a page
    /// embeds them), and the whole answer (a request gets it).
    private struct Ran: Sendable {
        let data: [UInt8], diagnostics: [UInt8], json: [UInt8]
    }

    /// Runs `request` on the run queue; `busy` when too many runs wait already.
    private func run(_ request: PageRequest) async throws -> Ran {
        let folder = self.folder, maxEvents = self.maxEvents
        // An exercise is known by its folder: its real path, whatever folder is served.
        let hints = self.hints ?? .default(for: folder.resolve(request.file) ?? request.file)
        let ran = await runs.run {
            var session = PageSession(readFile: { try folder.read($0) }, swiftFrontEnd: { SwiftBridgeFrontEnd() })
            session.maxEvents = maxEvents
            session.withheldFixesAskWith = hints.withheldFixesAskWith
            let answer = session.run(request)
            return Ran(data: answer.data, diagnostics: PageAnswer.json(answer.diagnostics), json: answer.json())
        }
        guard let ran else { throw ServeError.busy }
        return ran
    }

    // MARK: - Bodies

    private struct RunBody: Decodable {
        var file: String
        var sources: [String: String]?
        var interactions: [String]?
        var why: String?
        var whatif: String?

        var pageRequest: PageRequest {
            PageRequest(file: file, sources: sources ?? [:], interactions: interactions ?? [], why: why, whatif: whatif)
        }
    }

    private struct FileBody: Decodable { var file: String }
    private struct SaveBody: Decodable { var file: String; var source: String }

    private func decode<T: Decodable>(_ type: T.Type, _ request: HTTPRequest) async throws -> T {
        let data = try await request.bodyData
        guard data.count <= RequestGuard.bodyLimit else { throw ServeError.tooLarge("a request body may be at most \(RequestGuard.bodyLimit / 1024) KiB") }
        let body: T
        do {
            body = try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw ServeError.badRequest("the request is not the JSON this route takes")
        }
        if let run = body as? RunBody {
            guard (run.interactions ?? []).count <= PageRequest.interactionLimit,
                  (run.interactions ?? []).allSatisfy({ $0.utf8.count <= PageRequest.interactionLength }) else {
                throw ServeError.tooLarge("at most \(PageRequest.interactionLimit) interactions of \(PageRequest.interactionLength) bytes each")
            }
            // Edited files replace files of the folder only: a path outside it is refused.
            for path in (run.sources ?? [:]).keys where folder.resolve(path) == nil { throw ServeError.outside(path) }
            if folder.resolve(run.file) == nil { throw ServeError.outside(run.file) }
        }
        return body
    }

    // MARK: - Responses

    static func pageURL(_ file: String) -> String {
        "/page?file=" + (file.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&+="))) ?? file)
    }

    /// Headers every answer carries: never cached, never sniffed, never framed by another site;
    /// the page may talk only to this server.
    static func headers(_ contentType: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
        headers[HTTPHeader("Content-Security-Policy")] = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        return headers
    }

    static func html(_ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: headers("text/html; charset=utf-8"), body: Data(text.utf8))
    }

    static func json(_ bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: headers("application/json"), body: Data(bytes))
    }

    static func redirect(to url: String) -> HTTPResponse {
        var headers = headers("text/plain; charset=utf-8")
        headers[.location] = url
        return HTTPResponse(statusCode: .found, headers: headers, body: Data())
    }

    static func error(_ error: ServeError, status: HTTPStatusCode? = nil) -> HTTPResponse {
        var out = Array("{\"error\":".utf8)
        JSONString.append(error.description, to: &out)
        out.append(UInt8(ascii: "}"))
        let code = status ?? error.status
        return HTTPResponse(statusCode: code, headers: headers("application/json"), body: Data(out))
    }
}
