/// UIControl's touch tracking, turning touch phases into control events (see `Control`).
public final class ControlTracking: SimulationEngine {
    func track(_ phase: TouchPhase, of touch: Touch, in control: Control) throws {
        guard control.isEnabled else {
            if phase == .began { emit(.controlIgnored, about: control) }
            // Disabled while tracking (e.g. "disable the button while the request runs"): a
            // disabled control sends nothing, but it must not stay highlighted and tracking once
            // the finger lifts, or the next tap after re-enabling would be swallowed.
            if (phase == .ended || phase == .cancelled), control.trackedTouch == touch.number {
                endTracking(control)
            }
            return
        }
        switch phase {
        case .began:
            guard control.trackedTouch == 0 else { return }  // already tracking another finger
            control.trackedTouch = touch.number
            control.isTracking = true
            control.isTouchInside = true
            setHighlighted(true, control)
            var events: ControlEvents = .touchDown
            if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
            try simulator.actions.sendActions(events, from: control, touch: touch.number)
            if let button = control as? Button, button.showsMenuAsPrimaryAction, !button.menuItems.isEmpty {
                return try showMenu(of: button, touch: touch.number)
            }
            try control.trackValue(.began, touch, inside: true, by: self)
        case .moved:
            guard control.trackedTouch == touch.number else { return }
            let inside = isInsideForTracking(touch.location, control)
            var events: ControlEvents = []
            if inside != control.isTouchInside {
                events = inside ? .touchDragEnter : .touchDragExit
                control.isTouchInside = inside
                setHighlighted(inside, control)
            }
            events.insert(inside ? .touchDragInside : .touchDragOutside)
            try sendEach(events, from: control, touch: touch.number)
            try control.trackValue(.moved, touch, inside: inside, by: self)
        case .ended:
            guard control.trackedTouch == touch.number else { return }
            let inside = isInsideForTracking(touch.location, control)
            endTracking(control)
            try control.trackValue(.ended, touch, inside: inside, by: self)
            try simulator.actions.sendActions(inside ? .touchUpInside : .touchUpOutside, from: control, touch: touch.number)
            if inside, let button = control as? Button {
                try sendPrimaryAction(control, touch: touch.number)
                if let action = button.barAction { try tracer.nested { try simulator.navigation.perform(action) } }
            }
            // A tapped text field starts editing (UITextField becomes first responder on the tap).
            if inside, let field = control as? TextField, world.application.firstResponder !== field {
                try simulator.responders.becomeFirstResponder(field)
            }
        case .cancelled:
            guard control.trackedTouch == touch.number else { return }
            endTracking(control)
            try control.trackValue(.cancelled, touch, inside: false, by: self)
            try simulator.actions.sendActions(.touchCancel, from: control, touch: touch.number)
        }
    }

    /// showsMenuAsPrimaryAction: "the menu shows in response to the touchDown event"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction), after
    /// menuActionTriggered, sent "prior to the menu being presented"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/event/menuactiontriggered).
    /// The menu takes the touch: the button stops tracking and sends no touchUpInside (the
    /// simulator's choice: Apple documents only that the menu shows on touch down).
    private func showMenu(of button: Button, touch: Int32) throws {
        try simulator.actions.sendActions(.menuActionTriggered, from: button, touch: touch)
        endTracking(button)
        button.isMenuShown = true
        emit(.menu(.shown(items: shown(button.menuItems.map(\.title).joined(separator: ", ")))), about: button)
    }

    /// The user picks a menu item: the menu goes away and the item's action runs (sender: the
    /// view whose menu it is).
    public func chooseMenuItem(_ title: String, of view: View) throws {
        guard view.isMenuShown else { throw MenuError.notShown(view.name) }
        guard let item = view.menuItems.first(where: { $0.title == title }) else {
            throw MenuError.noItem(button: view.name, title: title, items: view.menuItems.map(\.title))
        }
        view.isMenuShown = false
        emit(.menu(.chosen(title: shown(title))), about: view)
        try tracer.nested { try simulator.actions.run(item.closure, sender: view, touch: 0) }
    }

    /// UIControl.Event.primaryActionTriggered, "a semantic action triggered by buttons"
    /// (https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered):
    /// a button's tap sends it after touchUpInside (the order is the simulator's choice). Sent,
    /// and traced, only when something is registered for it, so a plain tap's trace and cost
    /// stay as they were.
    private func sendPrimaryAction(_ control: Control, touch: Int32) throws {
        guard control.targets.count(for: .primaryActionTriggered) > 0 else { return }
        try simulator.actions.sendActions(.primaryActionTriggered, from: control, touch: touch)
    }

    /// Inside the bounds grown by the tracking margin (UIKit's undocumented ~70 pt slop).
    func isInsideForTracking(_ windowPoint: Point, _ control: Control) -> Bool {
        let local = control.convertFromWindow(windowPoint)
        return control.bounds.expanded(by: config.trackingMargin).contains(local)
    }

    private func endTracking(_ control: Control) {
        control.trackedTouch = 0
        control.isTracking = false
        setHighlighted(false, control)
    }

    private func setHighlighted(_ on: Bool, _ control: Control) {
        control.isHighlighted = on
        emit(.controlState(highlighted: on, tracking: control.isTracking, inside: control.isTouchInside), about: control)
    }

    /// Sends the crossing event first (Enter/Exit), then DragInside/DragOutside.
    private func sendEach(_ events: ControlEvents, from control: Control, touch: Int32) throws {
        for single in [ControlEvents.touchDragEnter, .touchDragExit, .touchDragInside, .touchDragOutside]
        where events.contains(single) {
            try simulator.actions.sendActions(single, from: control, touch: touch)
        }
    }
}

/// Why a menu command could not be carried out.
public enum MenuError: Error, Equatable, CustomStringConvertible {
    /// The button's menu is not shown.
    case notShown(String)
    /// The menu has no item with this title (`items` lists those it has).
    case noItem(button: String, title: String, items: [String])

    /// The message, as a script's error diagnostic shows it.
    public var description: String {
        switch self {
        case .notShown(let button): return "\(button)'s menu is not shown"
        case .noItem(let button, let title, let items):
            return "\(button)'s menu has no item \"\(title)\" (it has \(items.map { "\"\($0)\"" }.joined(separator: ", ")))"
        }
    }
}
