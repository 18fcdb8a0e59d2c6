// Traps: integer division by a zero computed at run time.
func average(_ values: [Int]) -> Int {
    values.reduce(0, +) / values.count
}
print(average([4, 8, 15]))
print(average([1]))
let groups: [[Int]] = [[10, 20], []]
for g in groups {
    print("average of", g, "is", average(g))
}
