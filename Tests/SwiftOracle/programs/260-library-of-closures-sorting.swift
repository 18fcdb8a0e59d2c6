// Sorting with composed comparators built from key paths and closures.
struct Book { let title: String; let author: String; let year: Int; let rating: Double }
let books = [
    Book(title: "Dune", author: "Herbert", year: 1965, rating: 4.3),
    Book(title: "Emma", author: "Austen", year: 1815, rating: 4.0),
    Book(title: "Persuasion", author: "Austen", year: 1817, rating: 4.2),
    Book(title: "Neuromancer", author: "Gibson", year: 1984, rating: 3.9),
    Book(title: "Children of Dune", author: "Herbert", year: 1976, rating: 3.9),
]
typealias Comparator<T> = (T, T) -> Bool
func by<T, V: Comparable>(_ key: KeyPath<T, V>, descending: Bool = false) -> Comparator<T> {
    { descending ? $0[keyPath: key] > $1[keyPath: key] : $0[keyPath: key] < $1[keyPath: key] }
}
func then<T>(_ first: @escaping Comparator<T>, _ second: @escaping Comparator<T>) -> Comparator<T> {
    { a, b in first(a, b) ? true : first(b, a) ? false : second(a, b) }
}
print(books.sorted(by: by(\.year)).map(\.title))
print(books.sorted(by: then(by(\.author), by(\.year, descending: true))).map { "\($0.author)/\($0.title)" })
print(books.sorted(by: then(by(\.rating, descending: true), by(\.title))).map(\.title))
let oldest = books.min(by: by(\.year))!
let newest = books.max(by: by(\.year))!
print(oldest.title, newest.title)
let byAuthor = Dictionary(grouping: books, by: \.author).mapValues { $0.map(\.year).max()! }
print(byAuthor.sorted(by: { $0.key < $1.key }).map { "\($0.key): \($0.value)" })
