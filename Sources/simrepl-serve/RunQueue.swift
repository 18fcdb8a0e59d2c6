import Dispatch

/// Runs the simulator off the server's async threads, one run at a time: a run is synchronous
/// work of a few milliseconds (bounded by the work budget and a deadline), and two of them at
/// once would only share two cores.
final class RunQueue: Sendable {
    private let queue = DispatchQueue(label: "simrepl-serve.runs")

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}
