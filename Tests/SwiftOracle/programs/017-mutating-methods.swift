// mutating methods on structs, including ones that replace self.
struct Stack {
    private(set) var items: [Int] = []
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() -> Int? { items.popLast() }
    var top: Int? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
var s = Stack()
s.push(1)
s.push(2)
s.push(3)
print(s.items, s.top as Any)
print(s.pop() as Any, s.pop() as Any)
print(s.items, s.isEmpty)
var t = s
t.push(10)
print(s.items, t.items)
struct Light {
    var on = false
    mutating func toggle() { on = !on }
    mutating func reset() { self = Light() }
}
var light = Light()
light.toggle()
print(light.on)
light.reset()
print(light.on)
enum Direction {
    case north, east, south, west
    mutating func turnRight() {
        switch self {
        case .north: self = .east
        case .east: self = .south
        case .south: self = .west
        case .west: self = .north
        }
    }
}
var d = Direction.north
for _ in 0..<5 {
    d.turnRight()
    print(d, terminator: " ")
}
print()
