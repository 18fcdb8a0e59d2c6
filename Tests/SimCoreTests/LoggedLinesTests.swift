import XCTest
@testable import SimCore

/// The log index keeps every different logged line for `expect log`, without a set entry per
/// touch: lines that differ only in `{event}` are kept as ranges of touch numbers (issue 16).
final class LoggedLinesTests: XCTestCase {
    /// Against a set, over values in any order: the ranges hold exactly what went in.
    func testTouchRangesHoldExactlyTheInsertedNumbers() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let first = Int32.random(in: 0..<80, using: &generator)
            var ranges = [first...first]
            var touches = EventIndex.TouchRanges.one(first...first)
            var set: Set<Int32> = [first]
            for _ in 0..<60 {
                let value = Int32.random(in: 0..<80, using: &generator)
                let inserted = set.insert(value).inserted
                XCTAssertEqual(EventIndex.insert(value, into: &ranges), inserted)
                XCTAssertEqual(touches.insert(value), inserted)
            }
            XCTAssertEqual(ranges.flatMap { Array($0) }, set.sorted())
            switch touches {
            case .one(let range): XCTAssertEqual(Array(range), set.sorted())
            case .many(let many): XCTAssertEqual(many, ranges)
            }
            for (a, b) in zip(ranges, ranges.dropFirst()) { XCTAssertLessThan(a.upperBound + 1, b.lowerBound, "\(ranges)") }
        }
    }

    /// A line with `{event}` logged on every tap, another now and then: the lines come back in
    /// the order first logged, each once.
    func testLinesComeBackInTheOrderFirstLoggedAndConsecutiveTouchesShareARun() {
        let world = World()
        let every = world.templates.intern([.literal("tap "), .placeholder("event")])
        let sometimes = world.templates.intern([.literal("now and then")])
        var index = EventIndex()
        var expected: [EventIndex.LoggedLine] = []
        func log(_ template: LogTemplate, touch: Int32) {
            let line = EventIndex.LoggedLine(receiver: 1, line: LogLine(template: template, sender: -1, closure: -1, touch: touch))
            if !expected.contains(line) { expected.append(line) }
            index.record(Event(seq: 1, object: 1, payload: .log(line.line)))
        }
        for touch in Int32(1)...40 {
            log(every, touch: touch)
            if touch % 7 == 0 { log(sometimes, touch: 0) }
            if touch % 5 == 0 { log(every, touch: touch - 3) }  // an old touch again: no new line
        }
        XCTAssertEqual(index.loggedLines, expected)
    }
}
