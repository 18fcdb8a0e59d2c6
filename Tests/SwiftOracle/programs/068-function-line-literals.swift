// #function, #line, #fileID and #column in top-level code, functions, methods and accessors.
print(#function)
print(#line)
func outer() -> String { #function }
func withArgs(_ a: Int, label b: String) -> String { #function }
print(outer(), withArgs(1, label: "x"))
struct Widget {
    var name = "w"
    func method() -> String { #function }
    var computed: String { #function }
    init() { print("in", #function) }
    static func make() -> String { #function }
    subscript(i: Int) -> String { #function }
}
let w = Widget()
print(w.method(), w.computed, Widget.make(), w[0])
func log(_ message: String, function: String = #function, line: Int = #line) {
    print("[\(function):\(line)] \(message)")
}
log("top level")
func caller() {
    log("inside caller")
}
caller()
let closure = { #function }
print(closure())
print(#fileID)
print("line", #line, "column", #column)
class Service {
    func start() { log("starting") }
    deinit { print("deinit in", #function) }
}
var service: Service? = Service()
service?.start()
service = nil
