// The sieve of Eratosthenes, prime factorization and a few number-theory helpers.
func sieve(_ limit: Int) -> [Int] {
    guard limit >= 2 else { return [] }
    var isPrime = [Bool](repeating: true, count: limit + 1)
    isPrime[0] = false
    isPrime[1] = false
    var p = 2
    while p * p <= limit {
        if isPrime[p] {
            for m in stride(from: p * p, through: limit, by: p) { isPrime[m] = false }
        }
        p += 1
    }
    return isPrime.indices.filter { isPrime[$0] }
}
let primes = sieve(100)
print(primes)
print(primes.count, sieve(1), sieve(2), sieve(10_000).count)
func factorize(_ n: Int) -> [Int: Int] {
    var n = n
    var factors: [Int: Int] = [:]
    var d = 2
    while d * d <= n {
        while n % d == 0 {
            factors[d, default: 0] += 1
            n /= d
        }
        d += 1
    }
    if n > 1 { factors[n, default: 0] += 1 }
    return factors
}
for n in [12, 97, 360, 1001, 65536] {
    let f = factorize(n)
    let text = f.keys.sorted().map { f[$0]! > 1 ? "\($0)^\(f[$0]!)" : "\($0)" }.joined(separator: " * ")
    print(n, "=", text)
}
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
func lcm(_ a: Int, _ b: Int) -> Int { a / gcd(a, b) * b }
print(gcd(48, 18), lcm(4, 6), (1...10).reduce(1, lcm))
let twins = zip(primes, primes.dropFirst()).filter { $1 - $0 == 2 }
print(twins.map { "(\($0.0),\($0.1))" }.joined(separator: " "))
