import Foundation
import TransDiagnostics
import TransFormat

/// The language server's state and its answer to each message. It does no input or output of
/// its own: `handle` takes a message's body and returns the bodies to send, so that the loop over
/// standard input (`serve`) and the benchmark drive the same code.
public struct LanguageServer {
    /// Where the session is in the protocol's lifecycle.
    enum Phase {
        /// Before `initialize`: only `initialize` and `exit` are answered.
        case starting
        case running
        /// After `shutdown`: only `exit` is expected.
        case shutDown
    }

    private var phase = Phase.starting
    private var documents: [String: OpenDocument] = [:]
    /// Set by `exit`: 0 after a `shutdown`, 1 without one, as the protocol asks.
    public private(set) var exitStatus: Int32?

    /// A server before `initialize`.
    public init() {}

    /// Answers one message body; returns the message bodies to send (responses and notifications).
    public mutating func handle(_ body: [UInt8]) -> [[UInt8]] {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(body)) else {
            return [JSONRPC.encode(JSONRPC.response(id: NSNull(), failure: JSONRPC.Failure(.parseError, "the message is not JSON")))]
        }
        guard let message = parsed as? [String: Any], let method = message["method"] as? String else {
            let id = (parsed as? [String: Any])?["id"] ?? NSNull()
            // A response from the client (to a request this server never sends) is dropped; anything else is invalid.
            if let object = parsed as? [String: Any], object["result"] != nil || object["error"] != nil { return [] }
            return [JSONRPC.encode(JSONRPC.response(id: id, failure: JSONRPC.Failure(.invalidRequest, "a message needs a 'method'")))]
        }
        let id = message["id"]
        if let id, !(id is String || id is NSNumber) {
            return [JSONRPC.encode(JSONRPC.response(id: NSNull(), failure: JSONRPC.Failure(.invalidRequest, "'id' must be a number or a string")))]
        }
        var outgoing: [[String: Any]] = []
        do throws(JSONRPC.Failure) {
            let result = try dispatch(method, message["params"], isRequest: id != nil, notifications: &outgoing)
            if let id { outgoing.insert(JSONRPC.response(id: id, result: result ?? NSNull()), at: 0) }
        } catch {
            if let id { outgoing.insert(JSONRPC.response(id: id, failure: error), at: 0) }
        }
        return outgoing.map(JSONRPC.encode)
    }

    /// Runs a method; returns a request's result (nil for null) and adds notifications to send.
    private mutating func dispatch(_ method: String, _ params: Any?, isRequest: Bool,
                                   notifications: inout [[String: Any]]) throws(JSONRPC.Failure) -> Any? {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return nil
        }
        switch phase {
        case .starting where method != "initialize":
            // Notifications before `initialize` are dropped, as the protocol says.
            guard isRequest else { return nil }
            throw JSONRPC.Failure(.serverNotInitialized, "'\(method)' before 'initialize'")
        case .shutDown:
            guard isRequest else { return nil }
            throw JSONRPC.Failure(.invalidRequest, "'\(method)' after 'shutdown'")
        case .starting, .running: break
        }
        switch method {
        case "initialize":
            guard phase == .starting else { throw JSONRPC.Failure(.invalidRequest, "'initialize' was already sent") }
            phase = .running
            return Self.initializeResult
        case "initialized", "$/cancelRequest", "$/setTrace", "textDocument/didSave", "workspace/didChangeConfiguration":
            return nil
        case "shutdown":
            phase = .shutDown
            return nil
        case "textDocument/didOpen":
            let document = try Parameters(params).object("textDocument")
            let uri = try document.string("uri")
            let opened = OpenDocument(uri: uri, version: try? document.integer("version"), text: try document.string("text"))
            documents[uri] = opened
            notifications.append(JSONRPC.notification("textDocument/publishDiagnostics", DiagnosticConversion.publishParameters(opened)))
            return nil
        case "textDocument/didChange":
            let parameters = try Parameters(params)
            let identifier = try parameters.object("textDocument")
            let uri = try identifier.string("uri")
            guard var document = documents[uri] else { throw JSONRPC.Failure(.invalidParams, "'\(uri)' is not open") }
            guard let changes = parameters.object["contentChanges"] as? [Any] else {
                throw JSONRPC.Failure(.invalidParams, "'params.contentChanges' must be an array")
            }
            // With full sync each change is the whole text, so the old one is not decoded unless a change needs it.
            var text: String?
            for change in changes {
                let parameters = try Parameters(change, path: "params.contentChanges[]")
                text = try Self.apply(parameters, to: parameters.object["range"] == nil ? "" : text ?? String(decoding: document.source.bytes, as: UTF8.self),
                                      path: document.source.path)
            }
            guard let text else { return nil }
            document.replace(text: text, version: try? identifier.integer("version"))
            documents[uri] = document
            notifications.append(JSONRPC.notification("textDocument/publishDiagnostics", DiagnosticConversion.publishParameters(document)))
            return nil
        case "textDocument/didClose":
            let uri = try Parameters(params).documentURI()
            documents[uri] = nil
            notifications.append(JSONRPC.notification("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()]))
            return nil
        case "textDocument/hover":
            let (uri, offset) = try locate(params)
            let analysis = documents[uri]!.analysis()
            let source = documents[uri]!.source
            guard let hover = HoverContent.hover(at: offset, in: analysis, source: source) else { return nil }
            return ["contents": ["kind": "markdown", "value": hover.markdown],
                    "range": DiagnosticConversion.rangeJSON(hover.range, in: source)] as [String: Any]
        case "textDocument/completion":
            let (uri, offset) = try locate(params)
            let analysis = documents[uri]!.analysis()
            let context = CompletionWords.context(at: offset, in: documents[uri]!.source)
            return CompletionWords.items(for: context, inputs: analysis.syntax.inputs,
                                         values: analysis.syntax.values.map(\.declaration), names: analysis.syntax.names).map(\.json)
        case "textDocument/definition":
            let (uri, offset) = try locate(params)
            let analysis = documents[uri]!.analysis()
            if let value = analysis.syntax.value(at: offset) { return location(uri, value.declaration.name.range) }
            guard let input = analysis.syntax.input(at: offset) else { return nil }
            return location(uri, input.name.range)
        case "textDocument/references":
            let parameters = try Parameters(params)
            let (uri, offset) = try locate(params)
            let analysis = documents[uri]!.analysis()
            let includeDeclaration = ((parameters.object["context"] as? [String: Any])?["includeDeclaration"] as? Bool) ?? true
            if let value = analysis.syntax.value(at: offset) {
                let ranges = (includeDeclaration ? [value.declaration.name.range] : []) + analysis.syntax.uses(of: value)
                return ranges.map { location(uri, $0) }
            }
            guard let input = analysis.syntax.input(at: offset) else { return [Any]() }
            let ranges = (includeDeclaration ? [input.name.range] : []) + analysis.syntax.uses(of: input.name.name)
            return ranges.map { location(uri, $0) }
        case "textDocument/formatting":
            let uri = try Parameters(params).documentURI()
            guard let document = documents[uri] else { throw JSONRPC.Failure(.invalidParams, "'\(uri)' is not open") }
            switch SourceFormatter.format(document.source) {
            case .formatted(let text):
                guard Array(text.utf8) != document.source.bytes else { return [Any]() }
                let whole = SourceRange(start: 0, end: document.source.bytes.count)
                return [["range": DiagnosticConversion.rangeJSON(whole, in: document.source), "newText": text] as [String: Any]]
            case .syntaxErrors(let diagnostics):
                throw JSONRPC.Failure(.requestFailed, "not formatted: the file has \(diagnostics.errorCount) syntax error\(diagnostics.errorCount == 1 ? "" : "s")")
            case .unsafeLayout(let problem):
                throw JSONRPC.Failure(.requestFailed, "not formatted: \(problem)")
            }
        case "workspace/executeCommand":
            let parameters = try Parameters(params)
            let command = try parameters.string("command")
            guard command == TransitionPreview.command else { throw JSONRPC.Failure(.invalidParams, "unknown command '\(command)'") }
            let arguments = parameters.object["arguments"] as? [Any] ?? []
            guard arguments.count >= 2 else {
                throw JSONRPC.Failure(.invalidParams, "'\(command)' takes [uri, position, inputs?, output?]")
            }
            let uri = try Parameters(["uri": arguments[0]]).string("uri")
            guard let document = documents[uri] else { throw JSONRPC.Failure(.invalidParams, "'\(uri)' is not open") }
            let position = try Parameters(["position": arguments[1]], path: "arguments").position()
            let inputs = arguments.count > 2 ? (arguments[2] as? [String: Any] ?? [:]) : [:]
            let output = arguments.count > 3 ? arguments[3] as? String : nil
            let path = try TransitionPreview.write(document: document, offset: document.source.offset(of: position), inputs: inputs, output: output)
            return ["path": path]
        default:
            guard isRequest else { return nil }
            throw JSONRPC.Failure(.methodNotFound, "'\(method)' is not supported")
        }
    }

    /// The open document and byte offset a position request names.
    private func locate(_ params: Any?) throws(JSONRPC.Failure) -> (uri: String, offset: Int) {
        let parameters = try Parameters(params)
        let uri = try parameters.documentURI()
        guard let document = documents[uri] else { throw JSONRPC.Failure(.invalidParams, "'\(uri)' is not open") }
        return (uri, document.source.offset(of: try parameters.position()))
    }

    private func location(_ uri: String, _ range: SourceRange) -> [String: Any] {
        ["uri": uri, "range": DiagnosticConversion.rangeJSON(range, in: documents[uri]!.source)]
    }

    /// One content change: the whole text, or (from a client that sends them anyway) a range replaced.
    static func apply(_ change: Parameters, to text: String, path: String) throws(JSONRPC.Failure) -> String {
        let newText = try change.string("text")
        guard change.object["range"] != nil else { return newText }
        let range = try change.object("range")
        let source = SourceFile(path: path, text: text)
        let start = source.offset(of: try range.position("start"))
        let end = source.offset(of: try range.position("end"))
        guard start <= end else { throw JSONRPC.Failure(.invalidParams, "a change's range ends before it starts") }
        return String(decoding: source.bytes[..<start] + Array(newText.utf8) + source.bytes[end...], as: UTF8.self)
    }

    /// What the server can do.
    static var initializeResult: [String: Any] {
        [
        "capabilities": [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 1, "save": false] as [String: Any],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": ["."]],
            "definitionProvider": true,
            "referencesProvider": true,
            "documentFormattingProvider": true,
            "executeCommandProvider": ["commands": [TransitionPreview.command]],
        ] as [String: Any],
        "serverInfo": ["name": "transc"],
        ]
    }
}
