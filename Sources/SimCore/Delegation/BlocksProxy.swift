/// HWBlocksUI's hidden shared proxy: one object that implements every UITextFieldDelegate (and
/// UIGestureRecognizerDelegate) method by running the block the sender has for it
/// (`shouldReturnHandler`…), or answering nothing — so the caller falls back to UIKit's
/// default — when it has none.
///
/// Setting any block makes the proxy the field's delegate, which silently pushes out a delegate
/// the user had set; the trace says so (`.delegateSet` with `replacesUserDelegate`).
public final class BlocksProxy: SimObject {
    public override class var descriptor: ClassDescriptor { blocksProxyClass }
    /// The proxy's name in the world and the trace.
    public static let objectName = "HWBlocksUIProxy"
}

extension Delegation {
    /// The one shared proxy, created (with its delegate methods) the first time a block is set.
    func blocksProxy() throws -> BlocksProxy {
        if let proxy = world.object(named: BlocksProxy.objectName) as? BlocksProxy { return proxy }
        let proxy = try world.register(BlocksProxy.objectName) { BlocksProxy(id: $0, name: BlocksProxy.objectName) }
        for method in TextField.delegateMethods + GestureRecognizer.delegateMethods + TableView.delegateMethods {
            proxy.define(Method(selector: world.selector(method.selector), definedAt: nil) { [unowned self] context in
                guard let owner = context.sender, let block = owner.blockHandling?.block(method.block) else { return }
                try self.simulator.actions.run(block, sender: owner, touch: 0, parameters: context.parameters, result: context.result)
            })
        }
        return proxy
    }

    /// `field.shouldReturnHandler = { … }`: stores the block and makes the proxy the delegate.
    /// One block per delegate method: setting it again replaces the earlier block.
    public func setBlock(_ closure: ClosureHandler, named name: String, on field: TextField) throws {
        guard let method = TextField.delegateMethod(block: name) else { return }
        try installBlock(closure, method, on: field) { i, c in
            if let i { field.blocks[i].closure = c } else { field.blocks.append((name, c)) }
        } registration: { outcome, previous in
            simulator.registration.emitBlockRegistration(field, outcome, selector: world.selector(method.selector), closure: closure.id, previous: previous, label: name)
        }
    }

    /// A table's data source and delegate blocks (`numberOfRowsHandler`…): the proxy becomes its
    /// data source or delegate, as HWBlocksUI does.
    public func setBlock(_ closure: ClosureHandler, named name: String, on table: TableView) throws {
        guard let method = TableView.delegateMethod(block: name) else { return }
        try installBlock(closure, method, on: table) { i, c in
            if let i { table.blocks[i].closure = c } else { table.blocks.append((name, c)) }
        } registration: { outcome, previous in
            simulator.registration.emitBlockRegistration(table, outcome, selector: world.selector(method.selector), closure: closure.id, previous: previous, label: name)
        }
    }

    /// The same for a gesture recognizer's delegate methods (`shouldBeginHandler`…).
    public func setBlock(_ closure: ClosureHandler, named name: String, on recognizer: GestureRecognizer) throws {
        guard let method = GestureRecognizer.delegateMethod(block: name) else { return }
        try installBlock(closure, method, on: recognizer) { i, c in
            if let i { recognizer.blocks[i].closure = c } else { recognizer.blocks.append((name, c)) }
        } registration: { outcome, previous in
            simulator.registration.emitBlockRegistration(recognizer, outcome, selector: world.selector(method.selector), closure: closure.id, previous: previous, label: name)
        }
    }

    private func installBlock<Owner: SimObject & BlockHandling>(
        _ closure: ClosureHandler, _ method: DelegateMethodBlock, on owner: Owner,
        store: (Int?, ClosureHandler) -> Void, registration: (Registration.Outcome, Int32) -> Void) throws {
        let proxy = try blocksProxy()
        let current = owner.delegateSlot(method.slot)?.target
        if current != proxy.id {
            let userDelegate = current.map(world.object).flatMap { $0.isReleased ? nil : $0 }
            try setDelegate(method.slot, of: owner, to: proxy, replacesUserDelegate: userDelegate != nil)
        }
        if let i = owner.blocks.firstIndex(where: { $0.name == method.block }) {
            let old = owner.blocks[i].closure
            store(i, closure)
            registration(.replaced, old.id)
        } else {
            store(nil, closure)
            registration(.added, -1)
        }
    }
}

extension BlocksProxy {
    public static let blocksProxyClass = ClassDescriptor(.blocksProxy, uikit: "HWBlocksUIProxy", appkit: "HWBlocksUIProxy")
}
