import Testing
@testable import SimLanguageServer

/// JSON-RPC 2.0's rules for what a message is, and the error each broken one gets.
struct JSONRPCTests {
    private func read(_ text: String) -> Result<JSONRPC.Incoming, JSONRPC.Failure> { JSONRPC.read(Array(text.utf8)) }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try read(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#).get() == .request(id: 1, method: "shutdown", params: .null))
        #expect(try read(#"{"jsonrpc":"2.0","id":"a","method":"x","params":{"k":[1,2.5,true,null]}}"#).get()
                == .request(id: "a", method: "x", params: ["k": [1, .double(2.5), true, .null]]))
        #expect(try read(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).get() == .notification(method: "initialized", params: [:]))
        #expect(try read(#"{"jsonrpc":"2.0","id":7,"result":null}"#).get() == .response(id: 7))
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"#, JSONRPC.ErrorCode.parseError, JSONValue.null),
        ("[1,2]", .invalidRequest, .null),
        (#"{"id":3,"method":"x"}"#, .invalidRequest, 3),
        (#"{"jsonrpc":"2.0","id":{"a":1},"method":"x"}"#, .invalidRequest, .null),
        (#"{"jsonrpc":"2.0","id":4}"#, .invalidRequest, 4),
        (#"{"jsonrpc":"2.0","id":5,"method":17}"#, .invalidRequest, 5),
        (#"{"jsonrpc":"2.0","id":6,"method":"x","params":"no"}"#, .invalidRequest, 6),
    ])
    func brokenMessagesGetTheirError(text: String, code: JSONRPC.ErrorCode, id: JSONValue) {
        guard case .failure(let failure) = read(text) else { Issue.record("accepted \(text)"); return }
        #expect(failure.code == code.rawValue)
        #expect(failure.id == id)
    }

    @Test func deeplyNestedJSONIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let failure) = read(deep) else { Issue.record("accepted"); return }
        #expect(failure.code == JSONRPC.ErrorCode.parseError.rawValue || failure.code == JSONRPC.ErrorCode.invalidRequest.rawValue)
    }

    @Test func framedMessagesCarryTheirLengthInBytes() {
        let framed = JSONRPC.framed(["jsonrpc": "2.0", "id": 1, "result": "é"])
        let text = String(decoding: framed, as: UTF8.self)
        #expect(text == "Content-Length: 38\r\n\r\n{\"id\":1,\"jsonrpc\":\"2.0\",\"result\":\"é\"}")
    }
}
