import SimCore
import SwiftInterpreter

/// The seed's closure property: a `UIButton` subclass with `var didTouchUpInside: ((Button) ->
/// ())? { didSet { addTarget / removeTarget } }` and an action method of the same name that calls
/// the closure. UIKit-wise it is target-action plus a stored closure; the engine models it as
/// one handler (HandlerRegistration.setDidTouchUpInside), so the trace shows the closure, what it
/// captured, and STALE when a reused cell's closure runs for an old row. Setting the property
/// hands the engine the closure, which does what the `didSet` does; the button's own
/// `didTouchUpInside:` runs it.
enum ClosureProperty {
    static let name = "didTouchUpInside"

    /// Whether a class declares the pattern: the property, and the method it sends.
    static func isDeclared(by declared: DeclaredClass) -> Bool {
        declared.storedProperties.contains { $0.name == name } && declared.methods.contains { $0.baseName == name && $0.labels.count == 1 }
    }
}

extension ScreenProgram {
    /// `button.didTouchUpInside = closure` (or nil) from Swift: the engine's closure property.
    func setClosureProperty(on button: Button, to value: SwiftInterpreter.Value) {
        guard case .function = value.unwrappedOptional else {
            simulator.registration.setDidTouchUpInside(nil, on: button)
            return
        }
        let closure = value.unwrappedOptional
        let loc = closure.closureCaptures?.loc ?? .unknown
        let handler = world.addClosure(name: ClosureProperty.name, identifier: nil, definedAt: location(loc),
                                       captures: captured(by: closure)) { [unowned self] context in
            let sender = context.sender.map { SwiftInterpreter.Value.object(self.instance(for: $0)) } ?? .nilValue
            try running(context) {
                _ = try handlerSwift(about: context.sender) { () throws(RunFailure) in try program.call(closure, args: [sender], at: loc) }
            }
        }
        simulator.registration.setDidTouchUpInside(handler, on: button)
        simulator.cells.noteAttached(handler, to: button)
    }
}

extension SwiftInterpreter.Value {
    var unwrappedOptional: SwiftInterpreter.Value {
        if case .optional(let inner?) = self { return inner.unwrappedOptional }
        return self
    }
}
