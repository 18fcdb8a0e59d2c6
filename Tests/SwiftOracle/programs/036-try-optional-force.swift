// try? turns errors into nil, try! when the call cannot fail, and errors as values.
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character)
}
func parseDigits(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    var value = 0
    for ch in s {
        guard let d = ch.wholeNumberValue else { throw ParseError.badCharacter(ch) }
        value = value * 10 + d
    }
    return value
}
print(try? parseDigits("123") as Any)
print((try? parseDigits("12x")) as Any)
print((try? parseDigits("")) ?? -1)
let sure = try! parseDigits("907")
print(sure)
let results = ["1", "", "2b", "30"].map { try? parseDigits($0) }
print(results)
let sum = ["1", "oops", "5"].compactMap { try? parseDigits($0) }.reduce(0, +)
print(sum)
do {
    _ = try parseDigits("4q")
} catch let e as ParseError {
    print("parse error:", e, e == .badCharacter("q"))
} catch {
    print("other")
}
if let v = try? parseDigits("77"), v > 50 {
    print("big", v)
}
func describe(_ s: String) -> String {
    do {
        return "value \(try parseDigits(s))"
    } catch ParseError.badCharacter(let c) {
        return "bad character \(c)"
    } catch {
        return "error \(error)"
    }
}
print(describe("8"), describe("8a"), describe(""), separator: " | ")
