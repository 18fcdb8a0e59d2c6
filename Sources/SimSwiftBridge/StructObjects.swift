import SimCore
import SimScript
import SwiftInterpreter

/// A Swift struct made by a script — `object lamp class ViewModel image "lamp.png" price 19.99`,
/// the view models a table's rows come from: its memberwise initializer runs with the object's
/// stored properties as arguments (a missing one is Swift's error), and the object then shows
/// the value's fields and computed properties. A struct is a value: Swift code handed the object
/// gets a copy of the value, and a script cannot change its `let`s.
extension ScreenProgram {
    func structClasses() -> [BridgedSwift.Class] {
        program.declaredStructs.map { declared in
            BridgedSwift.Class(name: declared.name, superclass: BridgedSwift.Class.structType, methods: [], outlets: [],
                               makeInstance: { [unowned self] object in try self.makeStruct(declared, for: object) },
                               constants: declared.parameters.filter(\.isLet).map(\.name))
        }
    }

    private func makeStruct(_ declared: Program.DeclaredStruct, for object: SimObject) throws {
        let arguments = object.attributes.map { attribute -> (name: String, value: SwiftInterpreter.Value) in
            let type = declared.parameters.first { $0.name == attribute.name }?.type ?? ""
            let like: SwiftInterpreter.Value? = type.hasSuffix("?") ? .nilValue : type == "Int" ? .int(0) : nil
            return (attribute.name, swiftValue(attribute.value, like: like))
        }
        let value: SwiftInterpreter.Value
        do {
            value = try program.makeStruct(declared, arguments, at: .unknown)
        } catch .unsupported(let d) {
            // The initializer's error is about the script's line, not the Swift's.
            throw ScriptError(Diagnostic(.error, nil, d.message, hint: d.hint))
        } catch {
            throw scriptError(error)
        }
        structValues[object.id] = value
        for name in declared.parameters.map(\.name) + declared.computed {
            guard let field = try swift({ () throws(RunFailure) in try program.read(name, of: value) }), let engine = engineValue(field) else { continue }
            object.setAttribute(name, engine)
        }
    }
}
