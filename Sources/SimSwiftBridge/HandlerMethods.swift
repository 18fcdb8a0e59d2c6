import SimCore
import SimScript
import SwiftInterpreter

/// The file's classes as the session declares them: each method UIKit can send (an override, an
/// `@objc` or `@IBAction` method, a UIKit protocol's method) becomes a `Method` whose body calls
/// the Swift method on the instance behind the receiving object.
extension ScreenProgram {
    func bridged() -> BridgedSwift {
        let classes = program.declaredClasses.filter { $0.hostAncestor != nil }.map { declared in
            BridgedSwift.Class(
                name: declared.name, superclass: declared.hostAncestor!,
                methods: declared.methods.filter(isSentByUIKit).map { method(for: $0) },
                outlets: declared.storedProperties.filter { $0.attributes.contains("IBOutlet") }.map { ($0.name, !$0.isWeak) },
                makeInstance: { [unowned self] object in try self.makeInstance(of: declared, for: object) })
        }
        let warnings = program.warnings.map { Diagnostic(.warning, location($0.loc), $0.message, hint: $0.hint) }
        return BridgedSwift(protocols: "", classes: classes, warnings: warnings)
    }

    /// Whether Objective-C can send it: what a selector (an action, a delegate call) can reach.
    private func isSentByUIKit(_ m: DeclaredMethod) -> Bool {
        m.isOverride || m.attributes.contains { $0 == "objc" || $0 == "IBAction" } || UIKitSelectors.renamed[m.fullName] != nil
    }

    private func method(for m: DeclaredMethod) -> SimCore.Method {
        let selector = world.selector(UIKitSelectors.objcName(of: m.fullName))
        let fullName = m.fullName, arity = m.labels.count, loc = m.loc
        return SimCore.Method(selector: selector, definedAt: location(m.loc)) { [unowned self] context in
            guard let receiver = context.receiver else { return }
            let me = instance(for: receiver)
            let args = arguments(arity, context)
            let result = try running(context) {
                try swift { () throws(RunFailure) in try program.call(fullName, on: me, args: args, at: loc) }
            }
            if let result, !result.isVoid, let answer = engineValue(result) { context.returns(answer) }
        }
    }

    /// What UIKit passes a method: the sender first (an action's), then the named parameters
    /// a delegate call carries, in order.
    private func arguments(_ arity: Int, _ context: ActionContext) -> [SwiftInterpreter.Value] {
        guard arity > 0 else { return [] }
        var args: [SwiftInterpreter.Value] = []
        if let sender = context.sender { args.append(.object(instance(for: sender))) }
        for p in context.parameters where args.count < arity { args.append(swiftValue(p.value)) }
        while args.count < arity { args.append(.nilValue) }
        return args
    }

    private func makeInstance(of declared: DeclaredClass, for object: SimObject) throws {
        let mirror = PropertyMirror(screen: self, properties: declared.storedProperties)
        instances[object.id] = try swift { () throws(RunFailure) in try program.instantiate(declared, host: object, fields: mirror) }
        namingHint = nil
    }
}
