// An address book: structs with optional fields, search by prefix, grouping by initial, editing.
struct Contact: CustomStringConvertible {
    var first: String
    var last: String
    var phone: String?
    var email: String?
    var fullName: String { "\(first) \(last)" }
    var description: String {
        var parts = [fullName]
        if let p = phone { parts.append("tel \(p)") }
        if let e = email { parts.append(e) }
        return parts.joined(separator: ", ")
    }
}
struct AddressBook {
    private(set) var contacts: [Contact] = []
    mutating func add(_ c: Contact) {
        let i = contacts.firstIndex { ($0.last, $0.first) > (c.last, c.first) } ?? contacts.count
        contacts.insert(c, at: i)
    }
    func search(_ prefix: String) -> [Contact] {
        let p = prefix.lowercased()
        return contacts.filter { $0.first.lowercased().hasPrefix(p) || $0.last.lowercased().hasPrefix(p) }
    }
    mutating func update(_ name: String, _ change: (inout Contact) -> Void) -> Bool {
        guard let i = contacts.firstIndex(where: { $0.fullName == name }) else { return false }
        change(&contacts[i])
        return true
    }
    var byInitial: [Character: [String]] { Dictionary(grouping: contacts, by: { $0.last.first! }).mapValues { $0.map(\.first) } }
}
var book = AddressBook()
book.add(Contact(first: "Grace", last: "Hopper", phone: "555-0101", email: nil))
book.add(Contact(first: "Alan", last: "Turing", phone: nil, email: "alan@example.org"))
book.add(Contact(first: "Ada", last: "Lovelace", phone: nil, email: nil))
book.add(Contact(first: "Tim", last: "Hopper", phone: nil, email: nil))
book.contacts.forEach { print($0) }
print(book.search("ho").map(\.first), book.search("a").map(\.fullName), book.search("z"))
print(book.update("Ada Lovelace") { $0.email = "ada@example.org"; $0.phone = "555-0199" })
print(book.update("Nobody Here") { $0.first = "x" })
print(book.contacts.first { $0.first == "Ada" }!)
let groups = book.byInitial
print(groups.keys.sorted().map { "\($0): \(groups[$0]!)" })
print(book.contacts.filter { $0.phone == nil && $0.email == nil }.map(\.fullName))
