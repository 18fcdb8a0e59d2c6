import Testing
@testable import SimCore
import SimTestSupport

/// A plain UIScrollView (Scrolling/ScrollView.swift, ScrollTracking.swift).
@Suite("Scroll views")
struct ScrollViewTests {
    private func gallery(paging: Bool) throws -> (LoginScene, ScrollView) {
        let scene = try LoginScene()
        let view = try #require(try scene.world.makeView(ScrollView.scrollViewClass, "gallery", in: scene.home.view, frame: Rect(0, 500, 390, 200)) as? ScrollView)
        view.contentSize = Size(1170, 200)
        view.isPagingEnabled = paging
        return (scene, view)
    }

    @Test func aDragMovesTheContentWithinItsSize() throws {
        let (scene, gallery) = try gallery(paging: false)
        try scene.sim.touches.touchDown(at: Point(300, 600))
        try scene.sim.touches.touchMove(to: Point(100, 600))
        try scene.sim.touches.touchMove(to: Point(-2000, 600))
        #expect(gallery.boundsOrigin == Point(780, 0), "clamped to contentWidth - width")
        try scene.sim.touches.touchUp()
        #expect(gallery.boundsOrigin == Point(780, 0))
    }

    @Test func pagingRestsOnTheNearestPage() throws {
        let (scene, gallery) = try gallery(paging: true)
        try scene.sim.touches.touchDown(at: Point(300, 600))
        try scene.sim.touches.touchMove(to: Point(150, 600))
        #expect(gallery.boundsOrigin == Point(150, 0))
        try scene.sim.touches.touchUp()
        #expect(gallery.boundsOrigin == Point(0, 0), "150 of 390 is nearer page 0")
        try scene.sim.wait(microseconds: 1_000_000)
        try scene.sim.touches.touchDown(at: Point(300, 600))
        try scene.sim.touches.touchMove(to: Point(50, 600))
        try scene.sim.touches.touchUp()
        #expect(gallery.boundsOrigin == Point(390, 0))
        guard case .scroll(.ended(let offset))? = scene.sink.events(.scroll).last?.payload else { Issue.record("no end"); return }
        #expect(offset == Point(390, 0), "the trace's end is the page")
    }
}
