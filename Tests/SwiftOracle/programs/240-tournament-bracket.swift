// A single-elimination bracket: seeding, byes, rounds decided by ratings, and printing rounds.
struct Team: CustomStringConvertible { let name: String; let rating: Int; var description: String { name } }
let teams = [Team(name: "Lions", rating: 88), Team(name: "Tigers", rating: 92), Team(name: "Bears", rating: 75),
             Team(name: "Wolves", rating: 81), Team(name: "Eagles", rating: 95), Team(name: "Sharks", rating: 70)]
let seeded = teams.sorted { $0.rating > $1.rating }
var size = 1
while size < seeded.count { size *= 2 }
func seedOrder(_ n: Int) -> [Int] {
    var order = [1]
    while order.count < n {
        let m = order.count * 2 + 1
        order = order.flatMap { [$0, m - $0] }
    }
    return order
}
var slots: [Team?] = seedOrder(size).map { $0 <= seeded.count ? seeded[$0 - 1] : nil }
print("seeding:", slots.map { $0?.name ?? "bye" })
var round = 1
while slots.count > 1 {
    var next: [Team?] = []
    var results: [String] = []
    for i in stride(from: 0, to: slots.count, by: 2) {
        switch (slots[i], slots[i + 1]) {
        case let (a?, b?):
            let winner = a.rating >= b.rating ? a : b
            results.append("\(a) v \(b) -> \(winner)")
            next.append(winner)
        case let (a?, nil), let (nil, a?):
            results.append("\(a) (bye)")
            next.append(a)
        case (nil, nil):
            next.append(nil)
        }
    }
    print("round \(round):", results.joined(separator: "; "))
    slots = next
    round += 1
}
print("champion:", slots[0]!, "rounds:", round - 1)
