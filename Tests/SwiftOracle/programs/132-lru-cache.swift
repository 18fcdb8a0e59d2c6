// An LRU cache class: dictionary for storage, array for recency, eviction and hit statistics.
final class LRUCache<Key: Hashable, Value> {
    private var storage: [Key: Value] = [:]
    private var order: [Key] = []
    let capacity: Int
    private(set) var hits = 0, misses = 0
    var evicted: [Key] = []
    init(capacity: Int) { self.capacity = capacity }
    func get(_ key: Key) -> Value? {
        guard let v = storage[key] else { misses += 1; return nil }
        hits += 1
        touch(key)
        return v
    }
    func put(_ key: Key, _ value: Value) {
        if storage[key] == nil && storage.count == capacity {
            let old = order.removeFirst()
            storage[old] = nil
            evicted.append(old)
        }
        storage[key] = value
        touch(key)
    }
    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }
    var keys: [Key] { order }
}
let cache = LRUCache<String, Int>(capacity: 3)
cache.put("a", 1)
cache.put("b", 2)
cache.put("c", 3)
print(cache.get("a") as Any, cache.keys)
cache.put("d", 4)
print(cache.get("b") as Any, cache.keys, cache.evicted)
cache.put("c", 30)
cache.put("e", 5)
print(cache.keys, cache.evicted, cache.get("c") as Any)
print("hits \(cache.hits), misses \(cache.misses)")
func slowSquare(_ n: Int, _ memo: LRUCache<Int, Int>) -> Int {
    if let v = memo.get(n) { return v }
    let v = n * n
    memo.put(n, v)
    return v
}
let memo = LRUCache<Int, Int>(capacity: 2)
print([1, 2, 1, 3, 2, 1].map { slowSquare($0, memo) }, memo.hits, memo.misses, memo.evicted)
