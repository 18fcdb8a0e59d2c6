import Testing
@testable import SimCore
import SimTestSupport

/// UIStackView's layout, as far as it decides frames and so hit-testing (Layout/StackView.swift).
@Suite("Stack views")
struct StackViewTests {
    /// A 300×44 row in the card with three 50×30 buttons arranged.
    private func row(_ configure: (StackView) -> Void = { _ in }) throws -> (LoginScene, StackView, [Button]) {
        let scene = try LoginScene()
        let stack = try #require(try scene.world.makeView(StackView.stackViewClass, "row", in: scene.card, frame: Rect(20, 100, 300, 44)) as? StackView)
        configure(stack)
        let buttons = try ["a", "b", "c"].map { try scene.world.makeButton($0, in: scene.card, frame: Rect(0, 0, 50, 30)) }
        for button in buttons { stack.addArrangedSubview(button) }
        return (scene, stack, buttons)
    }

    @Test func fillEquallySharesTheAxisAndSpacingGoesBetween() throws {
        let (_, _, buttons) = try row { $0.spacing = 10; $0.distribution = .fillEqually }
        #expect(buttons.map(\.frame) == [Rect(0, 0, 93.33333333333333, 44), Rect(103.33333333333333, 0, 93.33333333333333, 44),
                                         Rect(206.66666666666666, 0, 93.33333333333333, 44)])
    }

    @Test func fillKeepsOwnSizesAndGivesTheRestToTheLastView() throws {
        let (_, _, buttons) = try row { $0.spacing = 5 }
        #expect(buttons.map(\.frame.size.width) == [50, 50, 190])
        #expect(buttons.map(\.frame.minX) == [0, 55, 110])
    }

    @Test func equalSpacingSpreadsTheGaps() throws {
        let (_, _, buttons) = try row { $0.distribution = .equalSpacing }
        #expect(buttons.map(\.frame.minX) == [0, 125, 250])
    }

    @Test func alignmentPlacesViewsAcrossTheAxisFromTheirOwnSize() throws {
        let (_, stack, buttons) = try row { $0.axis = .vertical; $0.distribution = .fillEqually }
        stack.frame = Rect(20, 100, 300, 120)
        stack.alignment = .center
        #expect(buttons.map(\.frame) == [Rect(125, 0, 50, 40), Rect(125, 40, 50, 40), Rect(125, 80, 50, 40)])
        stack.alignment = .trailing
        #expect(buttons[0].frame.minX == 250)
    }

    @Test func aHiddenArrangedViewTakesNoSpaceUntilShown() throws {
        let (scene, _, buttons) = try row { $0.spacing = 10; $0.distribution = .fillEqually }
        defer { withExtendedLifetime(scene) {} }  // the world owns the stack view
        buttons[1].isHidden = true
        #expect(buttons[0].frame.size.width == 145, "\(buttons.map(\.frame))")
        #expect(buttons[2].frame.minX == 155)
        buttons[1].isHidden = false
        #expect(buttons[2].frame.minX == 206.66666666666666)
    }

    @Test func removeArrangedSubviewLeavesASubviewThatStillTakesTouches() throws {
        let (scene, stack, buttons) = try row { $0.distribution = .fillEqually }
        #expect(stack.removeArrangedSubview(buttons[2]))
        #expect(buttons[2].superview === stack, "Apple: it stays in the subviews")
        #expect(buttons[1].frame == Rect(150, 0, 150, 44))
        #expect(buttons[2].frame == Rect(200, 0, 100, 44), "it keeps its last frame")
        #expect(try scene.sim.touches.hitTest(Point(20 + 20 + 250, 100 + 100 + 20), in: scene.window) === buttons[2])
        buttons[2].removeFromSuperview()
        #expect(!stack.removeArrangedSubview(buttons[2]))
    }

    @Test func aStackOfSizeZeroLeavesItsViewsOutsideWhereTheyCannotBeHit() throws {
        let scene = try LoginScene()
        let stack = try #require(try scene.world.makeView(StackView.stackViewClass, "row", in: scene.card, frame: Rect(20, 200, 0, 0)) as? StackView)
        let ok = try scene.world.makeButton("ok", in: scene.card, frame: Rect(0, 0, 100, 44))
        stack.addArrangedSubview(ok)
        #expect(ok.frame == Rect(0, 0, 100, 44))
        #expect(try scene.sim.touches.hitTest(ok.centerInWindow, in: scene.window) === scene.card)
        stack.frame = Rect(20, 200, 100, 44)
        #expect(try scene.sim.touches.hitTest(ok.centerInWindow, in: scene.window) === ok)
    }
}
