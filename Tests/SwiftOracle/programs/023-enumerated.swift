// enumerated() over arrays and strings, with tuple destructuring and offsets.
let fruits = ["apple", "banana", "cherry"]
for (index, fruit) in fruits.enumerated() {
    print("\(index + 1). \(fruit)")
}
for pair in fruits.enumerated() {
    print(pair)
}
print(Array(fruits.enumerated()))
for (i, ch) in "abc".enumerated() {
    print(i, ch)
}
let scores = [70, 95, 88, 95, 60]
var bestIndex = 0
for (i, s) in scores.enumerated() where s > scores[bestIndex] {
    bestIndex = i
}
print("best at", bestIndex, "with", scores[bestIndex])
let labelled = fruits.enumerated().map { "\($0.offset):\($0.element)" }
print(labelled)
let oddPositions = scores.enumerated().filter { $0.offset % 2 == 1 }.map { $0.element }
print(oddPositions)
for (i, s) in scores.enumerated().reversed() {
    print(i, s, terminator: "; ")
}
print()
