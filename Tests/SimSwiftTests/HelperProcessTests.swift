import Dispatch
import Foundation
import Testing
@testable import SimSwiftHelper

/// The helper processes `simrepl test -j N` starts from several threads at once.
@Suite("Helper processes")
struct HelperProcessTests {
    /// No helper inherits another's pipes. One that did kept the other's input open, so the
    /// other never saw its end and exited only when this one did: each Swift scenario waited up
    /// to a second to be reaped, and `-j 2` ran no faster than `-j 1`. Started from two threads
    /// many times over (the race needed another spawn between a pipe and its close-on-exec),
    /// each child must hold its standard streams and nothing else.
    @Test func helpersStartedTogetherHoldOnlyTheirOwnPipes() throws {
        /// The helpers, kept alive until they are looked at (a helper is not Sendable).
        final class Started: @unchecked Sendable {
            let lock = NSLock()
            var helpers: [HelperProcess] = []
        }
        let started = Started()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            guard let helper = try? HelperProcess(executable: "/bin/cat") else { return }
            started.lock.withLock { started.helpers.append(helper) }
        }
        let helpers = started.helpers
        #expect(helpers.count == 64)
        // What each child's descriptors lead to (`pipe:[INODE]`…), and the pipes each helper was
        // given as its standard input and output.
        func links(_ pid: pid_t) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").map {
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) ?? ""
            }
        }
        let own = try helpers.map { helper in
            Set(try ["0", "1"].map { try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(helper.pid)/fd/\($0)") })
        }
        for (i, helper) in helpers.enumerated() {
            let held = Set(try links(helper.pid))
            for (j, pipes) in own.enumerated() where j != i {
                #expect(held.isDisjoint(with: pipes), "helper \(helper.pid) holds another helper's pipe \(held.intersection(pipes))")
            }
        }
    }
}
