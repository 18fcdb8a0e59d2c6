import Testing
import XCTest
@testable import SimCore
import SimTestSupport

/// UIView.hitTest(_:with:) and point(inside:with:) as UIKit documents them (docs/language.md, "UIKit rules")
/// (World/View+HitTest.swift, Touches/Simulator+Touches.swift).
final class HitTestingTests: XCTestCase {
    /// card (20,100,350,300) holds `inner`, a button at its top-left corner: window rect (20,100,100,44).
    private func sceneWithInnerButton() throws -> (LoginScene, Button) {
        let scene = try LoginScene()
        let inner = try scene.world.makeButton("inner", in: scene.card, frame: Rect(0, 0, 100, 44))
        return (scene, inner)
    }

    func testVisibleSubviewIsHit() throws {
        let (scene, inner) = try sceneWithInnerButton()
        XCTAssertTrue(scene.window.hitTest(Point(30, 110)) === inner)
    }

    func testHiddenViewIsSkippedWithItsSubtree() throws {
        let (scene, inner) = try sceneWithInnerButton()
        scene.card.isHidden = true
        // Neither the hidden card nor its visible button: the view behind gets the touch.
        XCTAssertTrue(try scene.sim.touches.hitTest(Point(30, 110), in: scene.window) === scene.home.view)
        let skips = scene.sink.events(.hitSkip)
        XCTAssertEqual(skips.map(\.object), [scene.card.id])
        XCTAssertEqual(skips.map(\.outcome), ["hidden"])
        XCTAssertFalse(inner.isHidden, "the subview's own flag is untouched; it is skipped because of its ancestor")
    }

    func testAlphaOfExactlyPointZeroOneIsHit() throws {
        let (scene, inner) = try sceneWithInnerButton()
        scene.card.alpha = 0.01
        XCTAssertTrue(scene.window.hitTest(Point(30, 110)) === inner)
    }

    func testAlphaBelowPointZeroOneSkipsTheViewAndItsSubtree() throws {
        let (scene, _) = try sceneWithInnerButton()
        scene.card.alpha = 0.0099
        XCTAssertTrue(try scene.sim.touches.hitTest(Point(30, 110), in: scene.window) === scene.home.view)
        XCTAssertEqual(scene.sink.events(.hitSkip).map(\.outcome), ["transparent"])
    }

    func testInteractionDisabledOnAnAncestorBlocksItsSubviews() throws {
        let (scene, inner) = try sceneWithInnerButton()
        scene.card.isUserInteractionEnabled = false
        XCTAssertTrue(inner.isUserInteractionEnabled)
        XCTAssertTrue(try scene.sim.touches.hitTest(Point(30, 110), in: scene.window) === scene.home.view)
        let skip = try XCTUnwrap(scene.sink.events(.hitSkip).first)
        XCTAssertEqual(skip.object, scene.card.id)
        XCTAssertEqual(skip.outcome, "interactionDisabled")
    }

    func testPartOutsideTheSuperviewsBoundsCannotBeHitEvenWithoutClipping() throws {
        let scene = try LoginScene()
        // `badge` sticks out of `box` to the right and below: box window rect (0,500,100,100),
        // badge window rect (50,550,100,100). Nothing else is there (the card ends at y 400).
        let box = try scene.world.makeView("box", in: scene.home.view, frame: Rect(0, 500, 100, 100))
        let badge = try scene.world.makeButton("badge", in: box, frame: Rect(50, 50, 100, 100))
        XCTAssertFalse(box.clipsToBounds)

        // Inside both: the badge.
        XCTAssertTrue(try scene.sim.touches.hitTest(Point(60, 560), in: scene.window) === badge)
        scene.sink.clear()

        // Drawn there, but outside its superview: not the badge, and the trace says why.
        let hit = try scene.sim.touches.hitTest(Point(120, 620), in: scene.window)
        XCTAssertTrue(hit === scene.home.view, "hit \(hit?.name ?? "nothing")")
        let skips = scene.sink.events(.hitSkip)
        XCTAssertEqual(skips.count, 1)
        XCTAssertEqual(skips.first?.object, badge.id)
        XCTAssertEqual(skips.first?.outcome, "outsideBounds")
        XCTAssertEqual(scene.sink.events(.hitTest).map(\.object), [scene.home.view.id])
    }

    func testFrontMostSiblingWinsAndAddingAgainBringsToFront() throws {
        let scene = try LoginScene()
        let back = try scene.world.makeView("back", in: scene.home.view, frame: Rect(0, 0, 100, 100))
        let front = try scene.world.makeView("front", in: scene.home.view, frame: Rect(0, 0, 100, 100))
        XCTAssertTrue(scene.window.hitTest(Point(50, 50)) === front)
        // addSubview of an existing subview moves it to the front, as in UIKit.
        scene.home.view.addSubview(back)
        XCTAssertTrue(scene.window.hitTest(Point(50, 50)) === back)
    }

    func testMinEdgesAreInsideAndMaxEdgesOutside() throws {
        let scene = try LoginScene()
        let v = try scene.world.makeView("edge", in: scene.home.view, frame: Rect(10, 20, 100, 50))
        XCTAssertTrue(v.point(inside: Point(0, 0)))
        XCTAssertTrue(v.point(inside: Point(99.999, 49.999)))
        XCTAssertFalse(v.point(inside: Point(100, 0)))
        XCTAssertFalse(v.point(inside: Point(0, 50)))
        XCTAssertFalse(v.point(inside: Point(-0.001, 10)))

        // The same rule through the window: (10, 20) is the view, (110, 20) and (10, 70) are not.
        XCTAssertTrue(scene.window.hitTest(Point(10, 20)) === v)
        XCTAssertTrue(scene.window.hitTest(Point(109.5, 69.5)) === v)
        XCTAssertTrue(scene.window.hitTest(Point(110, 20)) === scene.home.view)
        XCTAssertTrue(scene.window.hitTest(Point(10, 70)) === scene.home.view)
    }

    func testOutsideTheWindowNothingIsHit() throws {
        let scene = try LoginScene()
        XCTAssertNil(try scene.sim.touches.hitTest(Point(390, 10), in: scene.window))
        XCTAssertEqual(scene.sink.events(.hitMiss).map(\.object), [scene.window.id])
    }

    func testSubviewsUseTheirSuperviewsBoundsOrigin() throws {
        let scene = try LoginScene()
        // A scroll-view-like container scrolled down by 100: content at y 100..144 shows at the top.
        let scroller = try scene.world.makeView("scroller", in: scene.home.view, frame: Rect(0, 0, 200, 200))
        scroller.boundsOrigin = Point(0, 100)
        let row = try scene.world.makeButton("row", in: scroller, frame: Rect(0, 100, 200, 44))
        XCTAssertTrue(scene.window.hitTest(Point(10, 10)) === row)
        XCTAssertTrue(scene.window.hitTest(Point(10, 150)) === scroller)
    }
}

// MARK: - Labels (Swift Testing)

@Suite("Labels are not interactive")
struct LabelHitTests {
    @Test func labelDefaultsToUserInteractionDisabled() throws {
        let scene = try LoginScene()
        let label = try scene.world.makeLabel("caption", in: scene.card, frame: Rect(0, 0, 100, 21), text: "Hi")
        #expect(label.isUserInteractionEnabled == false)
        #expect(scene.card.isUserInteractionEnabled == true)
    }

    @Test func tapOnALabelOverAPlainViewHitsThatView() throws {
        let scene = try LoginScene()
        _ = try scene.world.makeLabel("caption", in: scene.card, frame: Rect(200, 200, 100, 21))
        #expect(scene.window.hitTest(Point(230, 305)) === scene.card)
    }
}
