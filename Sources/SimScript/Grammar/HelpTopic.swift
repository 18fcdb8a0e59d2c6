import SimCore

/// `help TOPIC`: a group of commands shown whole (usage and summary), so a person learning one
/// feature reads its commands together instead of paging through every command. The sections of
/// the overview are topics too. Topic names are not command names (HelpTests checks both ways),
/// so `help NAME` is never ambiguous.
package struct HelpTopic: Sendable {
    public let name: String
    public let title: String
    public let commands: [String]

    /// The overview's sections, by short name.
    static let sections: [HelpTopic] = [
        HelpTopic(name: "scene", section: .scene), HelpTopic(name: "wiring", section: .wiring),
        HelpTopic(name: "events", section: .events), HelpTopic(name: "inspect", section: .inspect),
        HelpTopic(name: "assert", section: .expect), HelpTopic(name: "script", section: .script),
    ]

    /// Features that cut across the sections: a maker, its wiring, its events, its inspection.
    static let features: [HelpTopic] = [
        HelpTopic("controls", "Controls and target-action",
                  ["button", "control", "switch", "slider", "stepper", "segmented", "textfield"] + HelpTopic.otherControlMakers
                    + ["addTarget", "removeTarget", "addAction", "removeAction", "menuItem", "handler", "sendActions", "slide", "press", "type",
                       "clear", "choose", "targets"]),
        HelpTopic("responders", "The responder chain and first responder",
                  ["appdelegate", "becomeFirstResponder", "resignFirstResponder", "sendAction", "super", "chain", "why"]),
        HelpTopic("screens", "Screens: containers, navigation, tabs, stacks, animation",
                  ["navigationcontroller", "push", "pop", "barButtonItem", "tabbarcontroller", "addChild", "removeFromParent", "addSubview",
                   "stackview", "addArrangedSubview", "removeArrangedSubview", "animate"]),
        HelpTopic("decisions", "Handler bodies that decide, and hit-testing overrides", ["if", "return", "let", "var", "set", "method"]),
        HelpTopic("gestures", "Gesture recognizers",
                  ["gesture", "require", "simultaneous", "addGestureRecognizer", "contextMenu", "touch", "longpress", "pan", "swipe", "pinch", "rotate",
                   "recognizers", "arena"]),
        HelpTopic("cells", "Tables, collections and reusable cells",
                  ["tableview", "collectionview", "scrollview", "celltype", "register", "dequeue", "reloadData", "scroll", "insertRows",
                   "deleteRows", "moveRow", "selectRow", "deselectRow", "endRefreshing"]),
        HelpTopic("delegates", "Delegation", ["protocol", "weak", "call", "return"]),
        HelpTopic("alerts", "Alerts", ["alertView", "alertController", "alertAction", "showAlert", "choose"]),
        HelpTopic("timers", "Timers, run-loop modes and the virtual clock", ["timer", "invalidate", "fire", "addTimer", "wait"]),
        HelpTopic("lifetimes", "Lifetimes (ARC)", ["release", "weak", "present", "dismiss", "remove", "leaks"]),
        HelpTopic("appkit", "AppKit mode", ["platform", "panel", "makeKey", "makeMain", "click", "mouse", "sendActionOn"]),
        HelpTopic("files", "Files: scripts, Swift, scenes, pictures", ["include", "import", "save", "load", "class", "outlet", "export"]),
    ]

    public static let all = sections + features

    /// The makers of controls the list above does not name yet (a class added since): a control
    /// class is one whose properties include UIControl's.
    private static var otherControlMakers: [String] {
        let listed: Set<String> = ["button", "control", "switch", "slider", "stepper", "segmented", "textfield"]
        return ObjectKind.allCases.map(\.descriptor).filter { $0.properties.all.contains { $0.name == "touchInside" } }
            .compactMap(\.maker).filter { !listed.contains($0) }
    }

    public static func named(_ name: String) -> HelpTopic? { all.first { $0.name == name } }

    init(_ name: String, _ title: String, _ commands: [String]) {
        self.name = name
        self.title = title
        self.commands = commands
    }

    init(name: String, section: CommandSpec.Topic) {
        self.init(name, section.rawValue, CommandTable.all.filter { $0.topic == section }.map(\.name))
    }
}
