// Mutating methods calling other mutating methods, self replacement, and chained updates.
struct Wallet {
    private(set) var cents = 0
    private(set) var log: [String] = []
    mutating func deposit(_ c: Int) { cents += c; note("+\(c)") }
    mutating func withdraw(_ c: Int) -> Bool {
        guard c <= cents else { note("denied \(c)"); return false }
        cents -= c
        note("-\(c)")
        return true
    }
    mutating func transfer(_ c: Int, to other: inout Wallet) -> Bool {
        guard withdraw(c) else { return false }
        other.deposit(c)
        return true
    }
    mutating func reset() {
        let history = log
        self = Wallet()
        note("reset after \(history.count) entries")
    }
    private mutating func note(_ s: String) { log.append(s) }
}
var mine = Wallet()
var yours = Wallet()
mine.deposit(500)
print(mine.transfer(200, to: &yours), mine.transfer(400, to: &yours))
print(mine.cents, yours.cents, mine.log, yours.log)
var copy = mine
copy.reset()
print(copy.log, mine.log.count)
struct Game {
    var score = 0, level = 1, lives = 3
    mutating func hit() { lives -= 1; if lives == 0 { restart() } }
    mutating func gain(_ p: Int) { score += p; while score >= level * 100 { levelUp() } }
    mutating func levelUp() { level += 1; lives += 1 }
    mutating func restart() { self = Game(score: 0, level: 1, lives: 3) }
}
var g = Game()
g.gain(250)
print(g)
g.hit(); g.hit(); g.hit(); g.hit()
print(g)
g.hit()
print(g)
