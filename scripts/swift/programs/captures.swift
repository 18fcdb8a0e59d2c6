// What a closure captures: a `var` by reference (it sees later changes), a capture list by
// value (the value when the closure was made), and a class instance shared either way.
final class Counter {
    var taps = 0
}

var title = "Save"
let readsTitle = { print("title is \(title)") }
let keepsTitle = { [title] in print("title was \(title)") }
title = "Saved"
readsTitle()
keepsTitle()

let counter = Counter()
let tap = { [counter] in counter.taps += 1 }
tap()
tap()
print("taps: \(counter.taps)")

var handlers: [() -> Void] = []
for row in 0..<3 {
    handlers.append { print("row \(row)") }
}
handlers.forEach { $0() }
