import SimCore

extension ScenePictures {
    /// A table's cells as the tree picture draws them: the first cell on screen in full, the
    /// others (on screen or waiting in the reuse pool) as one summary node. Two 20-row tables
    /// then draw as two cells and two summaries, not forty cells and their closures.
    struct Cells {
        /// The cells drawn only as the summary, in row order then the pool's.
        let collapsed: [SimObject.ID]
        /// The rows of the collapsed cells on screen.
        let rows: [Int]
        /// How many of the collapsed cells wait in the reuse pool.
        let pooled: Int

        init(table: SimObject.ID, graph: SceneGraph) {
            var visible: [(row: Int, cell: SimObject.ID)] = [], pool: [SimObject.ID] = []
            for edge in graph.edges {
                switch edge {
                case .visibleCell(table, let cell, let row): visible.append((row, cell))
                case .pooledCell(table, let cell): pool.append(cell)
                default: break
                }
            }
            let later = visible.sorted { $0.row < $1.row }.dropFirst()
            collapsed = later.map(\.cell) + pool
            rows = later.map(\.row)
            pooled = pool.count
        }

        func isCollapsed(_ view: SimObject.ID) -> Bool { collapsed.contains(view) }

        /// The summary node's lines, and whether any of its closures is STALE; nil when nothing
        /// was collapsed.
        func summary(staleClosures: Int) -> (lines: [String], stale: Bool)? {
            guard !collapsed.isEmpty else { return nil }
            var lines: [String] = []
            if let first = rows.first, let last = rows.last {
                lines.append("\(rows.count) more cell\(rows.count == 1 ? "" : "s") on screen (row\(rows.count == 1 ? " \(first)" : "s \(first)–\(last)"))")
            }
            if pooled > 0 { lines.append("\(pooled) cell\(pooled == 1 ? "" : "s") in the reuse pool") }
            if staleClosures > 0 { lines.append("\(staleClosures) STALE closure\(staleClosures == 1 ? "" : "s")") }
            return (lines, staleClosures > 0)
        }
    }
}
