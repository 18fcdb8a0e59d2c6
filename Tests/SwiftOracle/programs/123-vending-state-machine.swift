// A vending machine as a state machine: enum states with associated values and transitions.
enum State: CustomStringConvertible {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)
    case outOfOrder(reason: String)
    var description: String {
        switch self {
        case .idle: return "idle"
        case .collecting(let c): return "collecting(\(c))"
        case let .dispensing(item, change): return "dispensing \(item), change \(change)"
        case .outOfOrder(let r): return "out of order: \(r)"
        }
    }
}
enum Input { case coin(Int), select(String), cancel, kick, service }
let prices = ["cola": 125, "chips": 75]
func transition(_ s: State, _ i: Input) -> State {
    switch (s, i) {
    case (.outOfOrder, .service): return .idle
    case (.outOfOrder, _): return s
    case (_, .kick): return .outOfOrder(reason: "kicked")
    case (.idle, .coin(let c)), (.dispensing, .coin(let c)): return .collecting(cents: c)
    case (.collecting(let have), .coin(let c)): return .collecting(cents: have + c)
    case (.collecting(let have), .select(let item)):
        guard let price = prices[item] else { return s }
        return have >= price ? .dispensing(item: item, change: have - price) : s
    case (.collecting, .cancel): return .idle
    default: return s
    }
}
let inputs: [Input] = [.coin(100), .select("cola"), .coin(25), .coin(25), .select("cola"), .coin(50), .select("gum"),
                       .select("chips"), .kick, .coin(5), .service, .coin(10), .cancel]
var state = State.idle
for input in inputs {
    let next = transition(state, input)
    print("\(state) + \(input) -> \(next)")
    state = next
}
