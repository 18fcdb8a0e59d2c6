// repeat-while runs its body at least once.
var count = 0
repeat {
    count += 1
    print("iteration", count)
} while count < 3
var never = 100
repeat {
    print("runs once with", never)
    never += 1
} while never < 50
func reverseDigits(_ n: Int) -> Int {
    var n = n
    var result = 0
    repeat {
        result = result * 10 + n % 10
        n /= 10
    } while n > 0
    return result
}
print(reverseDigits(12345), reverseDigits(0), reverseDigits(100))
var power = 1
repeat {
    power *= 2
    if power == 16 { continue }
    print(power, terminator: " ")
} while power < 100
print()
var tries = 0
repeat {
    tries += 1
    if tries == 4 { break }
} while true
print("tries:", tries)
