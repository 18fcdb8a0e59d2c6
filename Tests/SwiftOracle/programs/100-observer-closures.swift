// The observer pattern with closures: subscriptions by token, unsubscription, weak observers.
final class Event<Value> {
    private var handlers: [Int: (Value) -> Void] = [:]
    private var nextToken = 0
    @discardableResult
    func subscribe(_ handler: @escaping (Value) -> Void) -> Int {
        nextToken += 1
        handlers[nextToken] = handler
        return nextToken
    }
    func unsubscribe(_ token: Int) { handlers[token] = nil }
    func emit(_ value: Value) {
        for token in handlers.keys.sorted() { handlers[token]!(value) }
    }
    var count: Int { handlers.count }
}
final class Thermometer {
    let changed = Event<Double>()
    var temperature = 20.0 {
        didSet { if temperature != oldValue { changed.emit(temperature) } }
    }
}
final class Display {
    let name: String
    var shown: [Double] = []
    init(name: String) { self.name = name }
    deinit { print("display \(name) gone") }
}
let thermo = Thermometer()
var log: [String] = []
let logToken = thermo.changed.subscribe { log.append("t=\($0)") }
var display: Display? = Display(name: "lobby")
thermo.changed.subscribe { [weak display] value in
    display?.shown.append(value)
    print("display sees", value, display == nil ? "(gone)" : "")
}
thermo.temperature = 21.5
thermo.temperature = 21.5
thermo.temperature = 19
print(display!.shown)
thermo.changed.unsubscribe(logToken)
display = nil
thermo.temperature = 25
print(log, thermo.changed.count)
