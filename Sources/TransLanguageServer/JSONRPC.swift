import Foundation

/// JSON-RPC 2.0 as the protocol uses it: messages are JSON objects read with Foundation's
/// `JSONSerialization`, so values are `[String: Any]`, `[Any]`, `String`, `NSNumber` and `NSNull`.
enum JSONRPC {
    /// The error codes of JSON-RPC and of the protocol.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        /// A request before `initialize`.
        case serverNotInitialized = -32002
        /// A request that failed for a reason the message gives (LSP's `RequestFailed`).
        case requestFailed = -32803
    }

    /// A failure answered as a JSON-RPC error.
    struct Failure: Error {
        var code: ErrorCode
        var message: String

        init(_ code: ErrorCode, _ message: String) { (self.code, self.message) = (code, message) }
    }

    /// A response carrying a result (`NSNull()` for null).
    static func response(id: Any, result: Any) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// A response carrying an error; `id` is `NSNull()` when the request's id could not be read.
    static func response(id: Any, failure: Failure) -> [String: Any] {
        ["jsonrpc": "2.0", "id": id, "error": ["code": failure.code.rawValue, "message": failure.message] as [String: Any]]
    }

    /// A notification from the server.
    static func notification(_ method: String, _ params: [String: Any]) -> [String: Any] {
        ["jsonrpc": "2.0", "method": method, "params": params]
    }

    /// A message's bytes; keys are sorted so that output is the same from run to run.
    static func encode(_ message: [String: Any]) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            // Only values this module builds reach here; a non-JSON value is a bug, reported rather than crashed on.
            return Array(#"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"transc: could not encode a message"}}"#.utf8)
        }
        return [UInt8](data)
    }
}

/// Typed reads of a request's parameters, each failing with `invalidParams` and the path that was wrong.
struct Parameters {
    let object: [String: Any]
    let path: String

    init(_ value: Any?, path: String = "params") throws(JSONRPC.Failure) {
        guard let object = value as? [String: Any] else { throw JSONRPC.Failure(.invalidParams, "'\(path)' must be an object") }
        (self.object, self.path) = (object, path)
    }

    func object(_ key: String) throws(JSONRPC.Failure) -> Parameters {
        try Parameters(object[key], path: path + "." + key)
    }

    func string(_ key: String) throws(JSONRPC.Failure) -> String {
        guard let value = object[key] as? String else { throw JSONRPC.Failure(.invalidParams, "'\(path).\(key)' must be a string") }
        return value
    }

    func integer(_ key: String) throws(JSONRPC.Failure) -> Int {
        guard let number = object[key] as? NSNumber, let value = Int(exactly: number.doubleValue) else {
            throw JSONRPC.Failure(.invalidParams, "'\(path).\(key)' must be a whole number")
        }
        return value
    }

    /// `{ line, character }`.
    func position(_ key: String = "position") throws(JSONRPC.Failure) -> TextPosition {
        let position = try object(key)
        let line = try position.integer("line")
        let character = try position.integer("character")
        guard line >= 0, character >= 0 else { throw JSONRPC.Failure(.invalidParams, "'\(path).\(key)' must not be negative") }
        return TextPosition(line: line, character: character)
    }

    /// `textDocument.uri`.
    func documentURI() throws(JSONRPC.Failure) -> String { try object("textDocument").string("uri") }
}

extension TextPosition {
    /// `{ "line": …, "character": … }`.
    var json: [String: Any] { ["line": line, "character": character] }
}
