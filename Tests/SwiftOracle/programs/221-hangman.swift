// Hangman with scripted guesses: a Set of guessed letters, masked word, win and loss states.
enum GameState: Equatable { case playing, won, lost }
struct Hangman {
    let secret: String
    let maxMisses: Int
    private(set) var guessed: Set<Character> = []
    private(set) var misses = 0
    var masked: String { String(secret.map { guessed.contains($0) ? $0 : "_" }) }
    var state: GameState {
        if secret.allSatisfy({ guessed.contains($0) }) { return .won }
        return misses >= maxMisses ? .lost : .playing
    }
    mutating func guess(_ c: Character) -> String {
        guard state == .playing else { return "game over" }
        let letter = Character(c.lowercased())
        guard guessed.insert(letter).inserted else { return "already guessed \(letter)" }
        if secret.contains(letter) { return "yes: \(masked)" }
        misses += 1
        return "no (\(misses)/\(maxMisses)): \(masked)"
    }
}
var game = Hangman(secret: "swift", maxMisses: 3)
for c in "aSiEwtzfq" {
    print(c, "->", game.guess(c), game.state)
}
var hard = Hangman(secret: "rhythm", maxMisses: 2)
for c in "aeiouy" { _ = hard.guess(c) }
print(hard.masked, hard.state, hard.misses, hard.guessed.sorted())
