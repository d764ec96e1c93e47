import Foundation
import TransChecker
import TransCorpus
import TransDiagnostics
import TransLanguageServer

/// `transc-bench lsp [--lines N] [--runs N]`: the language server's latency on a file of about
/// 1,000 lines, from a `didChange` message's body to the `publishDiagnostics` it answers with
/// (JSON parse, front end, conversion to UTF-16 positions, JSON encoding), for a clean text and
/// for one with an error; then a hover right after a change, which parses the file for itself.
/// Framing and the pipe are left out: they copy the bytes once each way.
enum LanguageServerBenchmark {
    static func run() {
        let targetLines = option("--lines", default: 1000)
        let runs = option("--runs", default: 200)
        let examples = exampleBytes()

        // Whole examples, renamed, until the file has the lines asked for.
        var bytes = Corpus.repeated(examples, bytes: 4096)
        while bytes.filter({ $0 == UInt8(ascii: "\n") }).count < targetLines {
            bytes = Corpus.repeated(examples, bytes: bytes.count + 512)
        }
        let clean = String(decoding: bytes, as: UTF8.self)
        let lineCount = clean.filter { $0 == "\n" }.count
        guard FrontEnd.check(SourceFile(path: "lsp.trans", bytes: bytes)).diagnostics.all.isEmpty else {
            fail("the generated file does not check clean")
        }
        // The same text with an error on its last property, so the answer carries a diagnostic.
        guard let last = clean.range(of: "opacity", options: .backwards) else { fail("no 'opacity' in the examples") }
        let broken = clean.replacingCharacters(in: last, with: "opacitz")

        let uri = "file:///bench/lsp.trans"
        var server = LanguageServer()
        _ = server.handle(message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [String: Any]()]))
        _ = server.handle(message(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                                   "params": ["textDocument": ["uri": uri, "languageId": "trans", "version": 1, "text": clean]]]))
        var version = 1
        func change(_ text: String) -> [UInt8] {
            version += 1
            return message(["jsonrpc": "2.0", "method": "textDocument/didChange",
                            "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]] as [String: Any]])
        }
        func milliseconds(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }

        var cleanTimes: [Double] = []
        var brokenTimes: [Double] = []
        var hoverTimes: [Double] = []
        var checkTimes: [Double] = []
        var jsonTimes: [Double] = []
        var textTimes: [Double] = []
        let hoverLine = lineCount / 2
        for run in 0..<runs {
            // The message is built before the clock starts: an editor sends it ready-made.
            let body = change(run % 2 == 0 ? broken : clean)
            var replies: [[UInt8]] = []
            let elapsed = milliseconds { replies = server.handle(body) }
            guard replies.count == 1, let reply = String(bytes: replies[0], encoding: .utf8),
                  reply.contains("publishDiagnostics"), reply.contains("unknown-property") == (run % 2 == 0) else {
                fail("didChange did not publish the expected diagnostics")
            }
            if run % 2 == 0 { brokenTimes.append(elapsed) } else { cleanTimes.append(elapsed) }
            let hover = message(["jsonrpc": "2.0", "id": run + 2, "method": "textDocument/hover",
                                 "params": ["textDocument": ["uri": uri], "position": ["line": hoverLine, "character": 8]] as [String: Any]])
            hoverTimes.append(milliseconds { _ = server.handle(hover) })
            let source = SourceFile(path: "lsp.trans", bytes: Array((run % 2 == 0 ? broken : clean).utf8))
            checkTimes.append(milliseconds { _ = FrontEnd.check(source) })
            jsonTimes.append(milliseconds { _ = try? JSONSerialization.jsonObject(with: Data(body)) })
            let parsed = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
            let params = parsed?["params"] as? [String: Any]
            textTimes.append(milliseconds {
                let text = (params?["contentChanges"] as? [[String: Any]])?.first?["text"] as? String ?? ""
                _ = SourceFile(path: "x", text: text)
            })
        }

        func summary(_ times: [Double]) -> String {
            let sorted = times.sorted()
            let percentile = { (p: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
            return String(format: "median %6.2f ms  p95 %6.2f ms  max %6.2f ms", percentile(0.5), percentile(0.95), sorted.last ?? 0)
        }
        print("file: \(lineCount) lines, \(bytes.count) bytes; \(runs) changes, full-document sync")
        print("didChange → publishDiagnostics, clean:      " + summary(cleanTimes))
        print("didChange → publishDiagnostics, one error:  " + summary(brokenTimes))
        print("  of which FrontEnd.check alone:            " + summary(checkTimes))
        print("  of which JSONSerialization of the message:" + summary(jsonTimes))
        print("  of which the text to a SourceFile:        " + summary(textTimes))
        print("hover right after a change (parses again):  " + summary(hoverTimes))
        let goal = cleanTimes.sorted()[cleanTimes.count / 2] < 10 && brokenTimes.sorted()[brokenTimes.count / 2] < 10
        print("goal < 10 ms for diagnostics after a change (median): " + (goal ? "met" : "NOT met"))
    }

    private static func message(_ object: [String: Any]) -> [UInt8] {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { fail("cannot encode a message") }
        return [UInt8](data)
    }
}
