// Dictionaries: iteration in sorted key order, lookups, updates, removal.
var ages = ["Alice": 31, "Bob": 25, "Carol": 40]
for name in ages.keys.sorted() {
    print(name, ages[name]!)
}
ages["Dave"] = 19
ages["Bob"] = 26
ages["Alice", default: 0] += 1
print(ages.count, ages["Eve"] as Any, ages["Bob"] as Any)
let removed = ages.removeValue(forKey: "Carol")
print("removed", removed as Any)
for (name, age) in ages.sorted(by: { $0.key < $1.key }) {
    print("\(name) is \(age)")
}
print(ages.sorted(by: { $0.value > $1.value }).map { $0.key })
let older = ages.filter { $0.value > 20 }
print(older.keys.sorted())
let doubled = ages.mapValues { $0 * 2 }
print(doubled.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
let empty: [String: Int] = [:]
print(empty.isEmpty, empty, empty.count)
let single = ["only": 1]
print(single)
print(single.first!.key, single.first!.value)
if let v = ages["Dave"] {
    print("Dave:", v)
}
ages["Dave"] = nil
print(ages.keys.sorted(), ages.values.sorted())
