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
private let handlersInstalled = Atomic<Bool>(false)

/// The signals that end a run and leave time to clean up: Ctrl-C, `kill`, a closed terminal,
/// and the file-size limit (`ulimit -f`), which strikes in the middle of a write.
private let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGXFSZ]

private func removeTemporariesAndDie(_ signal: Int32) {
    let live = complete.load(ordering: .sequentiallyConsistent)
    for slot in 0..<slotCount where live & (1 << UInt32(slot)) != 0 {
        unlink(names + slot * slotSize)
    }
    // Die of the signal, as without the handler (the shell sees 128 + signal).
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

/// The temporary files `Output.writeFile` is writing, removed if a signal ends the process
/// before they are renamed into place: a killed recorder leaves no half-written file behind.
/// (SIGKILL cannot be caught: what it leaves is named `.NAME.tmp-XXXXXX`, next to NAME.)
enum TemporaryFiles {
    /// Remembers `path` until `unregister`; the slot, or nil when every slot is taken (the file
    /// is then written all the same, only not cleaned up after a signal).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < slotSize else { return nil }
        var slot = 0
        while true {
            let taken = claimed.load(ordering: .sequentiallyConsistent)
            guard taken != UInt32.max else { return nil }
            slot = (~taken).trailingZeroBitCount
            if claimed.compareExchange(expected: taken, desired: taken | (1 << UInt32(slot)),
                                       ordering: .sequentiallyConsistent).exchanged { break }
        }
        let name = names + slot * slotSize
        for (i, byte) in bytes.enumerated() { name[i] = CChar(bitPattern: byte) }
        name[bytes.count] = 0
        complete.bitwiseOr(1 << UInt32(slot), ordering: .sequentiallyConsistent)
        installHandlers()
        return slot
    }

    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        complete.bitwiseAnd(~(1 << UInt32(slot)), ordering: .sequentiallyConsistent)
        claimed.bitwiseAnd(~(1 << UInt32(slot)), ordering: .sequentiallyConsistent)
    }

    /// Once, for the signals whose action is still the default (the REPL's Ctrl-C handler stays).
    private static func installHandlers() {
        guard handlersInstalled.compareExchange(expected: false, desired: true,
                                                ordering: .sequentiallyConsistent).exchanged else { return }
        for signal in fatalSignals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0,
                  current.__sigaction_handler.sa_handler == nil else { continue }  // nil: SIG_DFL
            var action = sigaction()
            action.__sigaction_handler.sa_handler = removeTemporariesAndDie
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
    }
}
