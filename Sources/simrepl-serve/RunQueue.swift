import Dispatch
import Synchronization

/// Runs the simulator off the server's async threads, one run at a time: a run is synchronous
/// work of a few milliseconds (bounded by the work budget and a deadline), and two of them at
/// once would only share two cores. A few may wait; more are refused, so a flood of requests
/// cannot queue hours of work.
final class RunQueue: Sendable {
    private let queue = DispatchQueue(label: "simrepl-serve.runs")
    /// Runs waiting or running.
    private let count = Mutex(0)

    /// How many runs may wait or run at once.
    static let limit = 4

    /// `work`'s result, or nil when ``limit`` runs are already queued.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        let admitted = count.withLock { n in
            guard n < Self.limit else { return false }
            n += 1
            return true
        }
        guard admitted else { return nil }
        return await withCheckedContinuation { continuation in
            queue.async {
                let result = work()
                self.count.withLock { $0 -= 1 }
                continuation.resume(returning: result)
            }
        }
    }
}
