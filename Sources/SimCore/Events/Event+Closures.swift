extension Event.Payload {
    /// The closures this event mentions (so their records, names and definition sites, are kept
    /// while the event is: the trace renders it by them).
    func addClosures(to set: inout Set<Int32>) {
        switch self {
        case .closureRun(let closure): set.insert(closure)
        case .log(let line): if line.closure >= 0 { set.insert(line.closure) }
        case .registration(let r):
            if r.closure >= 0 { set.insert(r.closure) }
            if r.previous >= 0 { set.insert(r.previous) }
        case .cell(let change): if change.closure >= 0 { set.insert(change.closure) }
        case .timer(.scheduled(_, _, _, .block(let closure))): set.insert(closure)
        case .keptAlive(let holders, _):
            for case .closure(let id, _) in holders { set.insert(id) }
        default: break
        }
    }
}
