import SimCore

/// The gesture inspections `recognizers` and `arena` (the commands that make and drive
/// recognizers are in Commands/GestureCommands.swift).
extension Interpreter {
    /// `recognizers at X Y`: the view a touch there would hit.
    func hitView(at p: Point, _ node: CommandNode) throws -> View? {
        guard let window = simulator.touches.touchWindow else { throw node.error(nil, SimulationError.noKeyWindow.description) }
        return window.hitTest(p)
    }

    /// `recognizers VIEW` / `recognizers at X Y`: the candidates a touch there would meet.
    func recognizers(_ view: View?) {
        guard let hit = view else { emitOutput("no view there, so no recognizers"); return }
        emitOutput(scene.recognizers(touching: hit.id))
    }

    /// `arena`: the last touch sequence's candidates and decisions, in order.
    func arena() {
        emitOutput(ArenaReport.text(simulator.log, names: names))
    }
}
