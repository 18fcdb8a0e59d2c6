import Foundation
import SimHostFiles
import SimReplay

extension ConfinedFolder {
    /// The scenarios under the folder, relative, sorted: `.sim` files, not the include-only
    /// fragments (`_*.sim`, files in a `scene` folder). Unlike `simrepl test`, exercises are
    /// listed: the page is where a learner works on one.
    func scenarios() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = [], visited = 0
        while let item = walker.nextObject() as? String {
            // A folder as large as a home directory is not a scenario library: stop looking.
            visited += 1
            if visited > Self.walkLimit { break }
            if item.hasPrefix(".") || item.contains("/.") { walker.skipDescendants(); continue }
            if ScenarioSelection.isRunnable(item) { found.append(item) }
        }
        return found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The most entries looked at when listing the scenarios.
    static let walkLimit = 50_000
}
