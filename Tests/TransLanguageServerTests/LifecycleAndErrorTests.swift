import Foundation
import XCTest

/// The protocol's lifecycle and its answers to malformed input, spoken to `transc lsp`.
final class LifecycleAndErrorTests: XCTestCase {
    func testInitializeAdvertisesTheFeaturesAndShutdownThenExitEndsWithZero() throws {
        let client = try ScriptedClient()
        let capabilities = try client.initialize()
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16", client.serverDescription)
        XCTAssertEqual((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int, 1, "full-document sync")
        for feature in ["hoverProvider", "definitionProvider", "referencesProvider", "documentFormattingProvider"] {
            XCTAssertEqual(capabilities[feature] as? Bool, true, feature)
        }
        XCTAssertEqual((capabilities["executeCommandProvider"] as? [String: Any])?["commands"] as? [String], ["transc.preview"])
        let shutdown = try client.request("shutdown")
        XCTAssertTrue(shutdown["result"] is NSNull, "\(shutdown)")
        XCTAssertNil(shutdown["error"])
        let late = try client.request("textDocument/hover", [String: Any]())
        XCTAssertEqual((late["error"] as? [String: Any])?["code"] as? Int, -32600, "requests after shutdown are invalid")
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testExitWithoutShutdownEndsWithOne() throws {
        let client = try ScriptedClient()
        try client.initialize()
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testRequestBeforeInitializeIsRefused() throws {
        let client = try ScriptedClient()
        let early = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.trans"], "position": ["line": 0, "character": 0]])
        XCTAssertEqual((early["error"] as? [String: Any])?["code"] as? Int, -32002)
        try client.initialize()
        let again = try client.request("initialize", [String: Any]())
        XCTAssertEqual((again["error"] as? [String: Any])?["code"] as? Int, -32600, "a second initialize")
    }

    func testMalformedMessagesGetJSONRPCErrorsAndTheServerCarriesOn() throws {
        let client = try ScriptedClient()
        try client.initialize()

        // Not JSON at all: a parse error with a null id.
        let notJSON = Array("{\"jsonrpc\": \"2.0\", \"id\": 3, ".utf8)
        client.sendRaw(Array("Content-Length: \(notJSON.count)\r\n\r\n".utf8) + notJSON)
        let parseError = try client.response(id: nil)
        XCTAssertEqual((parseError["error"] as? [String: Any])?["code"] as? Int, -32700)
        XCTAssertTrue(parseError["id"] is NSNull)

        // JSON, but not a request.
        try client.send(["jsonrpc": "2.0", "id": 41, "params": [1, 2]])
        let invalid = try client.response(id: 41)
        XCTAssertEqual((invalid["error"] as? [String: Any])?["code"] as? Int, -32600)

        // A header with no length, then a good message: the stream recovers.
        client.sendRaw(Array("Content-Type: nothing\r\n\r\n".utf8))
        let badHeader = try client.response(id: nil)
        XCTAssertEqual((badHeader["error"] as? [String: Any])?["code"] as? Int, -32700)

        // An unknown method, and parameters of the wrong shape.
        let unknown = try client.request("textDocument/teleport", [String: Any]())
        XCTAssertEqual((unknown["error"] as? [String: Any])?["code"] as? Int, -32601)
        let wrongShape = try client.request("textDocument/hover", ["textDocument": ["uri": 7], "position": "here"])
        XCTAssertEqual((wrongShape["error"] as? [String: Any])?["code"] as? Int, -32602)
        let notOpen = try client.at("textDocument/hover", "file:///never-opened.trans", line: 0, character: 0)
        XCTAssertEqual((notOpen["error"] as? [String: Any])?["code"] as? Int, -32602)
        let negative = try client.at("textDocument/hover", "file:///never-opened.trans", line: -1, character: 0)
        XCTAssertEqual((negative["error"] as? [String: Any])?["code"] as? Int, -32602)

        // Still serving.
        let diagnostics = try client.open("file:///tmp/ok.trans", try example("fade.trans"))
        XCTAssertEqual(diagnostics.count, 0)
        XCTAssertTrue(try client.request("shutdown")["result"] is NSNull)
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testTheEndOfInputWithoutExitEndsTheServer() throws {
        let client = try ScriptedClient()
        try client.initialize()
        client.closeInput()
        XCTAssertEqual(client.waitForExit(), 1)
    }
}
