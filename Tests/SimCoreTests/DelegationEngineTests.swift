import Testing
@testable import SimCore
import SimTestSupport

/// Weak delegate properties and optional-chaining calls through them (Delegation/Delegation.swift),
/// UIKit's default answers to unanswered `should…` methods, and the HWBlocksUI proxy that takes
/// a delegate's place (Delegation/BlocksProxy.swift).
@Suite("Delegation")
struct DelegationEngineTests {
    private func callOutcomes(_ scene: LoginScene) -> [String] { scene.sink.events(.delegateCall).compactMap(\.outcome) }

    @Test func aCallThroughAWeakDelegateIsANoOpWhenNilReleasedOrNotImplemented() throws {
        let scene = try LoginScene()
        let delegation = scene.sim.delegation
        let finished = scene.world.selector("loginDidFinish:")
        delegation.declareDelegate("delegate", on: scene.home, protocol: nil)
        let coordinator = try scene.world.makeObject("coordinator")
        let calls = CallLog()

        try delegation.callDelegate("delegate", of: scene.home, finished, argument: scene.home)  // nil: nothing happens
        try delegation.setDelegate("delegate", of: scene.home, to: coordinator)
        try delegation.callDelegate("delegate", of: scene.home, finished, argument: scene.home)  // not implemented
        scene.implement(coordinator, "loginDidFinish:", calls: calls)
        try delegation.callDelegate("delegate", of: scene.home, finished, argument: scene.home)  // runs
        try scene.sim.lifetimes.release(coordinator)
        try delegation.callDelegate("delegate", of: scene.home, finished, argument: scene.home)  // weak: reads nil

        #expect(calls.list == ["coordinator.loginDidFinish:"])
        #expect(callOutcomes(scene) == ["nilDelegate", "notImplemented", "performed", "released"])
        #expect(scene.sink.events(.released).map(\.payload.released) == [1], "the delegate property was its one weak reference")
        #expect(throws: DelegationError.released("coordinator")) {
            try delegation.setDelegate("delegate", of: scene.home, to: coordinator)
        }
        #expect(throws: DelegationError.noSuchSlot(owner: "card", slot: "delegate")) {
            try delegation.setDelegate("delegate", of: scene.card, to: scene.home)
        }
    }

    @Test func anUnansweredShouldMethodMeansTrueAndAFalseAnswerRefusesTheChange() throws {
        let scene = try LoginScene()
        let field = try scene.world.makeTextField("code", in: scene.card, frame: Rect(20, 100, 200, 34))
        try scene.sim.delegation.setDelegate("delegate", of: field, to: scene.home)
        // Digits only: the delegate refuses anything else (textField(_:shouldChangeCharactersIn:replacementString:)).
        scene.implement(scene.home, "textField:shouldChangeCharactersInRange:replacementString:") { context in
            guard case .string(let typed)? = context.parameter("string") else { return }
            context.returns(.bool(typed.allSatisfy(\.isNumber)))
        }
        #expect(try scene.sim.responders.becomeFirstResponder(field), "textFieldShouldBeginEditing: unanswered means true")
        let defaults = scene.sink.events(.returned).filter { $0.outcome == "defaultValue" }
        #expect(defaults.first?.object == -1, "nobody answered: the default")
        scene.sink.clear()

        try scene.sim.textEditing.type("4x2")
        #expect(field.text == "42")
        #expect(scene.sink.events(.textChange).map(\.outcome) == ["added", "refused", "added"])
        #expect(scene.sink.events(.returned).map(\.outcome) == ["performed", "performed", "performed"])
        #expect(scene.sink.events(.returned).allSatisfy { $0.object == scene.home.id })
    }

    @Test func aDelegateMustImplementTheProtocolsRequiredMethods() throws {
        let scene = try LoginScene()
        let world = scene.world
        // `protocol LoginDelegate { func loginDidFinish(_:) }` with an optional loginDidCancel(_:).
        let loginDelegate = DelegateProtocol(name: "LoginDelegate", required: [world.selector("loginDidFinish:")],
                                             optional: [world.selector("loginDidCancel:")])
        world.protocols.append(loginDelegate)
        scene.sim.delegation.declareDelegate("delegate", on: scene.home, protocol: loginDelegate)
        let coordinator = try world.makeObject("coordinator")

        #expect(throws: DelegationError.doesNotConform(object: "coordinator", protocolName: "LoginDelegate", missing: ["loginDidFinish:"])) {
            try scene.sim.delegation.setDelegate("delegate", of: scene.home, to: coordinator)
        }
        #expect(scene.home.delegateSlot("delegate")?.target == nil)
        #expect(scene.sink.events(.delegateSet).isEmpty)

        scene.implement(coordinator, "loginDidFinish:")
        try scene.sim.delegation.setDelegate("delegate", of: scene.home, to: coordinator)
        #expect(scene.home.delegateSlot("delegate")?.target == coordinator.id)
        guard case .delegateSet(let set)? = scene.sink.events(.delegateSet).first?.payload else {
            Issue.record("no delegateSet event")
            return
        }
        #expect(set.delegate == coordinator.id)
        #expect(set.previous == -1)
        #expect(!set.replacesUserDelegate)
    }

    @Test func settingABlockMakesTheProxyTheDelegateAndPushesOutTheUsersDelegate() throws {
        let scene = try LoginScene()
        let field = try scene.world.makeTextField("code", in: scene.card, frame: Rect(20, 100, 200, 34))
        let calls = CallLog()
        scene.implement(scene.home, "textFieldShouldReturn:", calls: calls)
        try scene.sim.delegation.setDelegate("delegate", of: field, to: scene.home)
        var blockRan = 0
        let block = scene.world.addClosure(name: "shouldReturn", identifier: nil, definedAt: nil, captures: []) { context in
            blockRan += 1
            context.returns(.bool(false))
        }
        scene.sink.clear()

        try scene.sim.delegation.setBlock(block, named: "shouldReturnHandler", on: field)
        let proxy = try #require(scene.world.object(named: BlocksProxy.objectName))
        #expect(field.delegateSlot("delegate")?.target == proxy.id)
        guard case .delegateSet(let set)? = scene.sink.events(.delegateSet).first?.payload else {
            Issue.record("no delegateSet event")
            return
        }
        #expect(set.previous == scene.home.id)
        #expect(set.replacesUserDelegate, "the trace says the user's delegate was pushed out")
        #expect(scene.sink.events(.registration).map(\.outcome) == ["added"])

        try scene.sim.responders.becomeFirstResponder(field)
        try scene.sim.textEditing.pressReturn()
        #expect(blockRan == 1)
        #expect(calls.list.isEmpty, "home is no longer asked")
    }
}
