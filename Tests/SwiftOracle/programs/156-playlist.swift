// A playlist of songs: class with array of structs, deterministic shuffle, durations formatted.
struct Song: Equatable {
    let title: String
    let artist: String
    let seconds: Int
}
func format(_ s: Int) -> String { "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)" }
final class Playlist {
    let name: String
    private(set) var songs: [Song] = []
    private(set) var current = 0
    init(name: String) { self.name = name }
    func add(_ s: Song) { if !songs.contains(s) { songs.append(s) } }
    func remove(title: String) { songs.removeAll { $0.title == title } }
    var duration: Int { songs.reduce(0) { $0 + $1.seconds } }
    func next() -> Song? {
        guard !songs.isEmpty else { return nil }
        defer { current = (current + 1) % songs.count }
        return songs[current]
    }
    func shuffle(seed: Int) {
        var state = seed
        for i in stride(from: songs.count - 1, to: 0, by: -1) {
            state = (state * 48271) % 2147483647
            songs.swapAt(i, state % (i + 1))
        }
        current = 0
    }
    func byArtist() -> [String: [String]] { Dictionary(grouping: songs, by: \.artist).mapValues { $0.map(\.title) } }
}
let list = Playlist(name: "Road trip")
list.add(Song(title: "One", artist: "A", seconds: 185))
list.add(Song(title: "Two", artist: "B", seconds: 242))
list.add(Song(title: "Three", artist: "A", seconds: 61))
list.add(Song(title: "Four", artist: "C", seconds: 3600))
list.add(Song(title: "One", artist: "A", seconds: 185))
print(list.songs.count, format(list.duration))
print((0..<5).compactMap { _ in list.next()?.title })
list.shuffle(seed: 7)
print(list.songs.map(\.title))
list.remove(title: "Four")
print(list.songs.map { "\($0.title) \(format($0.seconds))" }, format(list.duration))
let grouped = list.byArtist()
for artist in grouped.keys.sorted() { print(artist, grouped[artist]!) }
print(Playlist(name: "empty").next() as Any)
