import SimCore

/// The arguments only this file's command reads.
extension ArgumentKey {
    static let delay = ArgumentKey("delay")
    static let allowUserInteraction = ArgumentKey("allowUserInteraction")
}

/// `animate VIEW duration D [delay D] [allowUserInteraction] { BODY }`:
/// UIView.animate(withDuration:delay:options:animations:) — the body's changes take effect at
/// once (the model values hit-testing uses); the view takes no touches until the animation ends
/// unless `allowUserInteraction` (`SimCore/Animation/ViewAnimations.swift`).
struct AnimateCommand: MatchedCommand {
    let view: ObjectReference
    let duration: Int64
    let delay: Int64
    let allowsInteraction: Bool
    /// The animations block: run in the scope it is written in (a handler's, or the script's).
    let animations: [BoundCommand]

    init(_ match: inout Match, binder: inout Binder) throws {
        view = try match.object(.view)
        duration = try match.duration(.duration)
        delay = match.durationIfPresent(.delay) ?? 0
        allowsInteraction = match.has(.allowUserInteraction)
        animations = try binder.bindBranch(try match.block())
    }

    func run(in session: Session) throws {
        let view = try self.view.resolve(View.self, in: session)
        try session.simulator.animations.animate(view, duration: duration, delay: delay, allowsInteraction: allowsInteraction)
        if let context = session.state.frames.context {
            try session.runCommands(animations, context: context)
        } else {
            for command in animations { try command.command.run(in: session) }
        }
    }
}

extension CommandTable {
    /// `animate`: its grammar, help and availability.
    static let animateSpec = CommandSpec(name: "animate", forms: [
                    form(.argument(.object(.view, .view, "VIEW", "the view being animated")),
                         .keyword("duration"), .argument(.duration(.duration)),
                         .optional(.keyword("delay"), .argument(.duration(.delay))),
                         .optional(.keyword("allowUserInteraction", records: .allowUserInteraction)),
                         .block(.init(label: "ANIMATIONS", missing: "missing the animations block { … }",
                                      hint: "e.g. {source} { set VIEW.frame = X Y W H }")))],
                command: AnimateCommand.self,
                summary: "Animate a view, as UIView.animate(withDuration:delay:options:animations:) does: the block's changes take effect at once — hit-testing finds the view at its final frame — and the view, with its subviews, takes no touches until the animation ends (delay + duration on the virtual clock), unless `allowUserInteraction` (.allowUserInteraction).",
                examples: ["animate banner duration 300ms { set banner.frame = 0 -60 390 60 }", "animate card duration 1s allowUserInteraction { set card.alpha = 0.5 }"],
                topic: .events, echoes: true).available(.notInAppKit)
}
