// A bit set on [UInt64] words with shifts and masks, used for a prime sieve and set algebra.
struct BitSet {
    private(set) var words: [UInt64]
    let size: Int
    init(size: Int) { self.size = size; words = Array(repeating: 0, count: (size + 63) / 64) }
    subscript(i: Int) -> Bool {
        get { words[i / 64] & (1 << UInt64(i % 64)) != 0 }
        set {
            if newValue { words[i / 64] |= 1 << UInt64(i % 64) } else { words[i / 64] &= ~(1 << UInt64(i % 64)) }
        }
    }
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }
    var members: [Int] { (0..<size).filter { self[$0] } }
    static func & (a: BitSet, b: BitSet) -> BitSet {
        var r = BitSet(size: a.size)
        r.words = zip(a.words, b.words).map { $0 & $1 }
        return r
    }
}
var composite = BitSet(size: 200)
composite[0] = true
composite[1] = true
var p = 2
while p * p < 200 {
    if !composite[p] { for m in stride(from: p * p, to: 200, by: p) { composite[m] = true } }
    p += 1
}
var primes = BitSet(size: 200)
for i in 0..<200 where !composite[i] { primes[i] = true }
print(primes.count, primes.members.suffix(5))
var odd = BitSet(size: 200)
for i in stride(from: 1, to: 200, by: 2) { odd[i] = true }
let oddPrimes = primes & odd
print(oddPrimes.count, oddPrimes.members.prefix(5))
print(primes.words.map { String($0, radix: 16) })
odd[199] = false
print(odd.count, odd[199], odd[197])
