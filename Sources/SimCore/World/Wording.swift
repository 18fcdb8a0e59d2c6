/// Small helpers for the words the engine and the language both print.

/// "a UIButton", "an NSObject", "an AppDelegate": chosen by how the name is spoken, so the
/// framework prefixes count as their letters ("you-eye", "en-ess").
package func article(_ className: String) -> String {
    if className.hasPrefix("UI") { return "a " + className }
    if className.hasPrefix("NS") { return "an " + className }
    let vowels: Set<Character> = ["A", "E", "I", "O", "U"]
    return (vowels.contains(className.first ?? "x") ? "an " : "a ") + className
}

extension Array where Element: Hashable {
    /// The elements in their first-seen order, each once (no hash order reaches the output).
    package func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
