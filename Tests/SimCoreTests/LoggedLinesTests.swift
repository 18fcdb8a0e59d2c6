import XCTest
@testable import SimCore

/// The log index keeps every different logged line for `expect log`, without a set entry per
/// touch: lines that differ only in `{event}` are kept as ranges of touch numbers (issue 16).
final class LoggedLinesTests: XCTestCase {
    /// Against a set, over values in every order: the ranges hold exactly what went in.
    func testTouchRangesHoldExactlyTheInsertedNumbers() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var ranges: [ClosedRange<Int32>] = []
            var set: Set<Int32> = []
            for _ in 0..<60 {
                let value = Int32.random(in: 0..<80, using: &generator)
                XCTAssertEqual(EventIndex.insert(value, into: &ranges), set.insert(value).inserted)
            }
            XCTAssertEqual(ranges.flatMap { Array($0) }, set.sorted())
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
