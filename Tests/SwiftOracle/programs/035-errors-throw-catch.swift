// throw, do/catch with specific patterns, and errors that carry values.
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item { var price: Int; var count: Int }
var inventory = ["Candy": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 0), "Gum": Item(price: 5, count: 2)]
var coins = 11
func vend(_ name: String) throws -> String {
    guard let item = inventory[name] else { throw VendingError.invalidSelection }
    guard item.count > 0 else { throw VendingError.outOfStock }
    guard item.price <= coins else {
        throw VendingError.insufficientFunds(coinsNeeded: item.price - coins)
    }
    coins -= item.price
    inventory[name]!.count -= 1
    return name
}
for choice in ["Candy", "Chips", "Soda", "Gum", "Gum", "Gum"] {
    do {
        let got = try vend(choice)
        print("vended", got, "coins left", coins)
    } catch VendingError.invalidSelection {
        print(choice, ": invalid selection")
    } catch VendingError.outOfStock {
        print(choice, ": out of stock")
    } catch VendingError.insufficientFunds(let needed) {
        print(choice, ": insert", needed, "more coins")
        coins += needed
    } catch {
        print("unexpected", error)
    }
}
print(inventory.keys.sorted().map { "\($0): \(inventory[$0]!.count)" })
