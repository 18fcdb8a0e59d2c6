// A snake game on a small grid driven by a scripted list of moves: growth, food, collisions.
struct P: Equatable { var x: Int, y: Int }
enum Dir: Character { case up = "U", down = "D", left = "L", right = "R" }
struct Snake {
    var body = [P(x: 2, y: 2)]
    var food = [P(x: 4, y: 2), P(x: 4, y: 4), P(x: 1, y: 4)]
    let size = 6
    var alive = true
    var eaten = 0
    mutating func step(_ d: Dir) {
        guard alive else { return }
        var head = body[0]
        switch d {
        case .up: head.y -= 1
        case .down: head.y += 1
        case .left: head.x -= 1
        case .right: head.x += 1
        }
        if head.x < 0 || head.y < 0 || head.x >= size || head.y >= size || body.dropLast().contains(head) {
            alive = false
            return
        }
        body.insert(head, at: 0)
        if let i = food.firstIndex(of: head) { food.remove(at: i); eaten += 1 } else { body.removeLast() }
    }
    func render() -> [String] {
        (0..<size).map { y in
            String((0..<size).map { x -> Character in
                let p = P(x: x, y: y)
                if p == body[0] { return "@" }
                if body.contains(p) { return "o" }
                return food.contains(p) ? "*" : "."
            })
        }
    }
}
var snake = Snake()
for (i, c) in "RRDDLLLUU".enumerated() {
    snake.step(Dir(rawValue: c)!)
    if i % 3 == 2 { print("after \(i + 1) moves:"); snake.render().forEach { print($0) } }
}
print("alive:", snake.alive, "length:", snake.body.count, "eaten:", snake.eaten)
snake.step(.up); snake.step(.up); snake.step(.up)
print("alive:", snake.alive, snake.body.first!)
