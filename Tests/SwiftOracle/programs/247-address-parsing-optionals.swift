// Parsing loosely formatted records into structs with optional fields, using optional chaining.
struct Person {
    var name: String
    var age: Int?
    var email: String?
    var manager: String?
}
func parse(_ line: String) -> Person? {
    var fields: [String: String] = [:]
    for part in line.split(separator: ";") {
        let kv = part.split(separator: "=", maxSplits: 1).map { $0.filter { $0 != " " } }
        if kv.count == 2 { fields[kv[0]] = kv[1] }
    }
    guard let name = fields["name"], !name.isEmpty else { return nil }
    return Person(name: name, age: fields["age"].flatMap { Int($0) }, email: fields["email"], manager: fields["manager"])
}
let lines = ["name=ann; age=34; email=ann@x.org", "name=bob; age=old", "age=3", "name=cy; manager=ann",
             "name=di; email=di@y.com; manager=cy", "name=; age=1"]
let people = lines.compactMap(parse)
print(people.map(\.name), people.count)
let directory = Dictionary(uniqueKeysWithValues: people.map { ($0.name, $0) })
for p in people {
    let managerEmail = p.manager.flatMap { directory[$0] }?.email ?? "n/a"
    let domain = p.email?.split(separator: "@").last.map(String.init) ?? "none"
    print(p.name, p.age.map { "\($0)y" } ?? "?", domain, "manager email:", managerEmail)
}
let chain = directory["di"]?.manager.flatMap { directory[$0] }?.manager.flatMap { directory[$0] }?.name
print("di's skip-level manager:", chain ?? "none")
let ages = people.compactMap(\.age)
print(ages, ages.isEmpty ? 0 : ages.reduce(0, +) / ages.count)
print(people.first { $0.email == nil }?.name as Any, people.last?.manager as Any)
