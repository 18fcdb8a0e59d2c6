// is, as?, as! and switch on types over class hierarchies and Any.
class MediaItem {
    let name: String
    init(name: String) { self.name = name }
}
class Movie: MediaItem {
    let director: String
    init(name: String, director: String) {
        self.director = director
        super.init(name: name)
    }
}
class Song: MediaItem {
    let artist: String
    init(name: String, artist: String) {
        self.artist = artist
        super.init(name: name)
    }
}
let library: [MediaItem] = [
    Movie(name: "Casablanca", director: "Michael Curtiz"),
    Song(name: "Blue Suede Shoes", artist: "Elvis Presley"),
    Movie(name: "Citizen Kane", director: "Orson Welles"),
    Song(name: "Never Gonna Give You Up", artist: "Rick Astley"),
]
var movieCount = 0, songCount = 0
for item in library {
    if item is Movie { movieCount += 1 } else if item is Song { songCount += 1 }
}
print("movies: \(movieCount), songs: \(songCount)")
for item in library {
    if let movie = item as? Movie {
        print("Movie: \(movie.name), dir. \(movie.director)")
    } else if let song = item as? Song {
        print("Song: \(song.name), by \(song.artist)")
    }
}
let first = library[0] as! Movie
print(first.director)
print((library[1] as? Movie)?.director as Any)
let songs = library.compactMap { $0 as? Song }
print(songs.map(\.artist))
let upcast: MediaItem = songs[0]
print(upcast is Song, upcast is Movie, type(of: upcast))
