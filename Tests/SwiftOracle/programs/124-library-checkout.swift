// A library: books and members as classes, checkout rules enforced with errors, due dates as days.
enum LibraryError: Error, CustomStringConvertible {
    case noSuchBook(String), alreadyOut(String, by: String), limitReached(String), notBorrowed(String)
    var description: String {
        switch self {
        case .noSuchBook(let t): return "no book titled \"\(t)\""
        case let .alreadyOut(t, who): return "\"\(t)\" is out with \(who)"
        case .limitReached(let m): return "\(m) has too many books"
        case .notBorrowed(let t): return "\"\(t)\" was not borrowed"
        }
    }
}
final class Book {
    let title: String
    var borrower: Member?
    var dueDay = 0
    init(_ title: String) { self.title = title }
}
final class Member {
    let name: String
    var books: [Book] = []
    init(_ name: String) { self.name = name }
}
final class Library {
    var catalog: [String: Book] = [:]
    let limit = 2
    func add(_ titles: String...) { titles.forEach { catalog[$0] = Book($0) } }
    func checkout(_ title: String, to m: Member, today: Int) throws {
        guard let b = catalog[title] else { throw LibraryError.noSuchBook(title) }
        if let who = b.borrower { throw LibraryError.alreadyOut(title, by: who.name) }
        guard m.books.count < limit else { throw LibraryError.limitReached(m.name) }
        b.borrower = m
        b.dueDay = today + 14
        m.books.append(b)
    }
    func giveBack(_ title: String, today: Int) throws -> Int {
        guard let b = catalog[title], let m = b.borrower else { throw LibraryError.notBorrowed(title) }
        m.books.removeAll { $0 === b }
        b.borrower = nil
        return max(0, today - b.dueDay) * 10
    }
}
let lib = Library()
lib.add("Dune", "Emma", "Ulysses")
let ann = Member("Ann"), bob = Member("Bob")
let requests: [(String, Member, Int)] = [("Dune", ann, 1), ("Dune", bob, 2), ("Emma", ann, 2), ("Ulysses", ann, 3), ("Moby", bob, 3)]
for (title, member, day) in requests {
    do { try lib.checkout(title, to: member, today: day); print("day \(day): \(member.name) took \(title)") }
    catch { print("day \(day): \(error)") }
}
for (title, day) in [("Dune", 20), ("Dune", 21), ("Emma", 10)] {
    do { print("returned \(title), fine \(try lib.giveBack(title, today: day))") } catch { print(error) }
}
print(ann.books.map(\.title), bob.books.count, lib.catalog.values.filter { $0.borrower == nil }.map(\.title).sorted())
