// Value semantics of standard collections and strings: every variable owns its value.
var original = [1, 2, 3]
var copy = original
copy.append(4)
original[0] = 100
print(original, copy)
var s1 = "hello"
var s2 = s1
s2 += " world"
s1.removeFirst()
print(s1, "|", s2)
var d1 = ["k": [1]]
var d2 = d1
d2["k"]!.append(2)
d1["new"] = []
print(d1.keys.sorted(), d1["k"]!, d2.keys.sorted(), d2["k"]!)
var set1: Set = [1, 2]
var set2 = set1
set2.insert(3)
print(set1.sorted(), set2.sorted())
var nested = [[1], [2]]
var nestedCopy = nested
nestedCopy[0].append(9)
print(nested, nestedCopy)
func modify(_ a: [Int]) -> [Int] {
    var a = a
    a.append(-1)
    return a
}
let passed = [5]
print(modify(passed), passed)
var tuple = (list: [1], name: "t")
var tupleCopy = tuple
tupleCopy.list.append(2)
tupleCopy.name = "u"
print(tuple, tupleCopy)
var optionalArray: [Int]? = [1]
var optionalCopy = optionalArray
optionalCopy?.append(2)
print(optionalArray as Any, optionalCopy as Any)
let constant = original
original.removeAll()
print(constant.count, original.count)
