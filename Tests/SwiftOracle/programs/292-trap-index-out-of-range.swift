// Traps: an array subscript one past the end after an off-by-one loop bound.
let scores = [90, 85, 77]
var total = 0
for i in 0...scores.count {
    print("adding score", i)
    total += scores[i]
}
print("total:", total)
