// print(_:to:) into a String, and a custom TextOutputStream that counts lines.
var buffer = ""
print("hello", to: &buffer)
print(1, 2, 3, separator: "-", to: &buffer)
print("no newline", terminator: "", to: &buffer)
print(buffer.count, buffer.split(separator: "\n").count)
print(buffer)
print([buffer])
struct LineCounter: TextOutputStream {
    var lines: [String] = []
    var pending = ""
    mutating func write(_ string: String) {
        for ch in string {
            if ch == "\n" {
                lines.append(pending)
                pending = ""
            } else {
                pending.append(ch)
            }
        }
    }
}
var counter = LineCounter()
print("first line", to: &counter)
print("second", "line", to: &counter)
print(["array", "value"], to: &counter)
print(Optional(5) as Any, to: &counter)
debugPrint("quoted", to: &counter)
print("unfinished", terminator: "", to: &counter)
print(counter.lines)
print(counter.lines.count, counter.pending)
var table = ""
for (i, name) in ["ann", "bob"].enumerated() {
    print(i, name, separator: "\t", to: &table)
}
print(table, terminator: "")
var describe = ""
debugPrint(1.5, "x", [1], to: &describe)
print(describe.debugDescription)
