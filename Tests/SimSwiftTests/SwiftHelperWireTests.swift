import Foundation
import Testing
@testable import SimCore
@testable import SimScript
import SimSwift
@testable import SimSwiftHelper

/// What simrepl and simrepl-swift say to each other survives the trip, and bytes that are not a
/// message are refused, never trusted.
@Suite("Swift helper wire")
struct SwiftHelperWireTests {
    @Test func aLoweredFileCrossesUnchanged() throws {
        let path = repositoryRoot + "/scripts/swift/fixed/LazyLoginViewController.swift"
        let lowered = try SimSwiftFrontEnd().lower(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let wired = SwiftLoweringWire.Lowered(lowered)
        #expect(!wired.classes.isEmpty && !wired.declarations.isEmpty)
        let response = SwiftLoweringWire.Response.lowered(wired)
        let decoded = try SwiftLoweringWire.Response(decoding: Self.unframed(response.encoded))
        #expect(decoded == response)
        // A class's setup travels as a template the client fills in: the same text as the closure's.
        let type = try #require(lowered.classes.first { $0.superclass != LoweredSwift.Class.structType })
        let template = try #require(wired.classes.first { $0.name == type.name }?.template)
        #expect(template.replacing(SwiftLoweringWire.Lowered.instanceMarker, with: "loginVC") == (try type.setup("loginVC", [])))
    }

    @Test func valuesAndTextOfEveryKindCross() throws {
        let stored: [SwiftLoweringWire.Stored] = [
            .init(name: "title", value: .string("a:b\n\"c\"\u{1F600} 12:")),
            .init(name: "price", value: .number(19.99)),
            .init(name: "tiny", value: .number(-1e-300)),
            .init(name: "onSale", value: .bool(false)),
            .init(name: "tags", value: .list([.string(""), .number(3), .list([.bool(true)]), .null])),
        ]
        let request = SwiftLoweringWire.Request.setup(path: "/p/Product Cell.swift", typeName: "ViewModel", instance: "lamp", stored: stored)
        #expect(try SwiftLoweringWire.Request(decoding: Self.unframed(request.encoded)) == request)
        var diagnostic = Diagnostic(.warning, SourceLocation(file: "V.swift", line: 3, column: 9), "'.TouchUpInside' is Swift 2's name", hint: nil)
        diagnostic.sourceLine = "    b.addTarget(…)"
        let error = SwiftLoweringWire.Response.error(diagnostic)
        #expect(try SwiftLoweringWire.Response(decoding: Self.unframed(error.encoded)) == error)
    }

    @Test(arguments: ["", "5:lower", "5:lower4:/a.s", "5:lower1:a1:b1:c", "3:bad", "5:setup1:a1:b1:c9:999999999", "5:setup1:a1:b1:c1:11:x1:q", "9999999999999:x"])
    func bytesThatAreNotARequestAreRefused(_ text: String) {
        #expect(throws: WireReader.Malformed.self) { try SwiftLoweringWire.Request(decoding: Array(text.utf8)) }
    }

    @Test func everyTruncationOfAResponseIsRefused() throws {
        let path = repositoryRoot + "/scripts/swift/ProductCell.swift"
        let lowered = try SimSwiftFrontEnd().lower(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        let bytes = Self.unframed(SwiftLoweringWire.Response.lowered(.init(lowered)).encoded)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            #expect(throws: WireReader.Malformed.self) { try SwiftLoweringWire.Response(decoding: Array(bytes[..<cut])) }
        }
    }

    /// The fields after the frame's length line.
    static func unframed(_ framed: [UInt8]) -> [UInt8] {
        Array(framed[(framed.firstIndex(of: UInt8(ascii: "\n"))! + 1)...])
    }
}
