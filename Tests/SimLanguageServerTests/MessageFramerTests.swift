import Testing
@testable import SimLanguageServer

/// The base protocol's framing: whatever pieces the bytes come in, and whatever is broken in
/// them, every good message is found and nothing bad is trusted.
struct MessageFramerTests {
    private func frame(_ json: String) -> [UInt8] { Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8) }

    @Test func messagesSplitAnywhereArriveWhole() {
        let stream = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#)
        for cut in 0...stream.count {
            var framer = MessageFramer()
            let items = framer.feed(stream[..<cut]) + framer.feed(stream[cut...])
            #expect(items == [.message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é"}"#.utf8))], "cut at \(cut)")
            #expect(framer.finish() == nil)
        }
    }

    @Test func byteByByte() {
        var framer = MessageFramer()
        var items: [MessageFramer.Item] = []
        for byte in frame("{}") + frame("[]") { items += framer.feed([byte]) }
        #expect(items == [.message(Array("{}".utf8)), .message(Array("[]".utf8))])
    }

    @Test func otherHeaderFieldsAndCaseAreAccepted() {
        var framer = MessageFramer()
        let items = framer.feed(Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-LENGTH:  2 \r\n\r\n{}".utf8))
        #expect(items == [.message(Array("{}".utf8))])
    }

    @Test func aHeaderWithoutALengthIsDroppedAndTheNextMessageStillArrives() {
        var framer = MessageFramer()
        let items = framer.feed(Array("Content-Type: x\r\n\r\n".utf8) + Array("Content-Length: abc\r\n\r\n".utf8)
                                + Array("garbage\r\n\r\n".utf8) + frame("{}"))
        #expect(items.count == 4)
        #expect(items.last == .message(Array("{}".utf8)))
        #expect(items.dropLast().allSatisfy { if case .problem = $0 { return true } else { return false } })
    }

    @Test func aHugeLengthIsSkippedWithoutHoldingTheBody() {
        var framer = MessageFramer()
        let huge = MessageFramer.bodyLimit + 1
        var items = framer.feed(Array("Content-Length: \(huge)\r\n\r\n".utf8))
        #expect(items.count == 1)
        // The body arrives in pieces and is thrown away as it comes; the next message is read.
        let piece = [UInt8](repeating: 65, count: 1 << 20)
        var left = huge
        while left > 0 {
            let n = min(left, piece.count)
            items = framer.feed(piece[..<n])
            #expect(items.isEmpty)
            left -= n
        }
        #expect(framer.feed(frame("{}")) == [.message(Array("{}".utf8))])
    }

    @Test func aLengthTooLargeForAnIntIsAProblemNotACrash() {
        var framer = MessageFramer()
        let items = framer.feed(Array("Content-Length: 99999999999999999999999999\r\n\r\n".utf8) + frame("{}"))
        #expect(items.first.map { if case .problem = $0 { return true } else { return false } } == true)
        #expect(items.last == .message(Array("{}".utf8)))
    }

    @Test func anOverLongHeaderIsDroppedUpToItsBlankLineAndTheNextMessageArrives() {
        let stream = [UInt8](repeating: 65, count: MessageFramer.headerLimit + 10) + Array("\r\n\r\n".utf8) + frame("{}")
        // In one read, or with the blank line split across two.
        for cut in [stream.count, MessageFramer.headerLimit + 11, MessageFramer.headerLimit + 12] {
            var framer = MessageFramer()
            let items = framer.feed(stream[..<cut]) + framer.feed(stream[cut...])
            #expect(items.count == 2, "cut at \(cut)")
            #expect(items.last == .message(Array("{}".utf8)), "cut at \(cut)")
        }
    }

    @Test func aStrayLineBreakAfterABodyIsNotAProblem() {
        var framer = MessageFramer()
        let items = framer.feed(frame("{}") + Array("\r\nContent-Length: 2\r\n\r\n[]".utf8))
        #expect(items == [.message(Array("{}".utf8)), .message(Array("[]".utf8))])
    }

    @Test func aTruncatedMessageIsReportedAtTheEnd() {
        var framer = MessageFramer()
        #expect(framer.feed(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)).isEmpty)
        #expect(framer.finish() == .problem("the stream ended 6 bytes short of a 10-byte message"))
    }
}
