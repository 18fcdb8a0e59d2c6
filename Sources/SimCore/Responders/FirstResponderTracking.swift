/// becomeFirstResponder / resignFirstResponder with UIKit's conditions: the responder must say
/// `canBecomeFirstResponder`, be in a window's hierarchy, and the current first responder must
/// agree to resign.
public final class FirstResponderTracking: SimulationEngine {
    /// A text field asks its delegate on both sides of the change (see TextEditing.swift):
    /// the new field's textFieldShouldBeginEditing, then the old one's textFieldShouldEndEditing;
    /// either can refuse.
    @discardableResult
    public func becomeFirstResponder(_ responder: Responder) throws -> Bool {
        let app = world.application
        let current = app.firstResponder
        let previous = current?.id ?? -1
        if current === responder {
            emit(.firstResponder(.alreadyFirst, previous: previous), about: responder)
            return true
        }
        if !responder.canBecomeFirstResponder {
            emit(.firstResponder(.refusedCannotBecome, previous: previous), about: responder)
            return false
        }
        if !responder.isInWindowHierarchy {
            emit(.firstResponder(.refusedNotInWindow, previous: previous), about: responder)
            return false
        }
        if let field = editingField(responder), try !simulator.textEditing.shouldBeginEditing(field) {
            emit(.firstResponder(.refusedByDelegate, previous: previous), about: responder)
            return false
        }
        if let current {
            guard try canResign(current) else {
                emit(.firstResponder(.refusedCurrentWontResign, previous: previous), about: responder)
                return false
            }
            emit(.firstResponder(.resigned, previous: -1), about: current)
            app.firstResponder = nil
            if let field = editingField(current) { try simulator.textEditing.didEndEditing(field) }
        }
        app.firstResponder = responder
        emit(.firstResponder(.became, previous: previous), about: responder)
        if let field = editingField(responder) { try simulator.textEditing.didBeginEditing(field) }
        return true
    }

    /// UIResponder.resignFirstResponder(): false when the responder is not first responder or
    /// refuses to resign (canResignFirstResponder, a text field's delegate).
    @discardableResult
    public func resignFirstResponder(_ responder: Responder) throws -> Bool {
        let app = world.application
        guard app.firstResponder === responder else {
            emit(.firstResponder(.notFirst, previous: -1), about: responder)
            return true  // UIResponder's default implementation returns true
        }
        guard try canResign(responder) else {
            emit(.firstResponder(.refusedCurrentWontResign, previous: -1), about: responder)
            return false
        }
        app.firstResponder = nil
        emit(.firstResponder(.resigned, previous: -1), about: responder)
        if let field = editingField(responder) { try simulator.textEditing.didEndEditing(field) }
        return true
    }

    /// canResignFirstResponder, and for a text field its delegate's textFieldShouldEndEditing.
    private func canResign(_ responder: Responder) throws -> Bool {
        guard responder.canResignFirstResponder else { return false }
        if let field = editingField(responder) { return try simulator.textEditing.shouldEndEditing(field) }
        return true
    }

    /// Removes `view` from its superview. A first responder inside it leaves the window, and
    /// UIKit resigns it then (whatever `canResignFirstResponder` says): otherwise nil-targeted
    /// actions would start at a view in no window, whose chain never reaches a controller.
    public func removeFromSuperview(_ view: View) {
        view.removeFromSuperview()
        let app = world.application
        guard let first = app.firstResponder as? View, first.isDescendant(of: view) else { return }
        app.firstResponder = nil
        emit(.firstResponder(.resigned, previous: -1), about: first)
        (first as? TextField)?.isEditing = false
    }

    /// The text field whose editing session UIKit's UITextFieldDelegate follows. In AppKit the
    /// field editor and NSTextFieldDelegate are not modelled: a field just becomes first responder.
    private func editingField(_ responder: Responder?) -> TextField? {
        world.rules.input == .touch ? responder as? TextField : nil
    }
}
