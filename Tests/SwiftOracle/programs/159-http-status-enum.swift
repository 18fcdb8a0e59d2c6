// HTTP status codes: an Int-backed enum, categories computed from ranges, and a response struct.
enum Status: Int, CaseIterable {
    case ok = 200, created = 201, noContent = 204
    case movedPermanently = 301, notModified = 304
    case badRequest = 400, unauthorized = 401, notFound = 404
    case internalError = 500, unavailable = 503
    enum Category: String { case success, redirect, clientError, serverError }
    var category: Category {
        switch rawValue {
        case 200..<300: return .success
        case 300..<400: return .redirect
        case 400..<500: return .clientError
        default: return .serverError
        }
    }
    var retryable: Bool { self == .unavailable || self == .internalError }
}
struct Response: CustomStringConvertible {
    let status: Status
    let body: String?
    var description: String { "\(status.rawValue) \(status)" + (body.map { " [\($0)]" } ?? "") }
}
let codes = [200, 404, 503, 302, 204, 999]
let responses = codes.map { code -> Response? in
    Status(rawValue: code).map { Response(status: $0, body: $0 == .ok ? "hello" : nil) }
}
for (code, r) in zip(codes, responses) {
    if let r = r {
        print(r, r.status.category, r.status.retryable ? "retry" : "")
    } else {
        print(code, "unknown")
    }
}
let grouped = Dictionary(grouping: Status.allCases, by: \.category)
for cat in [Status.Category.success, .redirect, .clientError, .serverError] {
    print(cat.rawValue, grouped[cat]!.map(\.rawValue))
}
print(Status.allCases.filter(\.retryable), responses.compactMap { $0 }.count)
