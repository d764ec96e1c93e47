import Foundation
import TransLanguageServer
import XCTest

/// An editor stand-in: speaks JSON-RPC with `Content-Length` framing to `transc lsp`, the real
/// binary when the build put it beside the test bundle, else the same server loop run in this
/// process over pipes. The framing here is written independently of the server's own reader.
final class ScriptedClient {
    private let toServer: FileHandle
    private let fromServer: FileHandle
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var process: Process?
    private var serverThread: Thread?
    private let inProcessStatus = StatusBox()
    /// The pipes, held so that their descriptors stay open while the in-process server uses them.
    private let pipes: [Pipe]
    /// Notifications received while waiting for a response, oldest first.
    var notifications: [[String: Any]] = []
    /// Which server is spoken to, for failure messages.
    let serverDescription: String

    /// The `transc` executable of this build, if there is one.
    static var transcBinary: URL? {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("transc"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("transc"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("transc"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/transc"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    init() throws {
        // A server that has ended must fail the test with a message, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let input = Pipe()
        let output = Pipe()
        pipes = [input, output]
        toServer = input.fileHandleForWriting
        fromServer = output.fileHandleForReading
        if let binary = Self.transcBinary {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["lsp"]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            self.process = process
            serverDescription = binary.path + " lsp"
        } else {
            let readFD = input.fileHandleForReading.fileDescriptor
            let writeFD = output.fileHandleForWriting.fileDescriptor
            let box = inProcessStatus
            let writer = output.fileHandleForWriting
            let thread = Thread {
                box.set(LanguageServer.serve(input: readFD, output: writeFD))
                try? writer.close()
            }
            thread.start()
            serverThread = thread
            serverDescription = "LanguageServer.serve in process"
        }
    }

    deinit {
        try? toServer.close()
        if let process, process.isRunning { process.terminate() }
    }

    /// Writes raw bytes, framing and all.
    func sendRaw(_ bytes: [UInt8]) {
        toServer.write(Data(bytes))
    }

    /// Frames and writes a JSON object.
    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its response, keeping notifications that arrive first.
    func request(_ method: String, _ params: Any? = nil) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        try send(message)
        return try response(id: id)
    }

    /// The next response with an id, keeping notifications that arrive first.
    func response(id: Any?) throws -> [String: Any] {
        while true {
            let message = try receive()
            if message["method"] != nil && message["id"] == nil {
                notifications.append(message)
                continue
            }
            if let id = id as? Int { XCTAssertEqual(message["id"] as? Int, id, "a response to another request") }
            return message
        }
    }

    /// The next notification of a method.
    func notification(_ method: String) throws -> [String: Any] {
        if let index = notifications.firstIndex(where: { $0["method"] as? String == method }) {
            return notifications.remove(at: index)
        }
        while true {
            let message = try receive()
            if message["method"] as? String == method { return message }
            notifications.append(message)
        }
    }

    /// Reads one framed message.
    func receive() throws -> [String: Any] {
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            if let end = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<$0 + 4]) == separator }) {
                let header = String(decoding: buffer[..<end], as: UTF8.self)
                guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else {
                    throw ClientError("bad header from \(serverDescription): \(header)")
                }
                while buffer.count < end + 4 + length { try fill() }
                let body = Data(buffer[(end + 4)..<(end + 4 + length)])
                buffer.removeFirst(end + 4 + length)
                guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                    throw ClientError("a message that is not an object")
                }
                XCTAssertEqual(object["jsonrpc"] as? String, "2.0")
                return object
            }
            try fill()
        }
    }

    private func fill() throws {
        let data = fromServer.availableData
        guard !data.isEmpty else { throw ClientError("\(serverDescription) closed its output") }
        buffer += data
    }

    /// Closes the server's input, as an editor that goes away does.
    func closeInput() { try? toServer.close() }

    /// Waits for the server to end; returns its exit status.
    func waitForExit() -> Int32? {
        if let process {
            process.waitUntilExit()
            return process.terminationStatus
        }
        while serverThread?.isFinished == false { Thread.sleep(forTimeInterval: 0.01) }
        return inProcessStatus.get()
    }

    /// Sends `initialize` and `initialized`; returns the capabilities.
    @discardableResult
    func initialize() throws -> [String: Any] {
        let response = try request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        try notify("initialized", [:])
        return (response["result"] as? [String: Any])?["capabilities"] as? [String: Any] ?? [:]
    }

    /// Opens a document and returns its published diagnostics.
    func open(_ uri: String, _ text: String, version: Int = 1) throws -> [[String: Any]] {
        try notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "trans", "version": version, "text": text]])
        return try diagnostics(uri)
    }

    /// Replaces a document's text and returns its published diagnostics.
    func change(_ uri: String, _ text: String, version: Int) throws -> [[String: Any]] {
        try notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
        return try diagnostics(uri)
    }

    private func diagnostics(_ uri: String) throws -> [[String: Any]] {
        let params = try notification("textDocument/publishDiagnostics")["params"] as? [String: Any]
        XCTAssertEqual(params?["uri"] as? String, uri)
        return params?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// `textDocument/…` at a line and UTF-16 character.
    func at(_ method: String, _ uri: String, line: Int, character: Int, extra: [String: Any] = [:]) throws -> [String: Any] {
        var params: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
        params.merge(extra) { $1 }
        return try request(method, params)
    }
}

/// The in-process server's exit status, written by its thread.
final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var status: Int32?
    func set(_ value: Int32) { lock.withLock { status = value } }
    func get() -> Int32? { lock.withLock { status } }
}

struct ClientError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A `{ line, character }` object's numbers.
func position(_ value: Any?) -> [Int] {
    let object = value as? [String: Any]
    return [object?["line"] as? Int ?? -1, object?["character"] as? Int ?? -1]
}

/// A range object's start and end.
func range(_ value: Any?) -> [[Int]] {
    let object = value as? [String: Any]
    return [position(object?["start"]), position(object?["end"])]
}

/// The line and UTF-16 column of the first occurrence of `needle` in `text`, plus `shift`.
func place(of needle: String, in text: String, shift: Int = 0) -> (line: Int, character: Int) {
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
        if let found = line.range(of: needle) {
            return (index, line[..<found.lowerBound].utf16.count + shift)
        }
    }
    XCTFail("'\(needle)' is not in the text")
    return (0, 0)
}

/// The examples directory of this repository.
let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

func example(_ name: String) throws -> String {
    try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
}
