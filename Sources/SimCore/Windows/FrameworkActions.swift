/// Action methods AppKit's own classes implement, so a nil-targeted action finds them in its
/// search without any script method (NSWindow, NSApplication):
/// - `performClose:` asks the window's delegate `windowShouldClose:` (true when it has none) and
///   closes the window: it leaves the screen, and the frontmost window left becomes key (and
///   main when it can) — https://developer.apple.com/documentation/appkit/nswindow/performclose(_:);
/// - `performMiniaturize:` takes the window off the screen to the Dock, the same way;
/// - `performZoom:` toggles the window's zoomed state (its frame is left alone: the simulator
///   has no screen to fill);
/// - `terminate:` asks the application delegate `applicationShouldTerminate:` (false cancels)
///   and terminates: a real app's process ends there; the simulation goes on, with the
///   application marked terminated (https://developer.apple.com/documentation/appkit/nsapplication/terminate(_:)).
/// - the standard edit actions `copy:`, `cut:`, `paste:`, `selectAll:`, `delete:` are the field
///   editor's: while a text field is first responder, AppKit edits it with its window's field
///   editor (an NSTextView, the real first responder), which implements them, so a nil-targeted
///   Copy finds them there before the controller
///   (https://developer.apple.com/documentation/appkit/nswindow/fieldeditor(_:for:)). The
///   simulator has no pasteboard and no selection: the action is found and performed, and
///   changes nothing.
/// A script method of the same name overrides the class's own, as a subclass's would.
public enum FrameworkAction: String, Sendable, CaseIterable {
    case performClose = "performClose:", performMiniaturize = "performMiniaturize:", performZoom = "performZoom:"
    case terminate = "terminate:"
    case copy = "copy:", cut = "cut:", paste = "paste:", selectAll = "selectAll:", delete = "delete:"

    /// The action `selector` names on `object` in AppKit, if its class implements it.
    static func appKit(_ selector: String, of object: SimObject) -> FrameworkAction? {
        guard let action = FrameworkAction(rawValue: selector) else { return nil }
        switch action {
        case .performClose, .performMiniaturize, .performZoom: return object is Window ? action : nil
        case .terminate: return object is Application ? action : nil
        case .copy, .cut, .paste, .selectAll, .delete:
            guard let field = object as? TextField, let app = field.window?.application, app.firstResponder === field else { return nil }
            return action
        }
    }
}

extension WindowActivation {
    /// Runs `action`, which `object`'s class implements (see ``FrameworkAction``).
    func perform(_ action: FrameworkAction, on object: SimObject) throws {
        switch action {
        case .performClose, .performMiniaturize:
            guard let window = object as? Window else { return }
            if action == .performClose {
                let answer = try simulator.delegation.callDelegate("delegate", of: window, world.selector("windowShouldClose:"), argument: window,
                                                                   defaultValue: .bool(true), quietWhenMissing: true)
                if answer == .bool(false) { return emit(.windowStatus(.closeRefused), about: window) }
            }
            window.isHidden = true
            emit(.windowStatus(action == .performClose ? .closed : .miniaturized), about: window)
            tracer.nested { handOver(from: window) }
        case .performZoom:
            guard let window = object as? Window else { return }
            window.isZoomed.toggle()
            emit(.windowStatus(.zoomed(window.isZoomed)), about: window)
        case .copy, .cut, .paste, .selectAll, .delete:
            emit(.windowStatus(.fieldEditorPerformed(world.selector(action.rawValue))), about: object)
        case .terminate:
            let app = world.application
            let shouldTerminate = world.selector("applicationShouldTerminate:")
            if let delegate = app.delegate, !delegate.isReleased, let method = delegate.method(for: shouldTerminate) {
                // NSApp.delegate?.applicationShouldTerminate(NSApp), traced as a delegate call.
                emit(.delegateCall(DelegateCall(slot: world.strings.intern("delegate"), selector: shouldTerminate, delegate: delegate.id,
                                                argument: app.id, parameters: [], outcome: .performed)), about: app)
                let result = HandlerResult()
                var context = ActionContext(simulator: simulator, receiver: delegate, sender: app, touch: 0, closure: nil)
                context.result = result
                try tracer.nested {
                    try method.body(context)
                    simulator.delegation.reportAnswer(result.value, by: delegate.id, defaultValue: .bool(true))
                }
                if result.value == .bool(false) { return emit(.windowStatus(.terminateCancelled), about: app) }
            }
            app.isTerminated = true
            emit(.windowStatus(.terminated), about: app)
        }
    }

    /// A key or main window that left the screen hands its status to the frontmost window left.
    private func handOver(from window: Window) {
        let app = world.application
        let next = app.windows.last { $0 !== window && !$0.isHidden }
        if app.keyWindow === window {
            if let next {
                makeKey(next)
            } else {
                window.savedFirstResponder = app.firstResponder
                app.firstResponder = nil
                app.keyWindow = nil
            }
        }
        if app.mainWindow === window {
            if let next, next.canBecomeMain { makeMain(next) } else { app.mainWindow = nil }
        }
    }
}
