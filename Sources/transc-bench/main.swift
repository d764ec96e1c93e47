import AllocationCounter
import Foundation
import TransCorpus

/// `transc-bench frontend …` and `transc-bench frame …`. Speed is measured here, never in tests.
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
          let number = Int(arguments[index + 1]), number > 0 else { return value }
    return number
}

/// Fails the run with a message.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("transc-bench: \(message)\n".utf8))
    exit(1)
}

/// The bytes of the repository's examples (`Corpus.examples()`), which the front-end and language-server
/// benchmarks repeat into large files.
func exampleBytes() -> [[UInt8]] {
    guard let examples = try? Corpus.examples(), !examples.isEmpty else { fail("no examples found in examples/") }
    return examples.map(\.bytes)
}

switch arguments.first {
case "frontend": FrontEndBenchmark.run()
case "frame": FrameBenchmark.run()
case "lsp": LanguageServerBenchmark.run()
default:
    FileHandle.standardError.write(Data("""
        usage: transc-bench frontend [--megabytes N] [--runs N] [--stage lex|parse|check|json]
               transc-bench frame [--frames N] [--runs N]

        """.utf8))
    exit(2)
}
