class Counter {
    var count = 0
    var action: (() -> Void)?
    func wire() { action = { [weak self] in self?.count += 1 } }
}
let c = Counter()
c.wire()
c.action?()
c.action?()
print(c.count)
