// Ten-pin bowling scores: strikes, spares, the tenth frame, and validation errors.
enum BowlingError: Error { case tooManyPins(frame: Int), incompleteGame }
func score(_ rolls: [Int]) throws -> Int {
    var total = 0
    var i = 0
    for frame in 1...10 {
        guard i < rolls.count else { throw BowlingError.incompleteGame }
        if rolls[i] == 10 {
            guard i + 2 < rolls.count else { throw BowlingError.incompleteGame }
            total += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        } else {
            guard i + 1 < rolls.count else { throw BowlingError.incompleteGame }
            let frameTotal = rolls[i] + rolls[i + 1]
            if frameTotal > 10 { throw BowlingError.tooManyPins(frame: frame) }
            if frameTotal == 10 {
                guard i + 2 < rolls.count else { throw BowlingError.incompleteGame }
                total += 10 + rolls[i + 2]
            } else {
                total += frameTotal
            }
            i += 2
        }
    }
    return total
}
let games: [(String, [Int])] = [
    ("gutter", Array(repeating: 0, count: 20)),
    ("all ones", Array(repeating: 1, count: 20)),
    ("one spare", [5, 5, 3] + Array(repeating: 0, count: 17)),
    ("one strike", [10, 3, 4] + Array(repeating: 0, count: 16)),
    ("perfect", Array(repeating: 10, count: 12)),
    ("all spares", Array(repeating: 5, count: 21)),
    ("too many", [7, 6] + Array(repeating: 0, count: 18)),
    ("short", [10, 10]),
]
for (name, rolls) in games {
    do {
        print(name, try score(rolls))
    } catch BowlingError.tooManyPins(let f) {
        print(name, "invalid frame", f)
    } catch {
        print(name, error)
    }
}
