#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

// Up to 32 temporary files being written at once, as C strings in fixed slots, so that a signal
// handler can remove them without allocating or locking. `claimed`: slots a writer owns;
// `complete`: slots whose name is written out and may be removed.
private let slotCount = 32
private let slotSize = Int(PATH_MAX)
nonisolated(unsafe) private let names = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
private let claimed = Atomic<UInt32>(0)
private let complete = Atomic<UInt32>(0)

// Who may touch the file system's temporary names: `open` (no one), `making` (a writer between
// creating its file and recording its name), `dying` (a handler removing them; for good). A
// writer that made its file while the handler in another thread removed the others would
// leave its file behind; this gate makes the two take turns. The writer holds it only with
// the fatal signals blocked in its own thread, so the handler never waits for itself.
private let open = 0, making = 1, dying = 2
private let gate = Atomic<Int>(0)

/// The temporary files `Output.writeFile` is writing, removed if a signal ends the process
/// before they are renamed into place: a killed recorder leaves no half-written (or empty) file
/// behind, with one thread or several writing. (SIGKILL cannot be caught: what it leaves is
/// named `.NAME.tmp-XXXXXX`, next to NAME.)
enum TemporaryFiles {
    /// Makes a temporary file from `template` (a path ending in `XXXXXX`, which mkstemp fills
    /// in) and remembers it until `release`: the descriptor and the slot, or mkstemp's errno.
    /// The file and its record appear together, as far as a signal can tell.
    static func make(_ template: inout [CChar]) -> Result<(fd: Int32, slot: Int?), Errno> {
        FatalSignals.install()
        var fatal = sigset_t(), previous = sigset_t()
        sigemptyset(&fatal)
        for signal in FatalSignals.signals { sigaddset(&fatal, signal) }
        pthread_sigmask(SIG_BLOCK, &fatal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        // Spin while another writer records its file; once dying, wait here for the end (the
        // signal is pending in this thread and kills the process as the handler returns).
        while !gate.compareExchange(expected: open, desired: making, ordering: .sequentiallyConsistent).exchanged {
            sched_yield()
        }
        defer { gate.store(open, ordering: .sequentiallyConsistent) }
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Errno(code: errno)) }
        return .success((fd, record(template)))
    }

    /// A failed call's errno.
    struct Errno: Error { let code: Int32 }

    /// Forgets the file of `slot`: it was renamed into place or removed.
    static func release(_ slot: Int?) {
        guard let slot else { return }
        complete.bitwiseAnd(~(1 << UInt32(slot)), ordering: .sequentiallyConsistent)
        claimed.bitwiseAnd(~(1 << UInt32(slot)), ordering: .sequentiallyConsistent)
    }

    /// Copies the name into a free slot; nil when every slot is taken or the name is too long
    /// (the file is written all the same, only not cleaned up after a signal).
    private static func record(_ path: [CChar]) -> Int? {
        let length = path.firstIndex(of: 0) ?? path.count
        guard length < slotSize else { return nil }
        var slot = 0
        while true {
            let taken = claimed.load(ordering: .sequentiallyConsistent)
            guard taken != UInt32.max else { return nil }
            slot = (~taken).trailingZeroBitCount
            if claimed.compareExchange(expected: taken, desired: taken | (1 << UInt32(slot)),
                                       ordering: .sequentiallyConsistent).exchanged { break }
        }
        let name = names + slot * slotSize
        for i in 0..<length { name[i] = path[i] }
        name[length] = 0
        complete.bitwiseOr(1 << UInt32(slot), ordering: .sequentiallyConsistent)
        return slot
    }

    /// Removes every temporary file being written, for good: a writer that has yet to record
    /// its file finishes first, and none is made after this. For a handler of a signal that
    /// ends the process (`FatalSignals`).
    static func removeAllBeforeDeath() {
        // Wait for a writer to finish recording its file (it cannot be stopped by this signal
        // meanwhile), then shut the gate for good: no temporary file is made after this.
        while true {
            let (exchanged, was) = gate.compareExchange(expected: open, desired: dying, ordering: .sequentiallyConsistent)
            if exchanged || was == dying { break }
        }
        let live = complete.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slotCount where live & (1 << UInt32(slot)) != 0 {
            unlink(names + slot * slotSize)
        }
    }
}
