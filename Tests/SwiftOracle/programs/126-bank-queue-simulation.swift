// A deterministic bank-teller simulation: a FIFO queue of customers, tellers busy until a time.
struct Customer { let id: Int; let arrival: Int; let service: Int }
var customers: [Customer] = []
var lcg = 7
func next(_ m: Int) -> Int { lcg = (lcg * 75 + 74) % 65537; return lcg % m }
var t = 0
for id in 1...10 {
    t += next(4)
    customers.append(Customer(id: id, arrival: t, service: 2 + next(5)))
}
print(customers.map { "\($0.id)@\($0.arrival)+\($0.service)" }.joined(separator: " "))
var tellers = [0, 0]
var waits: [Int] = []
var log: [String] = []
for c in customers {
    let teller = tellers.indices.min { tellers[$0] < tellers[$1] }!
    let start = max(c.arrival, tellers[teller])
    waits.append(start - c.arrival)
    tellers[teller] = start + c.service
    log.append("c\(c.id):t\(teller)[\(start)-\(tellers[teller])]")
}
print(log.joined(separator: " "))
print("waits:", waits)
print("max wait:", waits.max()!, "average:", Double(waits.reduce(0, +)) / Double(waits.count))
print("finish time:", tellers.max()!)
var queue: [Int] = []
var served: [Int] = []
for step in 0..<6 {
    queue.append(step)
    if step % 2 == 1 { served.append(queue.removeFirst()) }
}
print(queue, served)
