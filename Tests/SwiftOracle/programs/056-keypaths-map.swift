// Key paths as functions in map, filter and sorted, and read through subscripts.
struct Employee {
    let name: String
    let department: String
    let salary: Int
    var manager: String?
}
let staff = [
    Employee(name: "Ann", department: "Eng", salary: 120, manager: nil),
    Employee(name: "Bob", department: "Ops", salary: 90, manager: "Ann"),
    Employee(name: "Cid", department: "Eng", salary: 100, manager: "Ann"),
]
print(staff.map(\.name))
print(staff.map(\.salary).reduce(0, +))
print(staff.compactMap(\.manager))
print(staff.map(\.name.count))
let byName = \Employee.name
print(staff[1][keyPath: byName])
let sortedBySalary = staff.sorted { $0[keyPath: \.salary] < $1[keyPath: \.salary] }
print(sortedBySalary.map(\.name))
var bob = staff[1]
let managerPath = \Employee.manager
bob[keyPath: managerPath] = "Cid"
print(bob.manager as Any)
print(["a", "bb", "ccc"].map(\.count))
print(staff.filter { $0.department == "Eng" }.map(\.name))
struct Pair { var left: Int; var right: Int }
var pairs = [Pair(left: 1, right: 2), Pair(left: 3, right: 4)]
let rightPath = \Pair.right
for i in pairs.indices { pairs[i][keyPath: rightPath] *= 10 }
print(pairs.map(\.right), pairs.map(\.left))
print([[1, 2], [3]].map(\.count), ["x": 1].map(\.value))
