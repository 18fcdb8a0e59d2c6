// Errors propagate through throwing functions and rethrowing closures.
struct ValidationError: Error {
    let field: String
    let reason: String
}
func validateName(_ name: String) throws -> String {
    if name.count < 2 { throw ValidationError(field: "name", reason: "too short") }
    return name
}
func validateAge(_ age: Int) throws -> Int {
    if age < 0 { throw ValidationError(field: "age", reason: "negative") }
    return age
}
func register(_ name: String, _ age: Int) throws -> String {
    let n = try validateName(name)
    let a = try validateAge(age)
    return "\(n) (\(a))"
}
let attempts: [(String, Int)] = [("Al", 30), ("B", 20), ("Cy", -1)]
for (name, age) in attempts {
    do {
        print("registered", try register(name, age))
    } catch let error as ValidationError {
        print("invalid \(error.field): \(error.reason)")
        print(error)
    } catch {
        print("other error")
    }
}
func applyAll(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try f(v)) }
    return out
}
print(applyAll([1, 2, 3]) { $0 * 10 })
do {
    let r = try applyAll([3, -2, 5]) { try validateAge($0) }
    print(r)
} catch {
    print("stopped:", error)
}
let mapped = try? [1, 2].map { try validateAge($0 - 1) }
print(mapped as Any)
