import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let root = ArgumentKey("root")
    static let navigation = ArgumentKey("navigation")
    static let side = ArgumentKey("side")
}

/// `navigationcontroller NAME [in WINDOW] root CONTROLLER`: UINavigationController(rootViewController:)
/// as the window's root view controller, or with no `in` to be a tab's controller or presented
/// (`SimCore/Navigation/NavigationController.swift`).
struct NavigationControllerCommand: MatchedCommand {
    let name: Token
    let window: ObjectReference?
    let root: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        window = match.objectIfPresent(.parent)
        root = try match.object(.root)
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let window = try self.window?.resolve(Window.self, in: session)
        let root = try self.root.resolve(ViewController.self, in: session)
        guard root.view.superview == nil, root.parent == nil, !(root is NavigationController) else {
            throw session.error(self.root.token, "'\(root.name)' is shown already: a navigation controller's root is a controller made with no `in`",
                                hint: "controller \(root.name)   (then: navigationcontroller \(name.text)\(window.map { " in \($0.name)" } ?? "") root \(root.name))")
        }
        let nav = try session.create(name) { try session.simulator.navigation.makeNavigationController(name.text, root: root, in: window) }
        // The window owns its root controller; with no window the script holds it until a tab bar
        // controller takes it or it is presented, as a `controller` made with no `in`.
        if window != nil { session.simulator.lifetimes.handOver(nav) }
        session.simulator.lifetimes.handOver(root)  // the navigation controller owns its stack
    }
}

/// `push NAVIGATION CONTROLLER` and `pop NAVIGATION`.
struct PushPopCommand: MatchedCommand {
    let navigation: ObjectReference
    let controller: ObjectReference?
    let node: CommandNode

    init(_ match: inout Match, binder: inout Binder) throws {
        navigation = try match.object(.navigation)
        controller = match.objectIfPresent(.child)
        node = match.node
    }

    func run(in session: Session) throws {
        guard let nav = try navigation.resolve(ViewController.self, in: session) as? NavigationController else {
            throw session.error(navigation.token, "'\(navigation.token.text)' is not a navigation controller", hint: "navigationcontroller NAME in WINDOW root CONTROLLER")
        }
        guard let controller else {
            // UIKit's popViewController does nothing at the root (and returns nil): a warning, and
            // the script goes on, as the app would.
            if session.simulator.navigation.pop(nav) == nil {
                session.diagnose(session.withSourceLine(Diagnostic(.warning, navigation.token.location,
                    "'\(nav.name)' shows its root view controller: popViewController does nothing (it returns nil; the root stays)",
                    hint: "push a controller first (push \(nav.name) CONTROLLER); UIKit never pops the last item on the stack")))
            }
            return
        }
        let vc = try controller.resolve(ViewController.self, in: session)
        guard vc.parent == nil, vc.view.superview == nil else {
            throw session.error(controller.token, "'\(vc.name)' is shown elsewhere: push a controller made with no `in`", hint: "controller NAME, then push \(nav.name) NAME")
        }
        do {
            try session.simulator.navigation.push(vc, on: nav)
        } catch let e as NavigationError {
            throw session.error(controller.token, e.description, hint: "push another controller")
        }
        session.simulator.lifetimes.handOver(vc)  // the stack owns it now
    }
}

/// `barButtonItem NAME in CONTROLLER left|right [title TEXT] [target OBJECT ACTION] [capture …] [{ BODY }]`:
/// navigationItem.leftBarButtonItem / rightBarButtonItem = UIBarButtonItem(title:style:target:action:),
/// or UIBarButtonItem(title:primaryAction:) with the closure.
struct BarButtonItemCommand: MatchedCommand {
    let name: Token
    let owner: ObjectReference
    let side: BarButtonItem.Side
    let title: String
    let target: ObjectReference?
    let action: Token?
    let primaryAction: ClosureDefinition?

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        owner = try match.object(.parent)
        side = try match.word(.side) == "left" ? .left : .right
        title = match.textIfPresent(.title) ?? name.text
        target = match.objectIfPresent(.target)
        action = match.tokenIfPresent(.action)
        primaryAction = match.node.block == nil ? nil : try ClosureDefinition(match, binder: &binder)
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let owner = try self.owner.resolve(ViewController.self, in: session)
        let item = try session.create(name) { try session.simulator.navigation.addBarButtonItem(name.text, to: owner, side: side, title: title) }
        if let target, let action {
            // A bar button item sends its action when tapped (touch up inside), as a control's target.
            let t = try target.resolve(in: session)
            session.simulator.registration.addTarget(t, action: session.world.selector(action.text), to: item, for: .touchUpInside)
        }
        // UIBarButtonItem(title:primaryAction:): the closure runs on a tap, as UIButton(primaryAction:).
        if let primaryAction { try primaryAction.addAction(to: item, for: .primaryActionTriggered, identifier: nil, in: session) }
    }
}

extension CommandTable {
    /// `navigationcontroller`: its grammar, help and availability.
    static let navigationControllerSpec = CommandSpec(name: "navigationcontroller", forms: [
                    form(.argument(.newName("a navigation controller name")), .optional(.keyword("in"), .argument(.object(.parent, .window, "WINDOW", "the window"))),
                         .keyword("root"), .argument(.object(.root, .controller, "CONTROLLER", "its root view controller")))],
                command: NavigationControllerCommand.self,
                summary: "A UINavigationController with CONTROLLER (made with no `in`) at the bottom of its stack: the window's root view controller, or with no `in` a controller to list in a tab bar controller or present. A 44-pt navigation bar at the top (NAME.navigationBar), the top controller's view below it. `push` and `pop` change the stack — and the responder chain; the bar shows the top controller's bar button items and a back button (NAME.backButton) that pops.",
                examples: ["controller listVC\nnavigationcontroller nav in main root listVC", "controller feedVC\nnavigationcontroller feedNav root feedVC\ncontroller profileVC\ntabbarcontroller tabs in main controllers feedNav, profileVC"], topic: .scene).available(.notInAppKit)
    /// `push`: its grammar, help and availability.
    static let pushSpec = CommandSpec(name: "push", forms: [
                    form(.argument(.object(.navigation, .controller, "NAVIGATION", "a navigation controller")), .argument(.object(.child, .controller, "CONTROLLER", "the controller to show")))],
                command: PushPopCommand.self,
                summary: "pushViewController: CONTROLLER (made with no `in`) goes on top; its view replaces the previous top's, which leaves the hierarchy, and the back button appears.",
                examples: ["push nav detailVC"], topic: .events, echoes: true).available(.notInAppKit)
    /// `pop`: its grammar, help and availability.
    static let popSpec = CommandSpec(name: "pop", forms: [form(.argument(.object(.navigation, .controller, "NAVIGATION", "a navigation controller")))],
                command: PushPopCommand.self,
                summary: "popViewController: the top controller leaves the stack (its parent lets go of it), and the one below is shown again — what the back button does. At the root it does nothing, as UIKit's (a warning).",
                examples: ["pop nav"], topic: .events, echoes: true).available(.notInAppKit)
    /// `barButtonItem`: its grammar, help and availability.
    static let barButtonItemSpec = CommandSpec(name: "barButtonItem", forms: [
                    form(.argument(.newName("a bar button item name")), .keyword("in"), .argument(.object(.parent, .controller, "CONTROLLER", "the controller whose navigation item holds it")),
                         .argument(.choice(.side, "left or right", Choice(words: ["left", "right"], unknown: "a bar button item goes left or right, not '{word}'"))),
                         .options([.optional(.keyword("title"), .argument(.text(.title, "TEXT", "its title"))),
                                   .optional(.keyword("target"), .argument(.object(.target, .any, "OBJECT", "its target")), .argument(.selector(implementedBy: .target))),
                                   captures]),
                         .block(.optionalBody))],
                command: BarButtonItemCommand.self,
                summary: "navigationItem.leftBarButtonItem or rightBarButtonItem: a UIBarButtonItem shown in the navigation bar while CONTROLLER is on top; a tap sends its action (touch up inside) to its target, with the item as the sender, or runs its primary action (a { } closure). With menu items (`menuItem NAME …`) and no action, a tap shows the menu. A left item takes the back button's place.",
                examples: ["barButtonItem editItem in listVC right title \"Edit\" target listVC edit:"], topic: .scene).available(.notInAppKit)
}

/// `tabbarcontroller NAME in WINDOW controllers A, B, …`: UITabBarController with those
/// controllers (made with no `in`), as the window's root (`SimCore/Navigation/TabBarController.swift`).
struct TabBarControllerCommand: MatchedCommand {
    let name: Token
    let window: ObjectReference
    let controllers: [ObjectReference]

    init(_ match: inout Match, binder: inout Binder) throws {
        name = try match.token(.name)
        window = try match.object(.parent)
        controllers = match.all(.child).compactMap { if case .object(let reference) = $0 { return reference } else { return nil } }
        binder.scope.created(name.text)
    }

    func run(in session: Session) throws {
        let window = try self.window.resolve(Window.self, in: session)
        var resolved: [ViewController] = []
        for reference in controllers {
            let vc = try reference.resolve(ViewController.self, in: session)
            guard vc.view.superview == nil, vc.parent == nil, !resolved.contains(where: { $0 === vc }) else {
                throw session.error(reference.token, "'\(vc.name)' is shown already (or listed twice): a tab's controller is made with no `in`",
                                    hint: "controller \(vc.name), then list it once")
            }
            resolved.append(vc)
        }
        let tabs = try session.create(name) { try session.simulator.navigation.makeTabBarController(name.text, controllers: resolved, in: window) }
        session.simulator.lifetimes.handOver(tabs)  // the window owns its root controller
        for vc in resolved { session.simulator.lifetimes.handOver(vc) }  // and the tab bar controller its tabs
    }
}

extension CommandTable {
    /// `tabbarcontroller`: its grammar, help and availability.
    static let tabBarControllerSpec = CommandSpec(name: "tabbarcontroller", forms: [
                    form(.argument(.newName("a tab bar controller name")), .keyword("in"), .argument(.object(.parent, .window, "WINDOW", "the window")),
                         .keyword("controllers"), .commaSeparated(.argument(.object(.child, .controller, "CONTROLLER", "a tab's view controller"))))],
                command: TabBarControllerCommand.self,
                summary: "A UITabBarController as the window's root view controller, one tab per CONTROLLER (made with no `in`): a 49-pt tab bar at the bottom (NAME.tabBar, tabs NAME.tab#1…), the selected controller's view above it. A tap on a tab asks the delegate tabBarController:shouldSelectViewController:, shows that controller (the previous one's view leaves the hierarchy) and tells tabBarController:didSelectViewController:; `set NAME.selectedIndex = N` selects in code, with no delegate call.",
                examples: ["controller feedVC\ncontroller profileVC\ntabbarcontroller tabs in main controllers feedVC, profileVC"], topic: .scene).available(.notInAppKit)
}
