/// Text editing: a text field's editing session, typing, return and clear — each step asking
/// the field's delegate first, as UIKit does.
///
/// Order (UIKit documents the delegate calls; the relative order of a delegate's `did…` call
/// and the matching control event is undocumented — the simulator calls the delegate first):
/// - begin: textFieldShouldBeginEditing → first responder → (clearsOnBeginEditing with text:
///   textFieldShouldClear → text "") → textFieldDidBeginEditing → editingDidBegin. Apple says the
///   delegate's textFieldShouldClear: can keep the text; where the clearing falls among the begin
///   calls, and that it sends no editingChanged (no keystroke made it), are our choices.
/// - each typed character or backspace: textField(_:shouldChangeCharactersIn:replacementString:)
///   → text changes → editingChanged (a `false` answer rejects the change, visibly)
/// - return: textFieldShouldReturn → (true) editingDidEndOnExit; a field with an action for
///   editingDidEndOnExit then resigns (ends editing) by itself, as UIKit's "Did End On Exit" does;
///   without one, the delegate (or block) calls resignFirstResponder, as the seeds do.
/// - clear: textFieldShouldClear → text "" → editingChanged
/// - end: textFieldShouldEndEditing → resigns → textFieldDidEndEditing → editingDidEnd
public final class TextEditing: SimulationEngine {
    /// Asks a text field's delegate, answering with UIKit's default when nobody answers.
    @discardableResult
    func askDelegate(of field: TextField, _ selector: String, parameters: [(name: String, value: Value)] = []) throws -> Bool {
        let method = TextField.delegateMethod(selector: selector)
        let answer = try simulator.delegation.callDelegate("delegate", of: field, world.selector(selector), argument: field,
                                      parameters: parameters, defaultValue: method?.defaultAnswer.map(Value.bool))
        if case .bool(let b)? = answer { return b }
        return true
    }

    /// textFieldShouldBeginEditing: — false keeps the field from becoming first responder.
    func shouldBeginEditing(_ field: TextField) throws -> Bool {
        try askDelegate(of: field, "textFieldShouldBeginEditing:")
    }

    func didBeginEditing(_ field: TextField) throws {
        field.isEditing = true
        if field.clearsOnBeginEditing, !field.text.isEmpty, try askDelegate(of: field, "textFieldShouldClear:") {
            field.text = ""
            emit(.textChange(TextChange(text: "", typed: "", outcome: .cleared)), about: field)
        }
        try askDelegate(of: field, "textFieldDidBeginEditing:")
        try simulator.actions.sendActions(.editingDidBegin, from: field)
    }

    func shouldEndEditing(_ field: TextField) throws -> Bool {
        try askDelegate(of: field, "textFieldShouldEndEditing:")
    }

    func didEndEditing(_ field: TextField) throws {
        field.isEditing = false
        try askDelegate(of: field, "textFieldDidEndEditing:")
        try simulator.actions.sendActions(.editingDidEnd, from: field)
    }

    /// The text field the keyboard types into: the first responder, which must be a text field.
    public func editingField() throws -> TextField {
        guard let first = world.application.firstResponder else { throw SimulationError.nothingToTypeInto(nil) }
        guard let field = first as? TextField else { throw SimulationError.nothingToTypeInto(first.name) }
        return field
    }

    /// Types `text` one character at a time, each asked of the delegate (as the keyboard does).
    public func type(_ text: String) throws {
        let field = try editingField()
        let holding = field.text.count, typing = text.count
        if holding + typing > TextField.maxTypedLength {
            throw SimulationError.textFieldFull(field.name, holding: holding, typing: typing)
        }
        for character in text {
            try simulator.checkWork()  // the work budget and Ctrl-C, between keystrokes
            let location = field.text.utf16.count
            try replace(in: field, location: location, length: 0, with: String(character))
        }
    }

    /// The delete key, `count` times: each removes the last character (if any).
    public func backspace(_ count: Int = 1) throws {
        let field = try editingField()
        for _ in 0..<count {
            guard let last = field.text.last else {
                emit(.textChange(TextChange(text: "", typed: nil, outcome: .nothingToDelete)), about: field)
                return
            }
            let length = String(last).utf16.count
            try replace(in: field, location: field.text.utf16.count - length, length: length, with: "")
        }
    }

    /// One change, asked first: `range` is UTF-16 based, as NSRange is.
    private func replace(in field: TextField, location: Int, length: Int, with replacement: String) throws {
        var utf16 = Array(field.text.utf16)
        utf16.replaceSubrange(location..<(location + length), with: Array(replacement.utf16))
        let newText = String(decoding: utf16, as: UTF16.self)
        // The trace shows the whole text at each keystroke: a backspace in a field set to a
        // megabyte is a megabyte of output, charged to the work budget like any.
        simulator.chargeWork(bytes: newText.utf8.count)
        let allowed = try askDelegate(of: field, "textField:shouldChangeCharactersInRange:replacementString:", parameters: [
            ("range", .string("{\(location), \(length)}")), ("string", .string(replacement)),
            // Not a UIKit parameter: what the text would become, so a body can check it directly.
            ("newText", .string(newText)),
        ])
        guard allowed else {
            emit(.textChange(TextChange(text: field.text, typed: replacement, outcome: .refused)), about: field)
            return
        }
        field.text = newText
        emit(.textChange(TextChange(text: newText, typed: replacement, outcome: replacement.isEmpty ? .backspace : .typed)), about: field)
        try simulator.actions.sendActions(.editingChanged, from: field)
    }

    /// The return key.
    public func pressReturn() throws {
        let field = try editingField()
        guard try askDelegate(of: field, "textFieldShouldReturn:") else { return }
        // UIControl.Event.editingDidEndOnExit: Return ends the editing session when an action is
        // registered for it (https://developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit;
        // UIControl.h: "'return key' ending editing"). Counted before the actions run.
        let endsEditing = field.targets.count(for: .editingDidEndOnExit) > 0
        try simulator.actions.sendActions(.editingDidEndOnExit, from: field)
        if endsEditing && world.application.firstResponder === field {
            try simulator.responders.resignFirstResponder(field)
        }
    }

    /// The field's clear button (works whether or not the field is editing, as the button shows
    /// while editing with `clearButtonMode = .whileEditing`, the usual setting).
    public func clear(_ field: TextField) throws {
        guard try askDelegate(of: field, "textFieldShouldClear:") else { return }
        field.text = ""
        emit(.textChange(TextChange(text: "", typed: "", outcome: .cleared)), about: field)
        try simulator.actions.sendActions(.editingChanged, from: field)
    }
}
