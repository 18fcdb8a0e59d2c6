/// HWBlocksUI's hidden shared proxy: one object that implements every UITextFieldDelegate
/// method by running the block the field has for it (`shouldReturnHandler`…), or answering
/// nothing — so the caller falls back to UIKit's default — when the field has none.
///
/// Setting any block makes the proxy the field's delegate, which silently pushes out a delegate
/// the user had set; the trace says so (`.delegateSet` with `.replacesDelegate`).
public final class BlocksProxy: SimObject {
    public override var className: String { "HWBlocksUIProxy" }
    public static let objectName = "HWBlocksUIProxy"
}

extension Simulator {
    /// The one shared proxy, created (with its delegate methods) the first time a block is set.
    func blocksProxy() throws -> BlocksProxy {
        if let proxy = world.object(named: BlocksProxy.objectName) as? BlocksProxy { return proxy }
        let proxy = try world.register(BlocksProxy.objectName) { BlocksProxy(id: $0, name: BlocksProxy.objectName) }
        for method in TextField.delegateMethods {
            proxy.define(Method(selector: world.selector(method.selector), definedAt: nil) { [unowned self] context in
                guard let field = context.sender as? TextField, let block = field.block(method.block) else { return }
                try self.run(block, sender: field, touch: 0, parameters: context.parameters, result: context.result)
            })
        }
        return proxy
    }

    /// `field.shouldReturnHandler = { … }`: stores the block and makes the proxy the delegate.
    /// One block per delegate method: setting it again replaces the earlier block.
    public func setBlock(_ closure: ClosureHandler, named name: String, on field: TextField) throws {
        guard let method = TextField.delegateMethod(block: name) else { return }
        let proxy = try blocksProxy()
        let current = field.delegateSlot("delegate")?.target
        if current != proxy.id {
            let userDelegate = current.map(world.object).flatMap { $0.isReleased ? nil : $0 }
            try setDelegate("delegate", of: field, to: proxy, outcome: userDelegate == nil ? .none : .replacesDelegate)
        }
        let selector = world.selector(method.selector)
        if let i = field.blocks.firstIndex(where: { $0.name == name }) {
            let old = field.blocks[i].closure
            field.blocks[i].closure = closure
            emitBlockRegistration(field, .replaced, selector: selector, closure: closure.id, previous: old.id, label: name)
        } else {
            field.blocks.append((name, closure))
            emitBlockRegistration(field, .added, selector: selector, closure: closure.id, previous: -1, label: name)
        }
    }
}
