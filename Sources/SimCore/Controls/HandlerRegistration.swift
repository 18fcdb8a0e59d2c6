/// Registering handlers on a control, one function per style, each with its own rule and each
/// traced (`.registration`), so a scenario that registers twice shows what each style did:
///
/// | style                       | registering again                     | removing             |
/// |-----------------------------|---------------------------------------|----------------------|
/// | addTarget(_:action:for:)    | same target + action: one entry       | removeTarget         |
/// | addAction(_:for:) (UIAction)| same identifier replaces; none adds   | removeAction(id)     |
/// | closure property            | replaces the closure; target stays    | set to nil           |
/// | block handler (HWBlocksUI)  | one block per event mask: replaces    | —                    |
public final class HandlerRegistration: SimulationEngine {
    private func traceRegistration(_ control: SimObject, _ style: Registration.Style, _ outcome: Registration.Outcome,
                                   events: ControlEvents, target: SimObject.ID = -1, selector: Selector? = nil,
                                   closure: Int32 = -1, previous: Int32 = -1, changed: Int = 0, kept: ControlEvents = [], label: String? = nil) {
        let registration = Registration(style: style, outcome: outcome, events: events, target: target, selector: selector,
                                        closure: closure, previous: previous, changedEntries: Int32(changed), keptEvents: kept,
                                        label: label.map { world.strings.intern($0) } ?? -1)
        emit(.registration(registration), about: control)
        // A closure replaced or removed lets go of what it captured.
        if previous >= 0 { simulator.lifetimes.needsCollection = true }
    }

    /// A recognizer's addTarget / closure (no control events).
    func traceGestureRegistration(_ r: GestureRecognizer, _ outcome: Registration.Outcome, target: SimObject.ID = -1,
                                  selector: Selector? = nil, closure: Int32 = -1) {
        traceRegistration(r, selector != nil ? .addTarget : .addAction, outcome, events: [], target: target,
                          selector: selector, closure: closure)
    }

    /// UIControl.addTarget(_:action:for:): an identical (target, action) pair is kept once; new
    /// event bits merge into its entry, which keeps its place in the order.
    public func addTarget(_ target: SimObject?, action: Selector, to control: Control, for events: ControlEvents) {
        // The platform decides how many pairs a control holds: AppKit's cell holds one.
        if world.rules.controlTargets == .single {
            let replaced = control.targets.setOnlyTarget(target?.id, action: action, for: events)
            var registration = Registration(style: .addTarget, outcome: .added, events: events, target: target?.id ?? -1, selector: action)
            if case .target(let oldTarget, let oldAction)? = replaced, replaced != .target(target?.id, action) {
                registration.outcome = .replaced
                registration.replacedTarget = oldTarget ?? -2
                registration.replacedAction = oldAction
            } else if replaced != nil {
                registration.outcome = .duplicate
            }
            return emit(.registration(registration), about: control)
        }
        let before = control.targets.entries.count
        let changed = control.targets.addTarget(target?.id, action: action, for: events)
        let outcome: Registration.Outcome = control.targets.entries.count > before ? .added : changed ? .merged : .duplicate
        traceRegistration(control, .addTarget, outcome, events: events, target: target?.id ?? -1, selector: action)
    }

    /// UIControl.removeTarget(_:action:for:); returns how many entries changed.
    @discardableResult
    public func removeTarget(_ target: TargetActionTable.TargetMatch, action: Selector?, from control: Control,
                             for events: ControlEvents) -> Int {
        let changed = control.targets.removeTarget(target, action: action, for: events)
        let targetID: SimObject.ID
        switch target {
        case .any: targetID = -1
        case .only(let id): targetID = id ?? -2  // -2: the nil-target entry specifically
        }
        traceRegistration(control, .removeTarget, changed > 0 ? .removed : .noMatch, events: events,
                          target: targetID, selector: action, changed: changed)
        return changed
    }

    /// UIControl.addAction(_:for:): an action with the same identifier replaces the earlier one
    /// (keeping its place); without an identifier every call adds another.
    @discardableResult
    public func addAction(to control: Control, for events: ControlEvents, identifier: String?,
                          definedAt: SourceLocation?, captures: Captures,
                          body: @escaping ActionBody) -> (closure: ClosureHandler, replaced: ClosureHandler?) {
        let closure = world.addClosure(name: nil, identifier: identifier, definedAt: definedAt,
                                       captures: captures, body: body)
        if let identifier, let old = existingAction(identifier, on: control) {
            control.targets.replaceClosure(old.id, with: closure.id, identifier: identifier, events: events)
            traceRegistration(control, .addAction, .replaced, events: events, closure: closure.id, previous: old.id)
            return (closure, old)
        }
        control.targets.addClosure(closure.id, identifier: identifier, for: events)
        traceRegistration(control, .addAction, .added, events: events, closure: closure.id)
        return (closure, nil)
    }

    /// The UIAction closure registered on `control` with `identifier`, if any: adding another with
    /// the same identifier replaces it.
    public func existingAction(_ identifier: String, on control: Control) -> ClosureHandler? {
        control.targets.closure(identifiedBy: identifier).map { world.closures[Int($0)] }
    }

    /// UIControl.removeAction(identifiedBy:for:): for `events` only (the action stays
    /// registered for its other events), or for all of them when nil.
    public func removeAction(_ closure: ClosureHandler, from control: Control, for events: ControlEvents? = nil) {
        let registered = control.targets.entries.first { $0.handler == .closure(closure.id) }?.events ?? []
        control.targets.removeClosure(closure.id, for: events)
        let kept = events.map { registered.subtracting($0) } ?? []
        traceRegistration(control, .removeAction, .removed, events: events.map { registered.intersection($0) } ?? registered,
                          closure: kept.isEmpty ? -1 : closure.id, previous: kept.isEmpty ? closure.id : -1, kept: kept)
    }

    /// A UIAction with a title added to a view's menu: a button's UIButton.menu (shown on touch
    /// down when showsMenuAsPrimaryAction), or the menu its context menu interaction shows on a
    /// long press; `choose VIEW "TITLE"` picks it.
    public func addMenuItem(_ title: String, _ closure: ClosureHandler, to view: View) {
        view.menuItems.append((title, closure))
        // A bar button item with a menu and no action of its own shows the menu on a tap
        // (UIBarButtonItem.menu: the menu is then its primary action).
        if let item = view as? BarButtonItem, item.targets.entries.isEmpty { item.showsMenuAsPrimaryAction = true }
        traceRegistration(view, .menuItem, .added, events: [], closure: closure.id, label: title)
    }

    /// The seed's `Button.didTouchUpInside` closure property: setting it makes the button its own
    /// target (`didTouchUpInside:` for touchUpInside) — addTarget's duplicate rule keeps that to
    /// one entry, so setting again just swaps the closure; nil removes the target.
    public func setDidTouchUpInside(_ closure: ClosureHandler?, on button: Button) {
        let selector = world.selector("didTouchUpInside:")
        let previous = button.didTouchUpInside
        button.didTouchUpInside = closure
        if let closure {
            if !button.respondsTo(selector) {
                // The method is the button's own: a strong capture of the button would be a
                // cycle (button → method → button) that outlives the world.
                button.define(Method(selector: selector, definedAt: nil) { [unowned self, weak button] context in
                    guard let current = button?.didTouchUpInside else { return }
                    try self.simulator.actions.run(current, sender: context.sender, touch: context.touch)
                })
            }
            button.targets.addTarget(button.id, action: selector, for: .touchUpInside)
            traceRegistration(button, .closureProperty, previous == nil ? .added : .replaced, events: .touchUpInside,
                              target: button.id, selector: selector, closure: closure.id, previous: previous?.id ?? -1,
                              label: "didTouchUpInside")
        } else {
            button.targets.removeTarget(.only(button.id), action: selector, for: .touchUpInside)
            traceRegistration(button, .closureProperty, previous == nil ? .noMatch : .removed, events: .touchUpInside,
                              target: button.id, selector: selector, previous: previous?.id ?? -1, label: "didTouchUpInside")
        }
    }

    /// A delegate-method block (HWBlocksUI): no control events; the proxy calls it for `selector`.
    func emitBlockRegistration(_ control: SimObject, _ outcome: Registration.Outcome, selector: Selector,
                               closure: Int32, previous: Int32, label: String) {
        traceRegistration(control, .blockHandler, outcome, events: [], selector: selector,
                          closure: closure, previous: previous, label: label)
    }

    /// HWBlocksUI's `clickHandler` / `setHandler:forControlEvents:`: one block per event mask;
    /// setting a mask's block again replaces it in place.
    @discardableResult
    public func setBlockHandler(on control: Control, for events: ControlEvents, name: String, property: String? = nil,
                                definedAt: SourceLocation?,
                                captures: Captures, body: @escaping ActionBody) -> ClosureHandler {
        let closure = world.addClosure(name: name, identifier: nil, definedAt: definedAt, captures: captures, body: body)
        if let i = control.blockHandlers.firstIndex(where: { $0.events == events }) {
            let old = control.blockHandlers[i].closure
            control.blockHandlers[i].closure = closure.id
            control.targets.replaceClosure(old, with: closure.id, events: events)
            traceRegistration(control, .blockHandler, .replaced, events: events, closure: closure.id, previous: old, label: property ?? name)
        } else {
            control.blockHandlers.append((events, closure.id))
            control.targets.addClosure(closure.id, for: events)
            traceRegistration(control, .blockHandler, .added, events: events, closure: closure.id, label: property ?? name)
        }
        return closure
    }
}
