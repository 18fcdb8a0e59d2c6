// Dictionaries of dictionaries and of arrays: nested defaults, updates, and sorted reports.
var grades: [String: [String: [Int]]] = [:]
let entries = [("ann", "math", 90), ("bob", "math", 70), ("ann", "art", 85), ("ann", "math", 80), ("bob", "art", 95), ("cy", "math", 60)]
for (student, subject, score) in entries {
    grades[student, default: [:]][subject, default: []].append(score)
}
for student in grades.keys.sorted() {
    let subjects = grades[student]!
    let line = subjects.keys.sorted().map { "\($0)=\(subjects[$0]!)" }.joined(separator: " ")
    print(student, line)
}
grades["cy"]?["art"] = [100]
grades["bob"]?["math"]?.removeAll()
grades["dan"]?["math"] = [1]
print(grades["cy"]!.keys.sorted(), grades["bob"]!["math"]!, grades["dan"] as Any)
let averages = grades.mapValues { subjects -> Double in
    let all = subjects.values.flatMap { $0 }
    return all.isEmpty ? 0 : Double(all.reduce(0, +)) / Double(all.count)
}
print(averages.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
var inverted: [String: Set<String>] = [:]
for (student, subjects) in grades {
    for subject in subjects.keys { inverted[subject, default: []].insert(student) }
}
for subject in inverted.keys.sorted() { print(subject, inverted[subject]!.sorted()) }
let counts = grades.reduce(into: [String: Int]()) { $0[$1.key] = $1.value.values.map(\.count).reduce(0, +) }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: ","))
