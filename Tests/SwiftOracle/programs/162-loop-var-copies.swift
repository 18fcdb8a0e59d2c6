// for-in gives copies of struct elements but the same class instances; index to change structs.
struct Score { var points: Int }
final class Player { var points: Int; init(_ p: Int) { points = p } }
var scores = [Score(points: 1), Score(points: 2)]
for var s in scores {
    s.points *= 10
}
print(scores.map(\.points))
for i in scores.indices {
    scores[i].points *= 10
}
print(scores.map(\.points))
let players = [Player(1), Player(2)]
for p in players {
    p.points *= 10
}
print(players.map(\.points))
var matrix = [[1, 2], [3, 4]]
for var row in matrix { row.append(0) }
print(matrix)
for r in matrix.indices { matrix[r].append(r) }
print(matrix)
var names = ["a", "b", "c"]
for name in names {
    names.append(name.uppercased())
}
print(names)
var counter = 0
for _ in 0..<names.count {
    counter += 1
    names.removeLast()
    if names.isEmpty { break }
}
print(counter, names)
var dict = ["x": Score(points: 5)]
dict["x"]?.points += 1
if var copy = dict["x"] { copy.points = 100; print(copy.points) }
print(dict["x"]!.points)
