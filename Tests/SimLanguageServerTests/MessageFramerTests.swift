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
        // Two broken headers, each reported; `garbage` is the second one's body, skipped with it.
        let items = framer.feed(Array("Content-Type: x\r\n\r\n".utf8) + Array("Content-Length: abc\r\n\r\n".utf8)
                                + Array("garbage\r\n\r\n".utf8) + frame("{}"))
        #expect(items.count == 3)
        #expect(items.last == .message(Array("{}".utf8)))
        #expect(items.dropLast().allSatisfy { $0.isProblem })
    }

    // MARK: A broken message with its body, then a good one

    private let body = #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"text":"Content-Length: 3"}}"#
    private let next = #"{"jsonrpc":"2.0","id":8,"method":"shutdown"}"#

    /// Each broken frame as an editor's bug would send it: a header, the blank line, the body.
    private var brokenFrames: [(name: String, bytes: [UInt8])] {
        let pad = String(repeating: "a", count: 9 << 10)
        return [
            ("a 9 KiB header", Array("X-Padding: \(pad)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)),
            ("a negative length", Array("Content-Length: -5\r\n\r\n\(body)".utf8)),
            ("a length that is a word", Array("Content-Length: abc\r\n\r\n\(body)".utf8)),
            ("no Content-Length", Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)".utf8)),
            ("a length too short", Array("Content-Length: 5\r\n\r\n\(body)".utf8)),
            ("a length too short, by one", Array("Content-Length: \(body.utf8.count - 1)\r\n\r\n\(body)".utf8)),
            // What is left starts as a header line would: `Content-Length: 3"}}`.
            ("a length too short, ending where the body says Content-Length",
             Array("Content-Length: \(body.utf8.count - #"Content-Length: 3"}}"#.utf8.count)\r\n\r\n\(body)".utf8)),
        ]
    }

    /// What a stream gives, fed whole, byte by byte, or cut in two at `cuts`.
    private func items(_ stream: [UInt8], cuts: some Sequence<Int>) -> [(String, [MessageFramer.Item])] {
        var framer = MessageFramer()
        var runs = [("whole", framer.feed(stream))]
        framer = MessageFramer()
        runs.append(("byte by byte", stream.flatMap { framer.feed([$0]) }))
        for cut in cuts {
            framer = MessageFramer()
            runs.append(("cut at \(cut)", framer.feed(stream[..<cut]) + framer.feed(stream[cut...])))
        }
        return runs
    }

    @Test func aBrokenFrameIsReportedOnceAndTheNextMessageArrives() {
        for (name, broken) in brokenFrames {
            let stream = broken + frame(next) + frame("{}")
            let cuts = stride(from: 0, through: stream.count, by: broken.count > 1000 ? 61 : 1)
            for (how, items) in items(stream, cuts: cuts) {
                // A too-short length gives its body's start as a message (the server answers it
                // with a parse error); what is left of the body is the one problem.
                let cutShort = name.hasPrefix("a length too short") ? Array(items.prefix(1)) : []
                #expect(items.filter(\.isProblem).count == 1, "\(name), \(how): \(items)")
                #expect(items.filter { !$0.isProblem } == cutShort + [.message(Array(next.utf8)), .message(Array("{}".utf8))],
                        "\(name), \(how): \(items)")
            }
        }
    }

    @Test func brokenFramesInARowAreEachReportedOnce() {
        // (The 9 KiB header comes first: after a body cut short, what is left of it and a header
        // with no field LSP has are one run of bytes that are not a header, one problem.)
        let stream = brokenFrames.flatMap(\.bytes) + frame(next)
        for (how, items) in items(stream, cuts: []) {
            #expect(items.filter(\.isProblem).count == brokenFrames.count, "\(how): \(items)")
            #expect(items.last == .message(Array(next.utf8)), "\(how)")
        }
    }

    @Test func aBodyThatMentionsContentLengthIsNotCutThere() {
        // A JSON string can say `Content-Length: 3`, even with an escaped line break after it.
        let json = #"{"text":"Content-Length: 3\r\n\r\nabc"}"#
        var framer = MessageFramer()
        #expect(framer.feed(Array("Content-Length: x\r\n\r\n".utf8) + Array(json.utf8) + frame(json))
                == [.problem("a Content-Length that is not a number: skipped, with what follows it, up to the next header"),
                    .message(Array(json.utf8))])
    }

    @Test func theStreamEndingInsideABrokenMessageIsNotReportedAgain() {
        var framer = MessageFramer()
        #expect(framer.feed(Array("Content-Length: -5\r\n\r\n{\"a\":".utf8)).count == 1)
        #expect(framer.finish() == nil)
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

extension MessageFramer.Item {
    var isProblem: Bool { if case .problem = self { return true } else { return false } }
}
