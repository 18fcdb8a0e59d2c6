// Strings are values: copies, substrings, appending in functions and in loops.
var a = "swift"
var b = a
b.append("!")
a = a.uppercased()
print(a, b)
var words = ["alpha", "beta"]
var first = words[0]
first += "-changed"
print(words, first)
var sentence = "one two three"
let sub = sentence.prefix(3)
sentence.removeAll()
print("[\(sentence)]", sub, String(sub).count)
func shout(_ s: String) -> String {
    var s = s
    s = s.uppercased() + "!"
    return s
}
let quiet = "hello"
print(shout(quiet), quiet)
var builder = ""
var snapshots: [String] = []
for ch in "abc" {
    builder.append(ch)
    snapshots.append(builder)
}
print(snapshots, builder)
struct Doc { var title: String; var body: String }
var d1 = Doc(title: "T", body: "B")
var d2 = d1
d2.title += "2"
d2.body = d2.body.lowercased()
print(d1, d2)
var chars = Array(a)
chars[0] = "Z"
print(a, String(chars))
var dict = ["k": "v"]
var value = dict["k"]!
value += "+"
dict["k"]! += "!"
print(dict, value)
