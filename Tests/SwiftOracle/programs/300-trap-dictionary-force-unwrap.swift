// Traps: force-unwrapping a dictionary lookup for a missing key.
var stock = ["apple": 3, "pear": 0]
stock["apple"]! -= 1
print("apples:", stock["apple"]!)
let wanted = ["pear", "kiwi"]
for fruit in wanted {
    print("checking", fruit)
    let left = stock[fruit]!
    print(fruit, "left:", left)
}
print("not reached")
