import Testing
@testable import SimCore
@testable import SimScript

/// The platform seam: the engines follow `world.rules`, so a platform with another responder
/// chain or nil-target search needs no change to touch delivery, action dispatch or `chain`.
@Suite("Platform rules")
struct PlatformRulesTests {
    /// A made-up platform whose nil-targeted actions ask the application's delegate first, then
    /// UIKit's path (AppKit's search, too, is a path that is not one responder's `next` chain).
    struct DelegateFirstRules: PlatformRules {
        let uikit = UIKitRules()
        var name: String { "DelegateFirst" }
        var controlTargets: ControlTargetModel { uikit.controlTargets }
        func className(of kind: ObjectKind) -> String { uikit.className(of: kind) }
        func nextResponder(after responder: Responder) -> Responder? { uikit.nextResponder(after: responder) }
        func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [ActionSearchStep] {
            let path = uikit.actionSearchPath(firstResponder: firstResponder, sender: sender, application: application)
            guard let delegate = application.delegate as? Responder else { return path }
            return [ActionSearchStep(delegate)] + path.filter { $0.object !== delegate }
        }
    }

    static let scene = """
        window main
        controller notesVC in main
        button copyButton in notesVC.view frame 20 100 100 44 title "Copy"
        appdelegate appDelegate
        method notesVC copy: { log "notesVC copied" }
        method appDelegate copy: { log "appDelegate copied" }
        addTarget copyButton nil copy: for touchUpInside
        tap copyButton
        """

    /// Runs `source` in a world with `rules`: the lines it logged and its trace.
    private func run(_ rules: any PlatformRules, _ source: String = scene) -> (log: [String], output: String) {
        var out: [UInt8] = []
        let interpreter = Interpreter(simulator: Simulator(world: World(rules: rules)),
                                      write: { out += $0 }, report: { _ in })
        #expect(interpreter.run(source: source, file: "rules.sim") == .completed)
        let logged = interpreter.simulator.log.index.loggedLines.map(interpreter.names.logText)
        return (logged, String(decoding: out, as: UTF8.self))
    }

    @Test func uikitAsksTheSendersChainAndTheControllerAnswers() {
        let (log, output) = run(UIKitRules())
        #expect(log == ["notesVC copied"])
        #expect(output.contains("copyButton canPerformAction(copy:)? no"), "\(output)")
    }

    @Test func anotherPlatformsSearchPathIsFollowedWithoutEngineChanges() {
        let (log, output) = run(DelegateFirstRules())
        #expect(log == ["appDelegate copied"])
        // The trace shows the walk the rules chose: the delegate was asked first and said yes.
        #expect(output.contains("appDelegate canPerformAction(copy:)? yes -> performs it"), "\(output)")
        #expect(!output.contains("copyButton canPerformAction(copy:)?"), "the walk went on past the delegate: \(output)")
    }

    /// A made-up platform in AppKit's image: its classes have other names and a control's cell
    /// holds one target and action, so adding another replaces it.
    struct OneTargetRules: PlatformRules {
        let uikit = UIKitRules()
        var name: String { "OneTarget" }
        var controlTargets: ControlTargetModel { .single }
        func className(of kind: ObjectKind) -> String { "XX" + uikit.className(of: kind).dropFirst(2) }
        func nextResponder(after responder: Responder) -> Responder? { uikit.nextResponder(after: responder) }
        func actionSearchPath(firstResponder: Responder?, sender: SimObject?, application: Application) -> [ActionSearchStep] {
            uikit.actionSearchPath(firstResponder: firstResponder, sender: sender, application: application)
        }
    }

    static let twoTargets = """
        window main
        controller home in main
        button save in home.view frame 20 100 120 44 title "Save"
        object first
        object second
        method first didTap: { log "first ran" }
        method second didTap: { log "second ran" }
        addTarget save first didTap: for touchUpInside
        addTarget save second didTap: for touchUpInside
        tap save
        tree
        """

    @Test func uikitControlsKeepEveryTargetAndUseUIKitsClassNames() {
        let (log, output) = run(UIKitRules(), Self.twoTargets)
        #expect(log == ["first ran", "second ran"])
        #expect(output.contains("save (UIButton \"Save\")"), "\(output)")
    }

    @Test func aPlatformWhoseControlsHoldOneTargetReplacesItWithNoEngineChange() {
        let (log, output) = run(OneTargetRules(), Self.twoTargets)
        #expect(log == ["second ran"])
        #expect(output.contains("save.addTarget(second, action: didTap:, for: touchUpInside): replaces first.didTap: (the control holds one target and action)"), "\(output)")
        // The platform's class vocabulary reaches the inspections and the trace.
        #expect(output.contains("save (XXButton \"Save\")"), "\(output)")
        #expect(!output.contains("UIButton"), "\(output)")
    }
}
