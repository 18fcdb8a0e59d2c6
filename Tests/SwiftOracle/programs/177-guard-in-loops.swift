// guard with continue and break inside loops; validating records one at a time.
let records = ["ann,34,ny", "bob,,la", "cy,29", "di,41,sf", "bad", "ed,-3,ny", "fay,52,ny"]
var valid: [(String, Int, String)] = []
var skipped: [String] = []
for line in records {
    let parts = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 3 else {
        skipped.append("\(line): wrong field count")
        continue
    }
    guard let age = Int(parts[1]) else {
        skipped.append("\(line): no age")
        continue
    }
    guard age >= 0 else {
        skipped.append("\(line): negative age")
        continue
    }
    valid.append((parts[0], age, parts[2]))
}
print(valid.map { "\($0.0)(\($0.1))@\($0.2)" })
for s in skipped { print("skipped", s) }
var budget = 100
let costs = [30, 25, 40, 10, 5]
var bought: [Int] = []
for cost in costs {
    guard budget - cost >= 0 else { break }
    budget -= cost
    bought.append(cost)
}
print(bought, budget)
var numbers = [3, 8, 0, 5]
var index = 0
while index < numbers.count {
    defer { index += 1 }
    guard numbers[index] != 0 else { continue }
    numbers[index] = 100 / numbers[index]
}
print(numbers)
