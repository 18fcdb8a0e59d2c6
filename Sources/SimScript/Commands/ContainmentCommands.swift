import SimCore

/// The arguments only this file's commands read.
extension ArgumentKey {
    static let child = ArgumentKey("child")
    static let subview = ArgumentKey("subview")
}

/// `addSubview VIEW SUBVIEW`: UIView.addSubview(_:) for a view that exists — a controller's
/// root view too, which is how a child controller's view is added, with or without `addChild`.
struct AddSubviewCommand: MatchedCommand {
    let parent: ObjectReference
    let subview: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        parent = try match.object(.parent)
        subview = try match.object(.subview)
    }

    func run(in session: Session) throws {
        try session.world.addSubview(try subview.resolve(View.self, in: session), to: try parent.resolve(View.self, in: session))
    }
}

/// `addChild PARENT CHILD` and `removeFromParent CHILD`: UIViewController containment. The parent
/// owns its children; a controller whose view is shown without `addChild` is owned by nobody
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)).
struct ContainmentCommand: MatchedCommand {
    let parent: ObjectReference?
    let child: ObjectReference

    init(_ match: inout Match, binder: inout Binder) throws {
        parent = match.objectIfPresent(.parent)
        child = try match.object(.child)
    }

    func run(in session: Session) throws {
        let child = try self.child.resolve(ViewController.self, in: session)
        guard let parent = try self.parent?.resolve(ViewController.self, in: session) else {
            return session.world.removeFromParent(child)
        }
        guard parent !== child else {
            throw session.error(self.child.token, "a controller cannot be its own child", hint: "name the container: addChild PARENT CHILD")
        }
        session.world.addChild(child, to: parent)
    }
}

extension CommandTable {
    private static func controllerArgument(_ key: ArgumentKey, _ label: String, _ what: String) -> Grammar {
        .argument(.object(key, .controller, label, what))
    }

    /// `addSubview`: its grammar, help and availability.
    static let addSubviewSpec = CommandSpec(name: "addSubview", forms: [
                    form(.argument(.object(.parent, .view, "VIEW", "the new superview")), .argument(.object(.subview, .view, "SUBVIEW", "the view added")))],
                command: AddSubviewCommand.self,
                summary: "UIView.addSubview for a view that exists: it moves (with its subviews) to the front of VIEW. A controller's root view added this way, without `addChild`, belongs to a controller nobody owns.",
                examples: ["addSubview homeVC.view cardVC.view"], topic: .scene, echoes: true)
    /// `addChild`: its grammar, help and availability.
    static let addChildSpec = CommandSpec(name: "addChild", forms: [
                    form(controllerArgument(.parent, "PARENT", "the container controller"), controllerArgument(.child, "CHILD", "the child controller"))],
                command: ContainmentCommand.self,
                summary: "UIViewController.addChild: PARENT owns CHILD from now on (its view still has to be added: addSubview). Without it, a controller whose view is on screen is freed once the script lets go of it, and its buttons' targets with it.",
                examples: ["addChild homeVC cardVC"], topic: .scene, echoes: true)
    /// `removeFromParent`: its grammar, help and availability.
    static let removeFromParentSpec = CommandSpec(name: "removeFromParent", forms: [form(controllerArgument(.child, "CHILD", "the child controller"))],
                command: ContainmentCommand.self,
                summary: "UIViewController.removeFromParent: its parent lets go of it (its view stays where it is until removed).",
                examples: ["removeFromParent cardVC"], topic: .scene, echoes: true)
}
