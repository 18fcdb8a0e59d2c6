import Foundation

/// JSON-RPC 2.0 as LSP uses it: requests (with an id, answered), notifications (no id, never
/// answered), and the responses and notifications the server sends.
package enum JSONRPC {
    /// A message from the client, checked for JSON-RPC's shape.
    package enum Incoming: Equatable {
        case request(id: JSONValue, method: String, params: JSONValue)
        case notification(method: String, params: JSONValue)
        /// A response to a request of ours (the server sends none, so it is ignored).
        case response(id: JSONValue)
    }

    /// The error codes of JSON-RPC and LSP.
    package enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
    }

    /// A request that could not be taken, and the answer it gets.
    package struct Failure: Error, Equatable {
        package let id: JSONValue
        package let code: Int
        package let message: String
        package init(id: JSONValue, _ code: ErrorCode, _ message: String) { self.id = id; self.code = code.rawValue; self.message = message }
    }

    /// Reads one message body. Anything that is not a JSON-RPC 2.0 message is a failure that
    /// names the request's id when it has a usable one (else `null`, as the protocol says).
    package static func read(_ body: [UInt8]) -> Result<Incoming, Failure> {
        guard let value = JSONValue.decode(body) else { return .failure(Failure(id: .null, .parseError, "the message is not JSON")) }
        guard case .object(let fields) = value else { return .failure(Failure(id: .null, .invalidRequest, "a message is a JSON object")) }
        let id = fields["id"]
        let usableID: JSONValue? = id.flatMap { id in
            switch id {
            case .int, .string: return id
            default: return nil
            }
        }
        guard fields["jsonrpc"] == "2.0" else { return .failure(Failure(id: usableID ?? .null, .invalidRequest, "\"jsonrpc\" must be \"2.0\"")) }
        if id != nil && usableID == nil { return .failure(Failure(id: .null, .invalidRequest, "an id is a number or a string")) }
        guard let method = fields["method"] else {
            if let usableID, fields["result"] != nil || fields["error"] != nil { return .success(.response(id: usableID)) }
            return .failure(Failure(id: usableID ?? .null, .invalidRequest, "a request names its method"))
        }
        guard case .string(let name) = method else { return .failure(Failure(id: usableID ?? .null, .invalidRequest, "a method is a string")) }
        let params = fields["params"] ?? .null
        switch params {
        case .object, .array, .null: break
        default: return .failure(Failure(id: usableID ?? .null, .invalidRequest, "params are an object or an array"))
        }
        if let usableID { return .success(.request(id: usableID, method: name, params: params)) }
        return .success(.notification(method: name, params: params))
    }

    /// The answer to request `id`.
    package static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// The error answer of a request that failed.
    package static func response(_ failure: Failure) -> JSONValue {
        ["jsonrpc": "2.0", "id": failure.id, "error": ["code": .int(failure.code), "message": .string(failure.message)]]
    }

    /// A notification from the server (`textDocument/publishDiagnostics`).
    package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// A message framed for the stream: its header, then its JSON.
    package static func framed(_ message: JSONValue) -> [UInt8] {
        let body = message.encoded()
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
