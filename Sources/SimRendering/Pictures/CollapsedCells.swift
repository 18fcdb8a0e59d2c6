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
        private let collapsedSet: Set<SimObject.ID>

        /// Every table's cells, from one pass over the graph's edges.
        static func byTable(in graph: SceneGraph) -> [SimObject.ID: Cells] {
            var visible: [SimObject.ID: [(row: Int, cell: SimObject.ID)]] = [:], pools: [SimObject.ID: [SimObject.ID]] = [:]
            for edge in graph.edges {
                switch edge {
                case .visibleCell(let table, let cell, let row): visible[table, default: []].append((row, cell))
                case .pooledCell(let table, let cell): pools[table, default: []].append(cell)
                default: break
                }
            }
            var cells: [SimObject.ID: Cells] = [:]
            for table in Set(visible.keys).union(pools.keys) {
                cells[table] = Cells(visible: visible[table] ?? [], pool: pools[table] ?? [])
            }
            return cells
        }

        private init(visible: [(row: Int, cell: SimObject.ID)], pool: [SimObject.ID]) {
            let later = visible.sorted { $0.row < $1.row }.dropFirst()
            collapsed = later.map(\.cell) + pool
            collapsedSet = Set(collapsed)
            rows = later.map(\.row)
            pooled = pool.count
        }

        func isCollapsed(_ view: SimObject.ID) -> Bool { collapsedSet.contains(view) }

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
