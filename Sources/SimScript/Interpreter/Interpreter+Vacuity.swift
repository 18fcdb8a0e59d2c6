import SimCore

/// Checks that cannot fail and scenarios that exercise nothing — what `simrepl test` warns about
/// (and `--strict` fails on), because a test that passes without checking anything is the
/// complaint every golden-testing tool hears:
/// - `expect not ran TARGET ACTION` when nothing ever wired ACTION to TARGET (no target-action,
///   recognizer, timer or delegate): it passes whatever the scenario does;
/// - a scenario whose touches (or clicks) all hit no view.
/// (A scenario with neither an expectation nor a golden trace is the test runner's to say: only
/// it knows about goldens.)
extension Interpreter {
    /// The warnings for this run, in the order found.
    public func vacuityWarnings() -> [Diagnostic] {
        var warnings = vacuousExpectations
        var touches = 0, hits = 0
        for e in simulator.log.events {
            switch e.payload {
            case .touch(.began, _, _), .mouse(.event(.down, _, _)): touches += 1
            case .hitTest: hits += 1
            default: break
            }
        }
        if touches > 0 && hits == 0 {
            warnings.append(Diagnostic(.warning, nil, "every touch of the scenario hit no view (\(touches) touch\(touches == 1 ? "" : "es")): it exercises no handler",
                                       hint: "check the points and frames, e.g. with `hitTest at X Y`"))
        }
        return warnings
    }

    /// `expect not ran` of a handler nothing ever wired: recorded when the expectation passes.
    func noteIfVacuous(_ subject: WhySubject, negated: Bool, at location: SourceLocation) {
        guard negated, case .method(let target, let selector) = subject else { return }
        for e in simulator.log.events {
            switch e.payload {
            case .registration(let r) where r.target == target && r.selector == selector: return
            case .delegateSet(let a) where a.delegate == target: return
            default: continue
            }
        }
        let investigation = WhyInvestigation(simulator: simulator)
        guard case .didNotRun(.notWired) = investigation.explain(subject).verdict else { return }
        let name = "\(world.object(target).name).\(world.name(of: selector))"
        vacuousExpectations.append(Diagnostic(
            .warning, location, "this expectation cannot fail: nothing ever wired \(name) (no target-action, recognizer, timer or delegate sends it)",
            hint: "wire it (`addTarget … \(world.object(target).name) \(world.name(of: selector)) for …`) and check it does not run, or drop the expectation"))
    }
}
