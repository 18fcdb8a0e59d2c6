import SimCore

/// The inspections `tree`, `chain`, `targets` and `recognizers` as text: renderings of a
/// `SceneGraph` (one consistent moment) and the name table (closures as they were defined).
public struct SceneText {
    /// The scene at one moment.
    public let graph: SceneGraph
    /// Names for the objects and handlers the text mentions.
    public let names: NameTable

    /// The inspections of `graph`, naming things through `names`.
    public init(_ graph: SceneGraph, names: NameTable) {
        self.graph = graph
        self.names = names
    }

    // MARK: - tree

    /// The view hierarchies under `roots` (the windows when nil), with frames and the flags
    /// hit-testing looks at:
    ///
    /// ```
    /// main (UIWindow) frame (0, 0, 390, 844)  [key window]
    ///   home.view (UIView) frame (0, 0, 390, 844)  [root view of home]
    ///     login (UIButton "Log in") frame (20, 20, 120, 44)  [1 handler]
    /// ```
    public func tree(_ roots: [SimObject.ID]? = nil) -> String {
        let roots = roots ?? graph.windows
        guard !roots.isEmpty else { return "(no windows: create one with `window main`)" }
        var lines: [String] = []
        for root in roots { describe(root, depth: 0, into: &lines) }
        return lines.joined(separator: "\n")
    }

    private func describe(_ id: SimObject.ID, depth: Int, into lines: inout [String]) {
        let node = graph.node(id)
        guard let view = node.view else { return }
        var line = String(repeating: "  ", count: depth) + node.name + " (" + SceneGraph.displayClass(node.className, custom: node.customClass)
        if let caption = view.caption { line += " " + quoted(caption) }
        line += ") frame " + view.frame.description
        var flags: [String] = []
        if graph.keyWindow == id { flags.append("key window") }
        if graph.mainWindow == id { flags.append("main window") }
        if let controller = graph.controller(ofRootView: id) { flags.append("root view of \(graph.node(controller).name)") }
        if view.isHidden { flags.append("hidden") }
        if view.alpha != 1 { flags.append("alpha \(formatNumber(view.alpha))") }
        if !view.isUserInteractionEnabled { flags.append("userInteractionEnabled false") }
        if view.clipsToBounds { flags.append("clipsToBounds") }
        if let control = view.control {
            if !control.isEnabled { flags.append("disabled") }
            if control.isHighlighted { flags.append("highlighted") }
            if control.isSelected { flags.append("selected") }
            let n = graph.handlers(of: id).count
            flags.append(n == 1 ? "1 handler" : "\(n) handlers")
        }
        if graph.firstResponder == id { flags.append("first responder") }
        if view.extendsOutsideSuperview { flags.append("extends outside its superview") }
        if !flags.isEmpty { line += "  [" + flags.joined(separator: ", ") + "]" }
        lines.append(line)
        for sub in graph.subviews(of: id) { describe(sub, depth: depth + 1, into: &lines) }
    }

    // MARK: - chain

    /// The responder chain from `start`, as the platform's rules link it, with the actions each
    /// responder implements and where the first responder is.
    public func chain(from start: SimObject.ID) -> String {
        var lines = ["responder chain from \(graph.node(start).name):"]
        for (i, id) in graph.chain(from: start).enumerated() {
            let node = graph.node(id)
            var line = "  \(i + 1). \(node.name) (\(SceneGraph.displayClass(node.className, custom: node.customClass)))"
            if node.view != nil, let controller = graph.controller(ofRootView: id) { line += " root view of \(graph.node(controller).name)" }
            if let presenter = graph.presenter(of: id) { line += " presented by \(graph.node(presenter).name)" }
            if !node.methods.isEmpty { line += "  implements " + node.methods.map(names.selector).joined(separator: " ") }
            if graph.firstResponder == id { line += "  <- first responder" }
            lines.append(line)
        }
        lines.append("first responder: " + (graph.firstResponder.map { graph.node($0).name } ?? "none"))
        if !graph.actionSearch.isEmpty { lines += actionSearch() }
        return lines.joined(separator: "\n")
    }

    /// AppKit: the whole path of a nil-targeted action, stage by stage, as NSApp walks it.
    private func actionSearch() -> [String] {
        var lines = ["a nil-targeted action (NSApp.sendAction(_:to:from:)) asks, in order:"]
        for (i, step) in graph.actionSearch.enumerated() {
            let node = graph.node(step.id)
            var line = "  \(i + 1). \(node.name) (\(node.className))"
            switch step.stage {
            case nil where i == 0: line += "  key window's first responder"
            case .keyWindowDelegate?: line += "  key window's delegate"
            case .mainWindowChain?: line += "  main window's first responder"
            case .mainWindowDelegate?: line += "  main window's delegate"
            case .application?: line += "  NSApp"
            case .applicationDelegate?: line += "  NSApp's delegate"
            default: break
            }
            if !node.methods.isEmpty { line += "  implements " + node.methods.map(names.selector).joined(separator: " ") }
            lines.append(line)
        }
        return lines
    }

    // MARK: - targets

    /// A control's handlers with their events, in the order they run; with `events`, only those
    /// that run for them (what UIKit's `actions(forTarget:forControlEvent:)` would gather).
    public func targets(of control: SimObject.ID, for events: ControlEvents? = nil) -> String {
        let name = graph.node(control).name
        let entries = graph.handlers(of: control).filter { events == nil || !$0.events.isDisjoint(with: events!) }
        let scope = events.map { " for \($0.name)" } ?? ""
        guard !entries.isEmpty else { return "\(name) has no handlers\(scope)" }
        var lines = ["\(name) handlers\(scope), in the order they run:"]
        for (i, entry) in entries.enumerated() {
            var line = "  \(i + 1). "
            switch entry.handler {
            case .target(let target?, let action):
                line += "target-action \(graph.node(target).name).\(names.selector(action))"
                if graph.node(target).isReleased { line += " (target released: skipped)" }
            case .target(nil, let action):
                line += "nil target, action \(names.selector(action)) " + (graph.isAppKit ? "(NSApp's search)" : "(responder chain)")
            case .closure(let id):
                let closure = names.closure(id)
                line += closure.displayName
                if let at = closure.definedAt { line += " (\(at.fileAndLine))" }
                if let identifier = closure.identifier { line += " [UIAction id \(identifier)]" }
                let captures = names.capturesText(id)
                if !captures.isEmpty { line += " captured [" + captures + "]" }
            }
            // AppKit's cell has no control events: it sends its action on mouse events.
            if graph.isAppKit, let control = graph.node(control).view?.control {
                line += "  sent on " + control.sendActionMask.name
            } else {
                line += "  for " + entry.events.name
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - recognizers

    /// The gesture recognizers a touch on `view` would meet: the view's, then each superview's,
    /// in the order they see it, with their settings.
    public func recognizers(touching view: SimObject.ID) -> String {
        var lines = ["recognizers for a touch on \(graph.node(view).name), in the order they see it:"]
        var next: SimObject.ID? = view
        var n = 0
        var walk = ChainWalk(nodes: graph.nodes.count)
        while let current = next, walk.step() {
            for id in graph.recognizers(of: current) {
                n += 1
                let node = graph.node(id)
                guard let r = node.recognizer else { continue }
                var flags = [r.summary, "on \(graph.node(current).name)", r.state.name]
                if !r.isEnabled { flags.append("disabled") }
                if !r.cancelsTouchesInView { flags.append("cancelsTouchesInView false") }
                if r.delaysTouchesBegan { flags.append("delaysTouchesBegan") }
                if !r.delaysTouchesEnded { flags.append("delaysTouchesEnded false") }
                let required = graph.requiredToFail(by: id)
                if !required.isEmpty { flags.append("requires " + required.map { graph.node($0).name }.joined(separator: ", ") + " to fail") }
                lines.append("  \(n). \(node.name) (" + flags.joined(separator: ", ") + ")")
            }
            next = graph.superview(of: current)
        }
        if n == 0 { return "no recognizers on \(graph.node(view).name) or its superviews: touches go straight to the view" }
        return lines.joined(separator: "\n")
    }
}
