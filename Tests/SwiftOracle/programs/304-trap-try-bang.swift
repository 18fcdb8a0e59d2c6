// Traps: try! on a call that throws.
enum ParseError: Error { case notANumber(String) }
func parse(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw ParseError.notANumber(s) }
    return v
}
let good = try! parse("12")
print("parsed", good)
let values = ["7", "x"].map { try! parse($0) }
print(values)
