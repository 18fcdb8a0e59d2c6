// Result: success and failure, switch, get(), map, and building one from a throwing call.
enum NetworkError: Error {
    case timeout
    case status(Int)
}
func fetch(_ id: Int) -> Result<String, NetworkError> {
    switch id {
    case 1: return .success("alpha")
    case 2: return .failure(.timeout)
    default: return .failure(.status(404))
    }
}
for id in 1...3 {
    let r = fetch(id)
    switch r {
    case .success(let value):
        print(id, "ok", value)
    case .failure(.timeout):
        print(id, "timed out")
    case .failure(.status(let code)):
        print(id, "status", code)
    }
}
print(fetch(1))
print(fetch(3))
let lengths = fetch(1).map { $0.count }
print(lengths)
struct Converted: Error { let from: String }
let mappedError = fetch(2).mapError { Converted(from: "\($0)") }
print(mappedError)
do {
    let v = try fetch(1).get()
    print("got", v)
    _ = try fetch(2).get()
} catch {
    print("get threw", error)
}
func risky(_ n: Int) throws -> Int {
    if n < 0 { throw NetworkError.status(n) }
    return n * 2
}
let r1 = Result { try risky(4) }
let r2 = Result { try risky(-7) }
print(r1, r2)
if case .success(let v) = r1 { print("success value", v) }
let values = [fetch(1), fetch(2)].compactMap { try? $0.get() }
print(values)
