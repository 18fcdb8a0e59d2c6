/// Where and when the last touch lifted (or click ended), to count the next one as a multi-tap
/// (UITouch.tapCount) or a double click (NSEvent.clickCount): one more when it starts soon enough
/// after, near enough, on the same view. The thresholds are `config` parameters (undocumented in
/// UIKit): touches and clicks share them.
struct RepeatedPress {
    private var last: (time: Int64, point: Point, view: SimObject.ID?, count: Int)?

    mutating func ended(at time: Int64, _ point: Point, on view: SimObject.ID?, count: Int) {
        last = (time, point, view, count)
    }

    /// The count of a press starting now at `point` on `view` (`sameViewOnly` false: on any view,
    /// when the view is not known yet).
    func count(at time: Int64, _ point: Point, on view: SimObject.ID?, config: Simulator.Config, sameViewOnly: Bool = true) -> Int {
        guard let last, time - last.time <= config.multiTapInterval else { return 1 }
        let dx = point.x - last.point.x, dy = point.y - last.point.y
        guard (dx * dx + dy * dy).squareRoot() <= config.multiTapDistance else { return 1 }
        return !sameViewOnly || view == last.view ? last.count + 1 : 1
    }
}
