// if / else if / else chains and conditions combining comparisons.
func classify(_ n: Int) -> String {
    if n < 0 {
        return "negative"
    } else if n == 0 {
        return "zero"
    } else if n % 2 == 0 {
        return "even"
    } else {
        return "odd"
    }
}
for n in [-3, 0, 4, 7] {
    print(n, classify(n))
}
func grade(_ score: Int) -> Character {
    if score >= 90 { return "A" }
    else if score >= 80 { return "B" }
    else if score >= 70 { return "C" }
    return "F"
}
print([95, 85, 72, 40].map(grade))
let temperature = 22
if temperature > 30 || temperature < 0 {
    print("extreme")
} else if temperature >= 18 && temperature <= 25 {
    print("comfortable")
}
var log: [String] = []
for i in 1...15 {
    if i % 15 == 0 { log.append("FizzBuzz") }
    else if i % 3 == 0 { log.append("Fizz") }
    else if i % 5 == 0 { log.append("Buzz") }
    else { log.append(String(i)) }
}
print(log.joined(separator: " "))
let maybe: Int? = 4
if let m = maybe, m > 3 {
    print("big", m)
}
