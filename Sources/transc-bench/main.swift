import Foundation
import TransChecker
import TransDiagnostics
import TransSyntax

/// `transc-bench frontend [--megabytes N] [--runs N]`: throughput of the front end next to
/// Foundation's JSON parser on input of the same size. Speed is measured here, never in tests.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "frontend" else {
    FileHandle.standardError.write(Data("usage: transc-bench frontend [--megabytes N] [--runs N] [--stage lex|parse|check|json]\n".utf8))
    exit(2)
}
func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let number = Int(arguments[index + 1]), number > 0 else { return value }
    return number
}
let targetBytes = option("--megabytes", default: 10) << 20
let runs = option("--runs", default: 5)

let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")
let exampleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? [])
    .filter { $0.hasSuffix(".trans") }.sorted()
let examples = exampleFiles.compactMap { FileManager.default.contents(atPath: examplesDirectory.appendingPathComponent($0).path) }
    .map { [UInt8]($0) }
guard !examples.isEmpty else {
    FileHandle.standardError.write(Data("transc-bench: no examples found in \(examplesDirectory.path)\n".utf8))
    exit(1)
}

/// `--stage parse` (lex, parse, check, json) times only that stage, for profiling.
let onlyStage = arguments.firstIndex(of: "--stage").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

let corpus = FrontEndCorpus.make(from: examples, bytes: targetBytes)
let json = FrontEndCorpus.json(bytes: corpus.count)

// The inputs must be valid, or the benchmark would measure error recovery.
var transitionCount = 0
if onlyStage == nil {
    let check = FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus))
    guard check.diagnostics.all.isEmpty, let checked = check.checked else {
        let text = DiagnosticRenderer(limit: 5).render(check.diagnostics.all, in: check.source)
        FileHandle.standardError.write(Data("transc-bench: the corpus does not check clean\n\(text)".utf8))
        exit(1)
    }
    transitionCount = checked.transitions.count
    guard (try? JSONSerialization.jsonObject(with: json)) != nil else {
        FileHandle.standardError.write(Data("transc-bench: the JSON corpus does not parse\n".utf8))
        exit(1)
    }
}

func best(_ stage: String, _ body: () -> Void) -> Double {
    if let onlyStage, onlyStage != stage { return .nan }
    var fastest = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return fastest
}

let source = SourceFile(path: "corpus.trans", bytes: corpus)
var sink = 0
let lexSeconds = best("lex") {
    var diagnostics = DiagnosticList()
    sink &+= Lexer.tokenize(source, diagnostics: &diagnostics).count
}
let parseSeconds = best("parse") {
    var diagnostics = DiagnosticList()
    sink &+= Parser.parse(source, diagnostics: &diagnostics).declarations.count
}
let frontEndSeconds = best("check") { sink &+= FrontEnd.check(SourceFile(path: "corpus.trans", bytes: corpus)).checked?.transitions.count ?? 0 }
let jsonSeconds = best("json") { sink &+= (try? JSONSerialization.jsonObject(with: json)) == nil ? 0 : 1 }

let megabytes = Double(corpus.count) / 1e6
let jsonMegabytes = Double(json.count) / 1e6
func rate(_ mb: Double, _ seconds: Double) -> String { String(format: "%7.1f MB/s  (%.3f s)", mb / seconds, seconds) }
print("corpus: \(String(format: "%.2f", megabytes)) MB of .trans, \(transitionCount) transitions; "
      + "JSON: \(String(format: "%.2f", jsonMegabytes)) MB; best of \(runs) runs")
print("lex                 \(rate(megabytes, lexSeconds))")
print("lex+parse           \(rate(megabytes, parseSeconds))")
print("lex+parse+check     \(rate(megabytes, frontEndSeconds))")
print("JSONSerialization   \(rate(jsonMegabytes, jsonSeconds))")
print("front end / JSON    \(String(format: "%.2f", (megabytes / frontEndSeconds) / (jsonMegabytes / jsonSeconds)))×")
if sink == 42 { print("") }
