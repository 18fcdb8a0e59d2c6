// Scaling a recipe: Double quantities, unit conversion with enums, and tidy formatting.
enum Unit: String {
    case gram = "g", kilogram = "kg", milliliter = "ml", liter = "l", piece = "pc"
    func normalized(_ amount: Double) -> (Double, Unit) {
        switch self {
        case .gram where amount >= 1000: return (amount / 1000, .kilogram)
        case .milliliter where amount >= 1000: return (amount / 1000, .liter)
        case .kilogram where amount < 1: return (amount * 1000, .gram)
        default: return (amount, self)
        }
    }
}
struct Ingredient {
    let name: String
    var amount: Double
    var unit: Unit
}
func tidy(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
}
func scale(_ recipe: [Ingredient], servings from: Int, to: Int) -> [Ingredient] {
    recipe.map { ing in
        var i = ing
        let (a, u) = ing.unit.normalized(ing.amount * Double(to) / Double(from))
        i.amount = i.unit == .piece ? a.rounded(.up) : a
        i.unit = u
        return i
    }
}
let pancakes = [Ingredient(name: "flour", amount: 250, unit: .gram), Ingredient(name: "milk", amount: 400, unit: .milliliter),
                Ingredient(name: "eggs", amount: 2, unit: .piece), Ingredient(name: "sugar", amount: 0.03, unit: .kilogram)]
for servings in [4, 2, 10, 3] {
    let scaled = scale(pancakes, servings: 4, to: servings)
    print("\(servings) servings:", scaled.map { "\($0.name) \(tidy($0.amount))\($0.unit.rawValue)" }.joined(separator: ", "))
}
