// Types nested in enums, structs and extensions; static members of nested types; shadowed names.
enum Chess {
    enum Color: String { case white, black }
    enum Kind: Character { case king = "K", queen = "Q", rook = "R", bishop = "B", knight = "N", pawn = "P" }
    struct Piece: CustomStringConvertible {
        let color: Color
        let kind: Kind
        var description: String { color == .white ? String(kind.rawValue) : String(kind.rawValue).lowercased() }
        static let backRank: [Kind] = [.rook, .knight, .bishop, .queen, .king, .bishop, .knight, .rook]
    }
    static func startingRow(_ color: Color) -> [Piece] { Piece.backRank.map { Piece(color: color, kind: $0) } }
}
print(Chess.startingRow(.white).map(\.description).joined())
print(Chess.startingRow(.black).map(\.description).joined())
let pawn = Chess.Piece(color: .black, kind: .pawn)
print(pawn, [pawn], pawn.color, Chess.Kind(rawValue: "Q") as Any)
struct Library {
    struct Book { let title: String }
    enum Genre { case fiction, science }
    var shelves: [Genre: [Book]] = [:]
}
extension Library {
    struct Stats { let books: Int; let genres: Int }
    var stats: Stats { Stats(books: shelves.values.map(\.count).reduce(0, +), genres: shelves.count) }
}
var lib = Library()
lib.shelves[.fiction, default: []].append(Library.Book(title: "Dune"))
lib.shelves[.science, default: []] += [Library.Book(title: "Cosmos"), Library.Book(title: "Gödel")]
print(lib.stats, lib.shelves[.science]!.map(\.title))
struct Outer {
    struct Color { let hex: String }
    let color = Color(hex: "#fff")
}
print(Outer().color, Chess.Color.white.rawValue)
