import Foundation
import TransChecker
import TransDiagnostics
import TransSyntax

/// Throughput of lex, parse and check on ~10 MB of repeated examples, next to Foundation's
/// `JSONSerialization` on a JSON document of the same size. `--stage parse` (lex, parse,
/// check, json) times one stage alone and skips the validation, for profiling.
enum FrontEndBenchmark {
    static func run() {
        let targetBytes = option("--megabytes", default: 10) << 20
        let runs = option("--runs", default: 5)
        let stage = arguments.firstIndex(of: "--stage").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".trans") }.sorted()
        let examples = names.compactMap { FileManager.default.contents(atPath: examplesDirectory.appendingPathComponent($0).path) }
            .map { [UInt8]($0) }
        guard !examples.isEmpty else { fail("no examples found in \(examplesDirectory.path)") }

        let corpus = FrontEndCorpus.make(from: examples, bytes: targetBytes)
        let json = FrontEndCorpus.json(bytes: corpus.count)
        // The inputs must be valid, or the benchmark would measure error recovery.
        var transitionCount = 0
        if stage == nil {
            let check = FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus))
            guard check.diagnostics.all.isEmpty, let checked = check.checked else {
                fail("the corpus does not check clean\n" + DiagnosticRenderer(limit: 5).render(check.diagnostics.all, in: check.source))
            }
            transitionCount = checked.transitions.count
            guard (try? JSONSerialization.jsonObject(with: json)) != nil else { fail("the JSON corpus does not parse") }
        }

        func best(_ name: String, _ body: () -> Int) -> Double {
            if let stage, stage != name { return .nan }
            var fastest = Double.infinity
            var sink = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                sink &+= body()
                fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            if sink == -1 { print(sink) }
            return fastest
        }
        let source = SourceFile(path: "corpus.trans", bytes: corpus)
        let lex = best("lex") {
            var diagnostics = DiagnosticList()
            return Lexer.tokenize(source, diagnostics: &diagnostics).count
        }
        let parse = best("parse") {
            var diagnostics = DiagnosticList()
            return Parser.parse(source, diagnostics: &diagnostics).declarations.count
        }
        let check = best("check") { FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus)).checked?.transitions.count ?? 0 }
        let jsonSeconds = best("json") { (try? JSONSerialization.jsonObject(with: json)) == nil ? 0 : 1 }

        let megabytes = Double(corpus.count) / 1e6
        let jsonMegabytes = Double(json.count) / 1e6
        func rate(_ mb: Double, _ seconds: Double) -> String { String(format: "%7.1f MB/s  (%.3f s)", mb / seconds, seconds) }
        print("corpus: \(String(format: "%.2f", megabytes)) MB of .trans, \(transitionCount) transitions; "
              + "JSON: \(String(format: "%.2f", jsonMegabytes)) MB; best of \(runs) runs")
        print("lex                 \(rate(megabytes, lex))")
        print("lex+parse           \(rate(megabytes, parse))")
        print("lex+parse+check     \(rate(megabytes, check))")
        print("JSONSerialization   \(rate(jsonMegabytes, jsonSeconds))")
        print("front end / JSON    \(String(format: "%.2f", (megabytes / check) / (jsonMegabytes / jsonSeconds)))×")
    }
}
