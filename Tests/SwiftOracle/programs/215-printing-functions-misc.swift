// print of closures and functions, Void, metatypes, errors, ranges and other rarely printed values.
func f(_ x: Int) -> Int { x }
let closure = { (x: Int) in x + 1 }
print(closure, f)
print(type(of: closure), type(of: f))
print((), [(), ()], Optional<Void>.none as Any)
enum Failure: Error { case oops(code: Int) }
struct DetailedError: Error { let message: String }
print(Failure.oops(code: 3), DetailedError(message: "bad"))
let errors: [Error] = [Failure.oops(code: 1), DetailedError(message: "x")]
print(errors)
do { throw Failure.oops(code: 7) } catch { print(error, "|", "\(error)", "|", String(describing: error)) }
print(1..<3, 1...3, ..<5, 2...)
print("a"..."c", 0.5..<1.5)
print([1, 2, 3][1...], "hello".dropFirst(), "hello".prefix(2))
print(Substring("sub"), [Substring("a"), "b"])
print(Unicode.Scalar(65), "é".unicodeScalars.first!, "é".utf8.first!)
print(Result<Int, Failure>.success(1), Result<Int, Failure>.failure(.oops(code: 2)))
print(Optional(Optional<Int>.none) as Any, Optional(()) as Any)
print(Int.self == Int.self, type(of: 1) == Int.self)
