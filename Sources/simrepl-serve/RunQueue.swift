import Dispatch
import Foundation

/// Runs the simulator off the server's async threads, one run at a time: a run is synchronous
/// work of a few milliseconds (bounded by the work budget and a deadline), and two of them at
/// once would only share two cores. A few may wait; more are refused, so a flood of requests
/// cannot queue hours of work.
final class RunQueue: Sendable {
    private let queue = DispatchQueue(label: "simrepl-serve.runs")
    private let waiting = NSLock()
    nonisolated(unsafe) private var count = 0

    /// How many runs may wait or run at once.
    static let limit = 4

    /// `work`'s result, or nil when ``limit`` runs are already queued.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T? {
        guard waiting.withLock({ count < Self.limit ? { count += 1; return true }() : false }) else { return nil }
        return await withCheckedContinuation { continuation in
            queue.async {
                let result = work()
                self.waiting.withLock { self.count -= 1 }
                continuation.resume(returning: result)
            }
        }
    }
}
