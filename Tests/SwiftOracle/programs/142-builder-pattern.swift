// A fluent builder of value type: each call returns a modified copy.
struct Request: CustomStringConvertible {
    var method = "GET"
    var path = "/"
    var headers: [(String, String)] = []
    var query: [(String, String)] = []
    var body: String?
    func with(method: String) -> Request { var r = self; r.method = method; return r }
    func with(path: String) -> Request { var r = self; r.path = path; return r }
    func header(_ k: String, _ v: String) -> Request { var r = self; r.headers.append((k, v)); return r }
    func param(_ k: String, _ v: String) -> Request { var r = self; r.query.append((k, v)); return r }
    func body(_ b: String) -> Request { var r = self; r.body = b; return r }
    var url: String {
        query.isEmpty ? path : path + "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
    }
    var description: String {
        var lines = ["\(method) \(url)"]
        lines += headers.map { "\($0.0): \($0.1)" }
        if let b = body { lines += ["", b] }
        return lines.joined(separator: "\n")
    }
}
let base = Request().header("Accept", "text/plain")
let search = base.with(path: "/search").param("q", "swift").param("page", "2")
let post = base.with(method: "POST").with(path: "/items").header("Content-Type", "json").body("{\"a\":1}")
print(base)
print("---")
print(search)
print("---")
print(post)
print("---")
print(base.headers.count, search.headers.count, post.headers.count, base.body as Any)
struct Pizza {
    var toppings: [String] = []
    var size = "medium"
    mutating func add(_ t: String) -> Pizza { toppings.append(t); return self }
}
var p = Pizza()
let snapshot = p.add("cheese")
_ = p.add("olives")
print(snapshot.toppings, p.toppings)
