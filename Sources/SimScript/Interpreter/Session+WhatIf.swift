import SimCore
import SimRendering

/// `whatif CHANGE`: the session replayed twice in fresh worlds from its journal — once as it
/// was, once with CHANGE made just before the command the last interaction started in — and the
/// two interactions compared: which handlers run now that did not (and the other way round), and
/// the first decision that went differently. The session itself is not touched.
///
/// The simulation is deterministic, so the plain replay makes exactly the decisions the session
/// made; replaying it too (rather than reading this session's log) keeps the comparison exact
/// even when the log dropped old records or `trace clear` forgot them.
extension Session {
    /// A replay's outcome: the fresh session, where the compared part of its log begins, and
    /// the error that stopped it early, if any.
    struct Replay {
        let session: Session
        /// The top-level command the interaction started in (nil: not reached).
        var startIndex: Int?
        /// The first event of the compared part.
        var fromSeq = 0
        var stoppedBy: Diagnostic?
        /// The change itself failed (a value the property does not take…).
        var changeFailed: Diagnostic?
    }

    func whatIf(_ change: String, written: String, at location: SourceLocation) throws {
        // A replayed session meets the journal's own `whatif` lines: they change nothing there.
        guard journal.replayHook == nil else { return }
        guard state.frames.isEmpty, state.includeStack.count == 1 else {
            throw ScriptError(Diagnostic(.error, location, "whatif runs at the top level of a script or the REPL",
                                         hint: "it replays the whole session; move it out of the handler or included file"))
        }
        guard let start = WhyInvestigation.interactionStart(in: simulator.log) else {
            throw ScriptError(Diagnostic(.error, location, "nothing to replay yet: whatif re-runs the last interaction with one change",
                                         hint: "drive the scene first, e.g. `tap NAME`, then ask `whatif NAME.PROPERTY = VALUE`"))
        }
        let (before, after) = try whatIfReplays(change, from: start, at: location)
        emitOutput(WhatIfText(change: written, before: before, after: after).text)
    }

    /// The session replayed as it was and with `change` made just before the command the last
    /// interaction (beginning at `start`) started in; both stop before the current command.
    func whatIfReplays(_ change: String, from start: Event, at location: SourceLocation?) throws -> (before: Replay, after: Replay) {
        let end = journal.topLevelCommandsStarted - 1  // this command: both replays stop before it
        let before = replay(until: end, locating: start.seq)
        guard let startIndex = before.startIndex else {
            throw ScriptError(Diagnostic(.error, location, "the last interaction could not be replayed" + (before.stoppedBy.map { ": \($0.message)" } ?? ""),
                                         hint: before.stoppedBy == nil
                                            ? "whatif replays the commands this session ran; objects made through the Swift API, not by a command, are not among them"
                                            : "the replay met an error the session did not: a file the session included may have changed since"))
        }
        let after = replay(until: end, change: change, before: startIndex)
        if let failed = after.changeFailed {
            throw ScriptError(Diagnostic(.error, location, "cannot make the change: \(failed.message)", hint: failed.hint))
        }
        return (before, after)
    }

    /// Runs the journal in a fresh session up to (not including) top-level command `end`.
    /// `locating`: find the command the event with that seq happened in; `change`: run it just
    /// before command `before`.
    func replay(until end: Int, locating seq: Int? = nil, change: String? = nil, before changeIndex: Int? = nil) -> Replay {
        let fresh = Simulator(world: World(rules: world.rules), logCapacity: simulator.log.capacity)
        fresh.config = journal.initialConfig
        let interpreter = Interpreter(simulator: fresh, traceFormat: .text, echoCommands: true, write: { _ in },
                                      loadFile: ports.loadFile, report: { _ in })
        let session = interpreter.session
        session.ports.writeFile = { _, _ in }  // an `export FILE` in the journal must not write twice
        session.ports.openFile = ports.openFile
        session.swiftFrontEnd = swiftFrontEnd  // a journal that imported a Swift file imports it again
        session.shouldCancel = shouldCancel
        session.maxEvents = maxEvents
        session.maxEventsCeiling = maxEventsCeiling
        var result = Replay(session: session, startIndex: changeIndex)
        var seqBefore = 1
        session.journal.replayHook = { index in
            let next = fresh.tracer.nextSeq
            if let seq, result.startIndex == nil, next > seq {
                result.startIndex = index - 1
                result.fromSeq = seqBefore
            }
            seqBefore = next
            if index == changeIndex, let change {
                do {
                    try interpreter.execute(source: change, file: "<whatif>", topLevel: true)
                } catch let error as ScriptError {
                    result.changeFailed = error.diagnostic
                    throw ReplayFinished()
                }
                result.fromSeq = fresh.tracer.nextSeq
            }
            return index < end
        }
        // The session keeps its hook, and the hook holds the session and the result (which holds
        // the session too): let go of it when done, or every replayed world stays alive (two per
        // `whatif`, ~200 KB each; found by the fuzzer's memory growing run after run).
        defer { session.journal.replayHook = nil }
        do {
            for entry in journal.entries {
                fresh.startWork()  // each entry had its own budget when it ran
                do {
                    try interpreter.execute(entry.source, file: entry.file, topLevel: true)
                } catch let error as ScriptError where entry.failed {
                    // It stopped at this error in the session too (a typo at the prompt, an
                    // expectation's script error): what ran before the error ran there as well,
                    // and the session went on with the next entry — so does the replay.
                    _ = error
                }
            }
        } catch is ReplayFinished {
        } catch let error as ScriptError {
            result.stoppedBy = error.diagnostic
        } catch {
            result.stoppedBy = Diagnostic(.error, nil, "\(error)")
        }
        return result
    }
}
